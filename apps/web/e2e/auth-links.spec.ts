import { expect, test } from './support/test';
import { createActiveUser, newTestUser } from './support/accounts';
import { linkIn, waitForMail } from './support/mailbox';

// A mangled link as a mail client might cut it: shorter than any issued token.
const CUT_OFF_TOKEN = 'Qx7-cut';

test.describe('e-mailed links that cannot be used', () => {
  test('a cut-off reset link says so at once, never shows the form, and leads to a new link', async ({ page }) => {
    let resets = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/resetPassword')) resets += 1;
    });
    await page.goto(`/auth/reset-password/${CUT_OFF_TOKEN}`);
    await expect(page.getByRole('alert')).toContainText('This link is invalid or has expired.');
    await expect(page.getByRole('textbox', { name: 'New password', exact: true })).toHaveCount(0);
    await page.getByRole('link', { name: 'Request a new link' }).click();
    await expect(page).toHaveURL(/\/auth\/forgot-password$/);
    expect(resets).toBe(0);
  });

  test('opening a valid reset link does not use it up', async ({ page, request }) => {
    const user = await createActiveUser(request);
    await request.post('/api/forgotPassword', { data: { username: user.email, lang: 'en' } });
    const link = linkIn(await waitForMail(user.email, (m) => m.subject.startsWith('Reset')), '/auth/reset-password/');
    await page.goto(link);
    await expect(page.getByRole('textbox', { name: 'New password', exact: true })).toBeVisible();
    await page.reload();
    const password = 'Lantern-Otter-Bay-58!';
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill(password);
    await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(password);
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your password has been changed.' })).toBeVisible();
  });

  test('a cut-off activation link says the link is invalid or expired and offers a new activation mail', async ({ page, request }) => {
    const user = newTestUser();
    await request.post('/api/createUser', {
      data: { username: user.email, password: user.password, first_name: user.firstName, last_name: user.lastName, lang: 'en' },
    });
    const firstLink = linkIn(await waitForMail(user.email), '/auth/email-verification/');
    await page.goto(`/auth/email-verification/${CUT_OFF_TOKEN}`);
    await expect(page.getByRole('heading', { name: 'This activation link is invalid or has expired' })).toBeVisible();
    await expect(page.getByText('Some fields are not valid.')).toHaveCount(0);
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(user.email);
    await page.getByRole('button', { name: 'Send a new activation link' }).click();
    await expect(page.getByText(/we have sent a new link/)).toBeVisible();
    // Mails leave through a queue: wait for the new one, whose link replaces the first.
    // Compared as paths: linkIn answers a path, the mail holds whole addresses.
    const newMail = await waitForMail(user.email, (mail) => linkIn(mail, '/auth/email-verification/') !== firstLink);
    await page.goto(linkIn(newMail, '/auth/email-verification/'));
    await expect(page.getByRole('heading', { name: 'Your account is activated' })).toBeVisible({ timeout: 15_000 });
  });
});

test.describe('e-mailed links that cannot be used, in German', () => {
  test.use({ locale: 'de-DE' });

  test('reset and activation links say so in German and offer the next step', async ({ page }) => {
    await page.goto(`/auth/reset-password/${CUT_OFF_TOKEN}`);
    await expect(page.getByRole('alert')).toContainText('Dieser Link ist ungültig oder abgelaufen.');
    await expect(page.getByRole('link', { name: 'Neuen Link anfordern' })).toHaveAttribute('href', '/auth/forgot-password');

    await page.goto(`/auth/email-verification/${CUT_OFF_TOKEN}`);
    await expect(page.getByRole('heading', { name: 'Dieser Aktivierungslink ist ungültig oder abgelaufen' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Neuen Aktivierungslink senden' })).toBeVisible();
  });
});
