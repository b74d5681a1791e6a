import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { mailsSentTo, tokenFromLink } from '../../test/mail-outbox';
import { newPerson, signIn, signedInUser } from '../../test/accounts';
import { PROFILE_TEST_ENV, colleagueOf, profileClient, storedUser } from './profile-test-support';

const confirm = (t: TestApp, token: string) => t.app.inject({ method: 'POST', url: '/api/confirmEmailChange', payload: { token } });

/** Asks for a change of address and answers the token of the link mailed to it. */
async function pendingChange(t: TestApp, user: { token: string; password: string }, newEmail: string): Promise<string> {
  expect((await profileClient(t, user.token).changeEmail(newEmail, user.password)).statusCode).toBe(200);
  const [link] = await mailsSentTo(t, newEmail);
  return tokenFromLink(link!, '/auth/confirm-email/');
}

describe('profile: cancel an e-mail change', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ...PROFILE_TEST_ENV, PUBLIC_URL: 'https://aula.test' });
  });
  afterAll(async () => t.close());

  it('drops the pending address and voids its link; the old address still signs in', async () => {
    const user = await signedInUser(t);
    const api = profileClient(t, user.token);
    const newEmail = newPerson().email;
    const token = await pendingChange(t, user, newEmail);

    const res = await api.cancelEmailChange();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: { ok: true } });
    expect((await api.get()).json().data).toMatchObject({ email: user.email, pendingEmail: null });
    expect((await confirm(t, token)).json().error.code).toBe('token_invalid');
    expect((await storedUser(t, user.id)).email).toBe(user.email);
    await signIn(t, user);
  });

  it('voids the link itself: the same address pending again (a new request, its mail not yet sent) does not revive it', async () => {
    const user = await signedInUser(t);
    const newEmail = newPerson().email;
    const token = await pendingChange(t, user, newEmail);
    await profileClient(t, user.token).cancelEmailChange();
    // As a new request for the address leaves it before its mail job voids older links.
    await t.database.db.update(users).set({ pendingEmail: newEmail }).where(eq(users.id, user.id));
    expect((await confirm(t, token)).json().error.code).toBe('token_invalid');
    expect((await storedUser(t, user.id)).email).toBe(user.email);
  });

  it("leaves a colleague's and another company's pending changes and links alone", async () => {
    const user = await signedInUser(t);
    const colleague = await colleagueOf(t, user, 'manager');
    const stranger = await signedInUser(t);
    await pendingChange(t, user, newPerson().email);
    const colleagueEmail = newPerson().email;
    const colleagueToken = await pendingChange(t, colleague, colleagueEmail);
    const strangerEmail = newPerson().email;
    const strangerToken = await pendingChange(t, stranger, strangerEmail);

    expect((await profileClient(t, user.token).cancelEmailChange()).statusCode).toBe(200);
    expect((await profileClient(t, colleague.token).get()).json().data.pendingEmail).toBe(colleagueEmail);
    expect((await profileClient(t, stranger.token).get()).json().data.pendingEmail).toBe(strangerEmail);
    expect((await confirm(t, colleagueToken)).statusCode).toBe(200);
    expect((await confirm(t, strangerToken)).statusCode).toBe(200);
    expect((await storedUser(t, stranger.id)).email).toBe(strangerEmail);
  });

  it('answers ok without a pending change, and refuses an unauthenticated caller', async () => {
    const user = await signedInUser(t);
    expect((await profileClient(t, user.token).cancelEmailChange()).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/cancelEmailChange' })).statusCode).toBe(401);
    expect((await profileClient(t, 'not-a-token').cancelEmailChange()).statusCode).toBe(401);
  });
});
