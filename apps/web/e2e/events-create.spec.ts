import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { createActiveUser, type TestUser } from './support/accounts';

/** Signs in an account without events: the list sends it on to its first event. */
async function signInWithoutEvents(page: Page, user: TestUser): Promise<void> {
  await page.goto('/auth/login');
  await page.getByLabel(/e-mail/i).fill(user.email);
  await page.getByLabel(/password|passwort/i).first().fill(user.password);
  await page.getByRole('button', { name: /sign in|anmelden/i }).click();
  await page.waitForURL('**/create-event');
}

test('an empty account is sent to its first event, greeted by first name, and goes on to the setup', async ({ page, request }) => {
  const user = await createActiveUser(request, { firstName: 'Ilse' });
  await signInWithoutEvents(page, user);
  await expect(page).toHaveTitle('Create event · Aula');
  await expect(page.getByRole('heading', { name: 'Hello Ilse!' })).toBeVisible();

  const name = page.getByRole('textbox', { name: 'Event name' });
  const submit = page.getByRole('button', { name: 'Continue' });
  await expect(submit).toBeDisabled();
  await name.fill('   ');
  await expect(submit).toBeDisabled();
  await name.fill('Autumn Forum');
  await expect(submit).toBeEnabled();
  await name.press('Escape');
  await expect(name).toHaveValue('');
  await expect(submit).toBeDisabled();

  await name.fill('Autumn Forum & Friends');
  await submit.click();
  await expect(page).toHaveURL(/\/event\/0\/dashboard\?name=Autumn\+Forum\+%26\+Friends$/);

  // The list keeps sending an account without events back here.
  await page.goto('/events');
  await expect(page).toHaveURL(/\/create-event$/);
});

test('the first event, once saved, is on the list the organiser goes back to', async ({ page, request }) => {
  const user = await createActiveUser(request);
  await signInWithoutEvents(page, user);
  await page.getByRole('textbox', { name: 'Event name' }).fill('Harbour Days');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('textbox', { name: 'Location' }).fill('Kiel');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/event\/[1-9]\d*\/dashboard$/);

  await page.getByRole('link', { name: 'All events', exact: true }).click();
  await expect(page).toHaveURL(/\/events$/);
  await expect(page.getByRole('link', { name: 'Harbour Days', exact: true })).toBeVisible();
});

test('the first-event screen in German', async ({ page, request }) => {
  const user = await createActiveUser(request, { firstName: 'Jörg' });
  await signInWithoutEvents(page, user);
  const stored = page.waitForResponse((response) => response.url().endsWith('/api/setLanguage') && response.ok());
  await page.getByRole('contentinfo').getByRole('button', { name: 'DE' }).click();
  await stored;

  await expect(page.getByRole('heading', { name: 'Hallo Jörg!' })).toBeVisible();
  await expect(page).toHaveTitle('Event erstellen · Aula');
  const name = page.getByRole('textbox', { name: 'Name des Events' });
  const submit = page.getByRole('button', { name: 'Weiter' });
  await expect(submit).toBeDisabled();
  await name.fill('Herbstforum');
  await name.press('Escape');
  await expect(name).toHaveValue('');
  await name.fill('Herbstforum');
  await name.press('Enter');
  await expect(page).toHaveURL(/\/event\/0\/dashboard\?name=Herbstforum$/);
});
