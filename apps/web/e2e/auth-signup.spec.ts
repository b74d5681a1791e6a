import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { newTestUser } from './support/accounts';
import { linkIn, waitForMail } from './support/mailbox';

const passwordInput = (page: Page) => page.getByRole('textbox', { name: 'Password', exact: true });
const confirmInput = (page: Page) => page.getByRole('textbox', { name: 'Confirm password', exact: true });

/** Types into a field and leaves it, which is when the form validates it. */
async function fillAndLeave(page: Page, label: string, value: string) {
  const input = page.getByRole('textbox', { name: label, exact: true });
  await input.fill(value);
  await input.blur();
  return input;
}

async function waitForEstimator(page: Page) {
  await passwordInput(page).fill('x');
  await expect(page.getByText(/^Password strength:/)).toBeVisible();
}

test.describe('sign-up', () => {
  test('shows every validation message next to its field', async ({ page }) => {
    await page.goto('/auth/signup');
    await expect(page).toHaveTitle('Sign up · Aula');

    for (const label of ['First name', 'Last name', 'E-mail']) {
      const input = page.getByRole('textbox', { name: label, exact: true });
      await input.focus();
      await input.blur();
      await expect(input).toHaveAccessibleDescription('Required field');
      await expect(input).toHaveAttribute('aria-invalid', 'true');
    }

    await expect(await fillAndLeave(page, 'E-mail', 'mara.example.com')).toHaveAccessibleDescription('Invalid email');
    await expect(await fillAndLeave(page, 'E-mail', `${'m'.repeat(60)}@example.com`)).toHaveAccessibleDescription('Use at most 65 characters');
    await expect(await fillAndLeave(page, 'First name', 'M'.repeat(66))).toHaveAccessibleDescription('Use at most 65 characters');
    await expect(await fillAndLeave(page, 'Last name', 'L'.repeat(66))).toHaveAccessibleDescription('Use at most 65 characters');
    await expect(await fillAndLeave(page, 'Password', `Aa1!${'x'.repeat(47)}`)).toHaveAccessibleDescription('Use at most 50 characters');

    const rules: [string, string][] = [
      ['abc', 'At least 8 characters'],
      ['abcdefgh', 'At least one uppercase letter'],
      ['ABCDEFGH', 'At least one lowercase letter'],
      ['Abcdefgh', 'At least one digit'],
      ['Abcdefg1', 'At least one special character, such as ! ? # or -'],
    ];
    for (const [password, message] of rules) {
      await expect(await fillAndLeave(page, 'Password', password)).toHaveAccessibleDescription(message);
    }

    await waitForEstimator(page);
    await expect(await fillAndLeave(page, 'Password', 'Abcdefg1!')).toHaveAccessibleDescription(
      'The password must not be easy to guess. Add more words or characters.',
    );

    await fillAndLeave(page, 'Password', 'Quantum-Marmot-77');
    await expect(passwordInput(page)).not.toHaveAttribute('aria-invalid', 'true');
    await expect(await fillAndLeave(page, 'Confirm password', 'Quantum-Marmot-78')).toHaveAccessibleDescription('Passwords are different');

    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByText('Please accept the terms of use')).toBeVisible();
    // Focus goes to the first invalid field.
    await expect(page.getByRole('textbox', { name: 'First name', exact: true })).toBeFocused();
  });

  test('the checklist follows the password as it is typed, and the password can be shown', async ({ page }) => {
    await page.goto('/auth/signup');
    const checklist = page.getByRole('list', { name: 'Your password needs' });
    await passwordInput(page).fill('abc');
    await expect(checklist.getByRole('listitem').filter({ hasText: 'At least 8 characters' })).toContainText('(not met yet)');
    await expect(checklist.getByRole('listitem').filter({ hasText: 'At least one lowercase letter' })).toContainText('(met)');
    await passwordInput(page).fill('abcdEFGH1!');
    await expect(checklist.getByRole('listitem').filter({ hasText: '(not met yet)' })).toHaveCount(0);

    await expect(passwordInput(page)).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password', exact: true }).click();
    await expect(passwordInput(page)).toHaveAttribute('type', 'text');
  });

  test('a breached password is stopped with its count before sign-up', async ({ page }) => {
    const user = newTestUser();
    const signUpCalls: string[] = [];
    page.on('request', (request) => request.url().endsWith('/api/createUser') && signUpCalls.push(request.url()));
    await page.goto('/auth/signup');
    await page.getByRole('textbox', { name: 'First name', exact: true }).fill(user.firstName);
    await page.getByRole('textbox', { name: 'Last name', exact: true }).fill(user.lastName);
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(user.email);
    await passwordInput(page).fill('Quantum-Marmot-77');
    await confirmInput(page).fill('Quantum-Marmot-77');
    await page.getByRole('checkbox', { name: /I agree to the terms of use/ }).check();
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(passwordInput(page)).toHaveAccessibleDescription('This password has been hacked 314159 times. Use stronger password.');
    await expect(page).toHaveURL(/\/auth\/signup$/);
    // The browser's own range lookup stopped it; the server was never asked.
    expect(signUpCalls).toEqual([]);
  });

  test('an unreachable breach service is reported as unknown and sign-up goes on', async ({ page }) => {
    const user = newTestUser();
    await page.route('**/range/*', (route) => route.abort('connectionrefused'));
    await page.goto('/auth/signup');
    await page.getByRole('textbox', { name: 'First name', exact: true }).fill(user.firstName);
    await page.getByRole('textbox', { name: 'Last name', exact: true }).fill(user.lastName);
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(user.email);
    await passwordInput(page).fill(user.password);
    await confirmInput(page).fill(user.password);
    await page.getByRole('checkbox', { name: /I agree to the terms of use/ }).check();
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByText('The breached-password check could not be reached, so the result is unknown.')).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/account-created$/);
  });

  test('sign-up, activation from the e-mail, then sign-in to the events list', async ({ page }) => {
    const user = newTestUser();
    await page.goto('/auth/signup?ref=ad');
    await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/login?ref=ad');
    await page.getByRole('textbox', { name: 'First name', exact: true }).fill(user.firstName);
    await page.getByRole('textbox', { name: 'Last name', exact: true }).fill(user.lastName);
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(`  ${user.email} `);
    await passwordInput(page).fill(user.password);
    await confirmInput(page).fill(user.password);
    await page.getByRole('checkbox', { name: /I agree to the terms of use/ }).check();
    await page.getByRole('button', { name: 'Sign up' }).click();

    await expect(page).toHaveURL(/\/auth\/account-created$/);
    await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to sign in' })).toBeVisible();

    const mail = await waitForMail(user.email);
    await page.goto(linkIn(mail, '/auth/email-verification/'));
    await expect(page.getByRole('heading', { name: 'Your account is activated' })).toBeVisible();
    await page.getByRole('link', { name: 'Sign in' }).click();

    await expect(page).toHaveURL(/\/auth\/login$/);
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(user.email);
    await passwordInput(page).fill(user.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    // A new account has no events yet, so the events list sends it on to create the first one.
    await expect(page).toHaveURL(/\/create-event$/);
  });

  test('an activation link works once; afterwards it offers a new one', async ({ page, request }) => {
    const user = newTestUser();
    await request.post('/api/createUser', {
      data: { username: user.email, password: user.password, first_name: user.firstName, last_name: user.lastName, lang: 'en' },
    });
    const link = linkIn(await waitForMail(user.email), '/auth/email-verification/');
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Your account is activated' })).toBeVisible();

    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'This activation link is invalid or has expired' })).toBeVisible();
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(user.email);
    await page.getByRole('button', { name: 'Send a new activation link' }).click();
    await expect(page.getByText(/we have sent a new link/)).toBeVisible();
  });
});
