import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { createActiveUser, signInThroughUi } from './support/accounts';

const storedAuth = (page: Page) => page.evaluate(() => localStorage.getItem('aula.auth'));
const storedToken = async (page: Page) => (JSON.parse((await storedAuth(page)) ?? 'null') as { access_token: string } | null)?.access_token;

test('after an idle hour the session ends behind a dialog that Escape cannot close', async ({ page, request }) => {
  await page.clock.install();
  const user = await createActiveUser(request);
  await signInThroughUi(page, user);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  // Let the 1 s activity debounce of the sign-in clicks settle before the idle hour starts.
  await page.clock.runFor(2_000);

  await page.clock.fastForward('01:01:00');
  const dialog = page.getByRole('dialog', { name: 'Session Timeout' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Your session has expired, please log in again!')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();

  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/auth\/login/);
  expect(await storedAuth(page)).toBeNull();
});

test('under 100 s before expiry the token is refreshed and the stored token changes', async ({ page, request }) => {
  await page.clock.install();
  const user = await createActiveUser(request);
  await signInThroughUi(page, user);
  const before = await storedToken(page);
  expect(before).toBeTruthy();

  const refreshed = page.waitForResponse((response) => response.url().endsWith('/api/refresh') && response.request().method() === 'POST');
  // Tokens live an hour: at 58:30 fewer than 100 s are left.
  await page.clock.fastForward('58:30');
  expect((await refreshed).ok()).toBe(true);
  await expect.poll(() => storedToken(page)).not.toBe(before);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
});

test('a revoked token sends the user to login with the session cleared', async ({ page, request }) => {
  const user = await createActiveUser(request);
  await signInThroughUi(page, user);
  const token = await storedToken(page);
  const revoked = await request.post('/api/logout', { headers: { Authorization: `Bearer ${token}` } });
  expect(revoked.ok()).toBe(true);

  await page.getByRole('contentinfo').getByRole('button', { name: 'DE' }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
  // The console hands over to the sign-in page with a page load: its form is there once that is done.
  await expect(page.getByRole('button', { name: /^(Anmelden|Sign in)$/ })).toBeVisible();
  expect(await storedAuth(page)).toBeNull();
});
