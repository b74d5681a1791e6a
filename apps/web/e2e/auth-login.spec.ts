import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { createActiveUser, newTestUser, signInThroughUi } from './support/accounts';
import { linkIn, waitForMail } from './support/mailbox';

const emailInput = (page: Page) => page.getByRole('textbox', { name: 'E-mail', exact: true });
const passwordInput = (page: Page) => page.getByRole('textbox', { name: 'Password', exact: true });

async function submitLogin(page: Page, email: string, password: string) {
  await emailInput(page).fill(email);
  await passwordInput(page).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test.describe('login', () => {
  test('validates on blur and keeps the query string in its links', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
    await page.goto('/auth/login?redirect=%2Fevents&ref=mail');
    await expect(page).toHaveTitle('Sign in · Aula');
    await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/auth/forgot-password?redirect=%2Fevents&ref=mail');
    await expect(page.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/auth/signup?redirect=%2Fevents&ref=mail');

    await emailInput(page).focus();
    await emailInput(page).blur();
    await expect(emailInput(page)).toHaveAccessibleDescription('Required field');
    await emailInput(page).fill('mara@');
    await emailInput(page).blur();
    await expect(emailInput(page)).toHaveAccessibleDescription('Invalid email');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(passwordInput(page)).toHaveAccessibleDescription('Required field');
    await expect(emailInput(page)).toBeFocused();
    // The strength estimator's dictionaries belong to the password screens only.
    expect(scripts.some((url) => url.includes('password-estimator'))).toBe(false);
    // The files grouped for the signed-in shell and the events list (apps/web/build/chunking.ts) too.
    expect(scripts.filter((url) => /\/assets\/(signed-in|signed-out-shared|events-prefetch|events-list|screen-texts-\w+)-/.test(url))).toEqual([]);
  });

  test('a wrong password shows the server message', async ({ page, request }) => {
    const user = await createActiveUser(request);
    await page.goto('/auth/login');
    await submitLogin(page, user.email, `${user.password}x`);
    await expect(page.getByRole('alert')).toHaveText('The e-mail address or password is wrong.');
    await expect(page).toHaveURL(/\/auth\/login$/);
  });

  test('signs in, lands on the events list (for a new account: creating the first event), and a stored session skips the login page', async ({
    page,
    request,
  }) => {
    const user = await createActiveUser(request);
    await signInThroughUi(page, user);
    await expect(page).toHaveURL(/\/create-event$/);
    await page.goto('/auth/login');
    await expect(page).toHaveURL(/\/create-event$/);
  });

  test('an inactive account gets its message and a new activation link', async ({ page, request }) => {
    const user = newTestUser();
    await request.post('/api/createUser', {
      data: { username: user.email, password: user.password, first_name: user.firstName, last_name: user.lastName, lang: 'en' },
    });
    const firstLink = linkIn(await waitForMail(user.email), '/auth/email-verification/');
    await page.goto('/auth/login');
    await submitLogin(page, user.email, user.password);
    await expect(page.getByText('Your account is not activated yet. Open the link in the activation e-mail, or request a new one.')).toBeVisible();
    await page.getByRole('button', { name: 'Send a new activation link' }).click();
    await expect(page.getByText('We have sent a new activation link. Please check your inbox.')).toBeVisible();

    // The new mail (sent by the job queue after the answer) activates the account.
    const resent = await waitForMail(user.email, (mail) => mail.subject.startsWith('Activate') && linkIn(mail, '/auth/email-verification/') !== firstLink);
    await page.goto(linkIn(resent, '/auth/email-verification/'));
    await expect(page.getByRole('heading', { name: 'Your account is activated' })).toBeVisible();
  });

  test('forgot password, the e-mailed link, a new password, then sign-in with it', async ({ page, request }) => {
    const user = await createActiveUser(request);
    await page.goto('/auth/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/auth\/forgot-password$/);
    // The address changes at once while the login page stays until the next page's code has
    // arrived; both pages have an "E-mail" field, so fill it only once the new page is shown.
    await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
    await emailInput(page).fill(user.email);
    await page.getByRole('button', { name: 'Send link' }).click();
    await expect(page.getByText(/If an account exists for this address, we have sent a link/)).toBeVisible();

    const mail = await waitForMail(user.email, (m) => m.subject.startsWith('Reset'));
    const resetLink = linkIn(mail, '/auth/reset-password/');
    await page.goto(resetLink);
    const newPassword = 'Lantern-Otter-Bay-58!';
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
    await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('Lantern-Otter-Bay-59!');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByRole('textbox', { name: 'Confirm password', exact: true })).toHaveAccessibleDescription('Passwords are different');
    await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Save new password' }).click();

    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(page.getByRole('status').filter({ hasText: 'Your password has been changed.' })).toBeVisible();
    await submitLogin(page, user.email, user.password);
    await expect(page.getByRole('alert')).toHaveText('The e-mail address or password is wrong.');
    await passwordInput(page).fill(newPassword);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/create-event$/);

    // The link is single-use: opened again, it says so before any form is shown.
    await page.evaluate(() => localStorage.clear());
    await page.goto(resetLink);
    await expect(page.getByRole('alert')).toContainText('This link is invalid or has expired.');
    await expect(page.getByRole('textbox', { name: 'New password', exact: true })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/auth/forgot-password');
  });

  test('the forgot-password answer is the same for an unknown address', async ({ page }) => {
    await page.goto('/auth/forgot-password');
    await emailInput(page).fill(newTestUser().email);
    await page.getByRole('button', { name: 'Send link' }).click();
    await expect(page.getByText(/If an account exists for this address, we have sent a link/)).toBeVisible();
    await page.getByRole('link', { name: 'Back to sign in' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
  });
});
