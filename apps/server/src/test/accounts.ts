import crypto from 'node:crypto';
import { expect } from 'vitest';
import type { TestApp } from './test-app';
import { mailsSentTo, tokenFromLink, type OutboxMail } from './mail-outbox';
import { waitFor } from './server-process';

export type Person = { email: string; password: string; firstName: string; lastName: string };

/** A new person with a unique address and a password that passes every rule. */
export function newPerson(overrides: Partial<Person> = {}): Person {
  const id = crypto.randomBytes(5).toString('hex');
  return {
    email: `organiser-${id}@example.com`,
    password: `Violet-Harbour-${id.slice(0, 4)}-97!`,
    firstName: 'Mara',
    lastName: 'Lindqvist',
    ...overrides,
  };
}

export const signUpBody = (person: Person, extra: Record<string, unknown> = {}) => ({
  username: person.email,
  password: person.password,
  first_name: person.firstName,
  last_name: person.lastName,
  lang: 'en',
  ...extra,
});

/** Signs a person up through POST /api/createUser and activates them from the mailed link. */
export async function signUpAndActivate(t: TestApp, person: Person = newPerson(), extra: Record<string, unknown> = {}): Promise<Person> {
  const signUp = await t.app.inject({ method: 'POST', url: '/api/createUser', payload: signUpBody(person, extra) });
  expect(signUp.statusCode, signUp.body).toBe(200);
  // The mail is a job: with a second instance on the same database (the multi-instance tests), that
  // instance's worker may send it, and this app's drain does not wait for another app's job.
  let mails: OutboxMail[] = [];
  await waitFor('the activation mail', async () => (mails = await mailsSentTo(t, person.email)).length > 0);
  const token = tokenFromLink(mails.at(-1)!, '/auth/email-verification/');
  const verify = await t.app.inject({ method: 'POST', url: '/api/verifyEmail', payload: { token } });
  expect(verify.statusCode, verify.body).toBe(200);
  return person;
}

/** Signs in through POST /api/login and returns the access token. */
export async function signIn(t: TestApp, person: Pick<Person, 'email' | 'password'>, extra: Record<string, unknown> = {}): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: person.email, password: person.password, ...extra } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.access_token as string;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export type SignedInUser = Person & { id: number; companyId: number; token: string };

/** A new organiser, signed up, activated and signed in, with the ids the API reports for them. */
export async function signedInUser(t: TestApp, overrides: Partial<Person> = {}): Promise<SignedInUser> {
  const person = await signUpAndActivate(t, newPerson(overrides));
  const token = await signIn(t, person);
  const info = await t.app.inject({ method: 'GET', url: '/api/getUserInfo', headers: bearer(token) });
  expect(info.statusCode, info.body).toBe(200);
  const { id, company_id } = info.json().data as { id: number; company_id: number };
  return { ...person, id, companyId: company_id, token };
}
