import crypto from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { linkIn, waitForMail } from './mailbox';

export type TestUser = { email: string; password: string; firstName: string; lastName: string };

/** A new, unique person with a password that passes every rule and the strength estimator. */
export function newTestUser(overrides: Partial<TestUser> = {}): TestUser {
  const id = crypto.randomBytes(5).toString('hex');
  return {
    email: `organiser-${id}@example.com`,
    password: `Violet-Harbour-${id.slice(0, 4)}-97!`,
    firstName: 'Mara',
    lastName: 'Lindqvist',
    ...overrides,
  };
}

/** Signs a user up through the API and activates the account from the e-mailed link. */
export async function createActiveUser(request: APIRequestContext, overrides: Partial<TestUser> = {}): Promise<TestUser> {
  const user = newTestUser(overrides);
  const signup = await request.post('/api/createUser', {
    data: { username: user.email, password: user.password, first_name: user.firstName, last_name: user.lastName, lang: 'en' },
  });
  if (!signup.ok()) throw new Error(`createUser failed: ${signup.status()} ${await signup.text()}`);
  const mail = await waitForMail(user.email);
  const token = linkIn(mail, '/auth/email-verification/').split('/').pop()!;
  const verify = await request.post('/api/verifyEmail', { data: { token } });
  if (!verify.ok()) throw new Error(`verifyEmail failed: ${verify.status()} ${await verify.text()}`);
  return user;
}

/**
 * Signs in through the login screen and waits for the page the account really ends on: the events
 * list, which sends an account without events on to /create-event (docs/rules/screens.md#signed-in-pages).
 */
export async function signInThroughUi(page: Page, user: TestUser, landing: 'create-event' | 'events' = 'create-event'): Promise<void> {
  await page.goto('/auth/login');
  await page.getByLabel(/e-mail/i).fill(user.email);
  await page.getByLabel(/password|passwort/i).first().fill(user.password);
  await page.getByRole('button', { name: /sign in|anmelden/i }).click();
  await page.waitForURL(`**/${landing}`);
  await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();
}
