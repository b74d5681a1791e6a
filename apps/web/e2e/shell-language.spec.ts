import { expect, test } from './support/test';
import { createActiveUser, signInThroughUi } from './support/accounts';

test('switching to German changes the texts, survives a reload and is stored for the next sign-in', async ({ page, request, browser }) => {
  const user = await createActiveUser(request);
  await signInThroughUi(page, user);
  const footer = page.getByRole('contentinfo');

  const stored = page.waitForResponse((response) => response.url().endsWith('/api/setLanguage') && response.ok());
  await footer.getByRole('button', { name: 'DE' }).click();
  await stored;
  await expect(page.getByRole('link', { name: 'Virtuelle Events' })).toBeVisible();
  await expect(page.getByText(/^Testversion: noch \d+ Tage$/)).toBeVisible();
  await expect(footer.getByRole('button', { name: 'DE' })).toHaveAttribute('aria-pressed', 'true');

  await page.reload();
  await expect(page.getByRole('link', { name: 'Virtuelle Events' })).toBeVisible();
  await expect(page).toHaveTitle('Event erstellen · Aula');

  const fresh = await browser.newContext({ locale: 'en-US' });
  const freshPage = await fresh.newPage();
  await signInThroughUi(freshPage, user);
  await expect(freshPage.getByRole('link', { name: 'Virtuelle Events' })).toBeVisible();
  await fresh.close();

  await footer.getByRole('button', { name: 'EN' }).click();
  await expect(page.getByRole('link', { name: 'Virtual events' })).toBeVisible();
  await expect(page.getByText(/^Trial version: \d+ days left$/)).toBeVisible();
});
