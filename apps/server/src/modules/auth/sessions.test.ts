import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokenSchema } from '@aula/shared';
import { authTokens, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bearer, newPerson, signIn, signUpAndActivate, type Person } from '../../test/accounts';
import { hashToken } from './tokens';

describe('sign-in and access tokens', () => {
  let t: TestApp;
  let person: Person;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_IP: '1000', RATE_LIMIT_PER_ACCOUNT: '1000', TOKEN_TTL_SECONDS: '600' });
    person = await signUpAndActivate(t, newPerson());
  });
  afterAll(() => t.close());

  const login = (username: string, password: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/login', payload: { username, password, lang: 'en' }, headers });
  const userInfo = (token: string) => t.app.inject({ method: 'GET', url: '/api/getUserInfo', headers: bearer(token) });

  it('answers a valid login with a bearer token, its lifetime, language and admin flag', async () => {
    const res = await login(`  ${person.email.toUpperCase()} `, person.password);
    expect(res.statusCode).toBe(200);
    const token = authTokenSchema.parse(res.json().data);
    expect(token).toMatchObject({ token_type: 'Bearer', expires_in: 600, lang: 'en', is_admin: false });
    expect(token.access_token).toMatch(/^[\w-]{43}$/);
    expect((await userInfo(token.access_token)).statusCode).toBe(200);
  });

  it('stores only hashes: the token and an argon2id password hash', async () => {
    const token = await signIn(t, person);
    const [row] = await t.database.db.select().from(authTokens).where(eq(authTokens.tokenHash, hashToken(token)));
    expect(row).toBeDefined();
    const [user] = await t.database.db.select().from(users).where(eq(users.email, person.email));
    expect(user!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('gives a wrong password and an unknown address the same answer, not a 401', async () => {
    const wrong = await login(person.email, 'Wrong-Password-123!');
    const unknown = await login(newPerson().email, 'Wrong-Password-123!');
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(wrong.body).toBe(unknown.body);
    expect(wrong.json()).toEqual({
      error: { code: 'invalid_credentials', message: 'The e-mail address or password is wrong.' },
    });
    const de = await login(person.email, 'Wrong-Password-123!', { 'accept-language': 'de' });
    expect(de.json().error.message).toBe('E-Mail-Adresse oder Passwort ist falsch.');
  });

  it('rotates the token on refresh: the new one works, the old one is refused', async () => {
    const old = await signIn(t, person);
    expect((await userInfo(old)).statusCode).toBe(200);
    const res = await t.app.inject({ method: 'POST', url: '/api/refresh', headers: bearer(old) });
    expect(res.statusCode).toBe(200);
    const fresh = authTokenSchema.parse(res.json().data);
    expect(fresh.access_token).not.toBe(old);
    expect((await userInfo(fresh.access_token)).statusCode).toBe(200);
    const refused = await userInfo(old);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ error: { code: 'unauthorized', message: 'Please sign in again.' } });
    const secondRefresh = await t.app.inject({ method: 'POST', url: '/api/refresh', headers: bearer(old) });
    expect(secondRefresh.statusCode).toBe(401);
  });

  it('revokes the token on logout and leaves other sessions alone', async () => {
    const first = await signIn(t, person);
    const second = await signIn(t, person);
    // Both kinds of cached answer (the auth hook's session and getUserInfo's) exist before signing out.
    expect((await userInfo(first)).statusCode).toBe(200);
    expect((await userInfo(second)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/events', headers: bearer(first) })).statusCode).toBe(200);
    const res = await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(first) });
    expect(res.json()).toEqual({ data: { ok: true } });
    expect((await userInfo(first)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/events', headers: bearer(first) })).statusCode).toBe(401);
    expect((await userInfo(second)).statusCode).toBe(200);
  });

  it('answers for a token from memory for at most SESSION_CACHE_SECONDS when it is revoked behind the server', async () => {
    const token = await signIn(t, person);
    expect((await userInfo(token)).statusCode).toBe(200);
    // Revoked in the database without telling the server, as no part of the app does (it announces).
    await t.database.db.update(authTokens).set({ revokedAt: new Date() }).where(eq(authTokens.tokenHash, hashToken(token)));
    expect((await userInfo(token)).statusCode).toBe(200);
    t.advanceClock(t.config.sessionCacheSeconds * 1000);
    expect((await userInfo(token)).statusCode).toBe(401);
  });

  it('asks the database on every request with SESSION_CACHE_SECONDS=0', async () => {
    const uncached = await createTestApp({ SESSION_CACHE_SECONDS: '0' });
    try {
      const owner = await signUpAndActivate(uncached, newPerson());
      const token = await signIn(uncached, owner);
      const info = () => uncached.app.inject({ method: 'GET', url: '/api/getUserInfo', headers: bearer(token) });
      expect((await info()).statusCode).toBe(200);
      await uncached.database.db.update(authTokens).set({ revokedAt: new Date() }).where(eq(authTokens.tokenHash, hashToken(token)));
      expect((await info()).statusCode).toBe(401);
    } finally {
      await uncached.close();
    }
  });

  it('refuses an expired token with 401, also for refresh', async () => {
    const token = await signIn(t, person);
    t.advanceClock(599_000);
    expect((await userInfo(token)).statusCode).toBe(200);
    t.advanceClock(2_000);
    const res = await userInfo(token);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('unauthorized');
    expect((await t.app.inject({ method: 'POST', url: '/api/refresh', headers: bearer(token) })).statusCode).toBe(401);
  });

  it('refuses missing, malformed and unknown tokens with the 401 envelope, in German too', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/getUserInfo', headers: { 'accept-language': 'de' } });
    expect(none.statusCode).toBe(401);
    expect(none.json().error.message).toBe('Bitte melden Sie sich erneut an.');
    for (const authorization of ['Bearer', 'Basic abc', `Bearer ${'x'.repeat(43)}`]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/getUserInfo', headers: { authorization } });
      expect(res.statusCode).toBe(401);
    }
    expect((await t.app.inject({ method: 'POST', url: '/api/logout' })).statusCode).toBe(401);
  });

  it('reports a stored German preference as the token language', async () => {
    const token = await signIn(t, person);
    await t.app.inject({ method: 'POST', url: '/api/setLanguage', headers: bearer(token), payload: { lang: 'de' } });
    const res = await login(person.email, person.password);
    expect(res.json().data.lang).toBe('de');
  });
});
