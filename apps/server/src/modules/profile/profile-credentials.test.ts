import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { startFakeRangeServer, type FakeServer } from '../../test/fake-servers';
import { mailsSentTo, tokenFromLink } from '../../test/mail-outbox';
import { bearer, newPerson, signIn, signedInUser } from '../../test/accounts';
import { PROFILE_TEST_ENV, profileClient, storedUser } from './profile-test-support';

const NEW_PASSWORD = 'Copper-Lantern-58!q';
const confirm = (t: TestApp, token: string) => t.app.inject({ method: 'POST', url: '/api/confirmEmailChange', payload: { token } });

describe('profile: change password', () => {
  let t: TestApp;
  let range: FakeServer;
  beforeAll(async () => {
    range = await startFakeRangeServer({ 'Sommer2024!xQ': 42 });
    t = await createTestApp({ ...PROFILE_TEST_ENV, BREACH_CHECK_URL: `${range.url}/range/`, RATE_LIMIT_PER_ACCOUNT: '3' });
  });
  afterAll(async () => {
    await t.close();
    await range.close();
  });

  it('changes the password, keeps this session and ends the others', async () => {
    const user = await signedInUser(t);
    const otherSession = await signIn(t, user);
    const res = await profileClient(t, user.token).changePassword(user.password, NEW_PASSWORD);
    expect(res.statusCode, res.body).toBe(200);
    expect((await profileClient(t, user.token).info()).statusCode).toBe(200);
    expect((await profileClient(t, otherSession).info()).statusCode).toBe(401);
    const old = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: user.email, password: user.password } });
    expect(old.statusCode).toBe(400);
    await signIn(t, { email: user.email, password: NEW_PASSWORD });
  });

  it('refuses a wrong current password next to its field, and a weak or breached new one next to its field', async () => {
    const user = await signedInUser(t);
    const api = profileClient(t, user.token);
    const wrong = await api.changePassword('Not-My-Password-1!', NEW_PASSWORD);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({ currentPassword: 'validation.wrong_password' });
    const structural = await api.changePassword(user.password, 'short');
    expect(structural.json().error.fields).toEqual({ password: 'validation.pass_length' });
    const guessable = await api.changePassword(user.password, 'Password1!');
    expect(guessable.json().error.fields).toEqual({ password: 'validation.pass_guessable' });
    const breached = await api.changePassword(user.password, 'Sommer2024!xQ');
    expect(breached.json().error).toMatchObject({ code: 'password_breached', fields: { password: 'validation.pass_breached' } });
    await signIn(t, user);
  });

  it('limits wrong current passwords like failed sign-ins (429 with Retry-After)', async () => {
    const user = await signedInUser(t);
    const api = profileClient(t, user.token);
    for (let i = 0; i < 3; i++) expect((await api.changePassword(`Wrong-Guess-${i}-x!`, NEW_PASSWORD)).statusCode).toBe(400);
    const limited = await api.changePassword(user.password, NEW_PASSWORD);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});

describe('profile: change e-mail', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ...PROFILE_TEST_ENV, PUBLIC_URL: 'https://aula.test' });
  });
  afterAll(async () => t.close());

  it('keeps the old address until the link mailed to the new one is opened, and tells the old one', async () => {
    const user = await signedInUser(t);
    const api = profileClient(t, user.token);
    const newEmail = newPerson().email;
    await api.info();
    const res = await api.changeEmail(` ${newEmail.toUpperCase()} `, user.password);
    expect(res.statusCode, res.body).toBe(200);
    expect((await api.get()).json().data).toMatchObject({ email: user.email, pendingEmail: newEmail });

    const [link] = await mailsSentTo(t, newEmail);
    const notice = (await mailsSentTo(t, user.email)).at(-1)!;
    expect(notice.text).toContain(newEmail);
    expect(link!.subject).toMatch(/confirm/i);
    const token = tokenFromLink(link!, '/auth/confirm-email/');

    expect((await confirm(t, token)).statusCode).toBe(200);
    expect((await api.get()).json().data).toMatchObject({ email: newEmail, pendingEmail: null });
    expect((await api.info()).json().data.email).toBe(newEmail);
    await signIn(t, { email: newEmail, password: user.password });
    // Single use.
    expect((await confirm(t, token)).json().error.code).toBe('token_invalid');
  });

  it('answers a taken address like a free one; its link then fails with a clear message and nothing changes', async () => {
    const user = await signedInUser(t);
    const taken = await signedInUser(t);
    const api = profileClient(t, user.token);
    const res = await api.changeEmail(taken.email, user.password);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: { ok: true } });
    const link = (await mailsSentTo(t, taken.email)).find((mail) => mail.links.some((l) => l.includes('/auth/confirm-email/')))!;
    const failed = await confirm(t, tokenFromLink(link, '/auth/confirm-email/'));
    expect(failed.statusCode).toBe(409);
    expect(failed.json().error.message).toMatch(/already belongs to another account/);
    expect((await api.get()).json().data).toMatchObject({ email: user.email, pendingEmail: null });
    expect((await storedUser(t, taken.id)).email).toBe(taken.email);
  });

  it('refuses a wrong password next to its field and an invalid address, and sends nothing', async () => {
    const user = await signedInUser(t);
    const api = profileClient(t, user.token);
    const newEmail = newPerson().email;
    const wrong = await api.changeEmail(newEmail, 'Not-My-Password-1!');
    expect(wrong.json().error.fields).toEqual({ password: 'validation.wrong_password' });
    const invalid = await api.changeEmail('not-an-address', user.password);
    expect(invalid.json().error.fields).toEqual({ email: 'validation.invalid_email' });
    expect(await mailsSentTo(t, newEmail)).toEqual([]);
    expect((await api.get()).json().data.pendingEmail).toBeNull();
  });

  it('lets only the newest link work, and a link for a replaced request fails', async () => {
    const user = await signedInUser(t);
    const api = profileClient(t, user.token);
    const first = newPerson().email;
    const second = newPerson().email;
    await api.changeEmail(first, user.password);
    const firstToken = tokenFromLink((await mailsSentTo(t, first))[0]!, '/auth/confirm-email/');
    await api.changeEmail(second, user.password);
    const secondToken = tokenFromLink((await mailsSentTo(t, second))[0]!, '/auth/confirm-email/');
    expect((await confirm(t, firstToken)).json().error.code).toBe('token_invalid');
    expect((await confirm(t, secondToken)).statusCode).toBe(200);
    expect((await storedUser(t, user.id)).email).toBe(second);
  });

  it('leaves other users alone and refuses unknown links', async () => {
    const user = await signedInUser(t);
    const other = await signedInUser(t);
    await profileClient(t, user.token).changeEmail(newPerson().email, user.password);
    expect((await profileClient(t, other.token).get()).json().data.pendingEmail).toBeNull();
    expect((await confirm(t, 'x'.repeat(43))).json().error.code).toBe('token_invalid');
    expect((await t.app.inject({ method: 'POST', url: '/api/changeEmail', payload: { email: 'a@b.de', password: 'x' } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/getUserInfo', headers: bearer(other.token) })).json().data.email).toBe(other.email);
  });
});
