import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { createTestApp, type TestApp } from '../../test/test-app';
import { mailsSentTo, tokenFromLink } from '../../test/mail-outbox';
import { newPerson, signUpAndActivate, signUpBody, type Person } from '../../test/accounts';

const WINDOW_SECONDS = 300;
const SLOWDOWN_AFTER = 4;
const MAILS_CEILING = 3;

describe('rate limits kept in the database', () => {
  let t: TestApp;
  let person: Person;
  let ipCounter = 0;
  const freshIp = () => `198.51.100.${++ipCounter}`;

  beforeAll(async () => {
    t = await createTestApp({
      RATE_LIMIT_WINDOW_SECONDS: String(WINDOW_SECONDS),
      RATE_LIMIT_PER_IP: '4',
      RATE_LIMIT_PER_ACCOUNT: '3',
      RATE_LIMIT_RESET_MAILS_PER_ACCOUNT: '2',
      RATE_LIMIT_ACCOUNT_SLOWDOWN_AFTER: String(SLOWDOWN_AFTER),
      RATE_LIMIT_MAILS_PER_ACCOUNT_CEILING: String(MAILS_CEILING),
    });
    person = await signUpAndActivate(t, newPerson());
  });
  afterAll(() => t.close());

  const login = (username: string, password: string, remoteAddress: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/login', payload: { username, password }, remoteAddress, headers });

  it('refuses the address that failed for an account while the owner signs in from theirs', async () => {
    const owner = await signUpAndActivate(t, newPerson());
    const attacker = freshIp();
    for (let i = 0; i < 3; i++) {
      expect((await login(owner.email, 'Wrong-Password-1!', attacker)).statusCode).toBe(400);
    }
    const blocked = await login(owner.email, owner.password, attacker);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      error: { code: 'rate_limited', message: 'Too many attempts. Please wait 5 minutes and try again.' },
    });
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(WINDOW_SECONDS);
    const german = await login(owner.email, owner.password, attacker, { 'accept-language': 'de' });
    expect(german.json().error.message).toBe('Zu viele Versuche. Bitte warten Sie 5 Minuten und versuchen Sie es erneut.');

    const ownersAddress = freshIp();
    expect((await login(owner.email, owner.password, ownersAddress)).statusCode).toBe(200);
    expect((await login(owner.email, owner.password, attacker)).statusCode).toBe(429);

    t.advanceClock((WINDOW_SECONDS - 30) * 1000);
    const lastMinute = await login(owner.email, owner.password, attacker);
    expect(lastMinute.json().error.message).toBe('Too many attempts. Please wait 1 minute and try again.');
    const lastMinuteDe = await login(owner.email, owner.password, attacker, { 'accept-language': 'de' });
    expect(lastMinuteDe.json().error.message).toBe('Zu viele Versuche. Bitte warten Sie 1 Minute und versuchen Sie es erneut.');
    t.advanceClock(31 * 1000);
    expect((await login(owner.email, owner.password, attacker)).statusCode).toBe(200);
  });

  it('slows down, but never locks, an account that fails from many addresses', async () => {
    const owner = await signUpAndActivate(t, newPerson());
    for (let i = 0; i < SLOWDOWN_AFTER + 1; i++) {
      expect((await login(owner.email, 'Wrong-Password-1!', freshIp())).statusCode).toBe(400);
    }
    const started = Date.now();
    const res = await login(owner.email, owner.password, freshIp());
    expect(res.statusCode).toBe(200);
    // Two failures past the threshold: 200 ms for each step.
    expect(Date.now() - started).toBeGreaterThanOrEqual(380);
    expect((await login(owner.email, 'Wrong-Password-1!', freshIp())).statusCode).toBe(400);
  });

  it('limits sign-in attempts per address across accounts', async () => {
    const ip = freshIp();
    for (let i = 0; i < 4; i++) expect((await login(newPerson().email, 'Wrong-Password-1!', ip)).statusCode).toBe(400);
    expect((await login(newPerson().email, 'Wrong-Password-1!', ip)).statusCode).toBe(429);
    expect((await login(newPerson().email, 'Wrong-Password-1!', freshIp())).statusCode).toBe(400);
  });

  const forgot = (username: string, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/api/forgotPassword', payload: { username }, remoteAddress });

  it('limits reset mails per address and client, the same for known and unknown addresses, and not for the owner', async () => {
    const unknown = newPerson().email;
    for (const address of [person.email, unknown]) {
      const stranger = freshIp();
      const answers = [];
      for (let i = 0; i < 3; i++) answers.push((await forgot(address, stranger)).statusCode);
      expect(answers).toEqual([200, 200, 429]);
    }
    expect((await forgot(person.email, freshIp())).statusCode).toBe(200);
    expect((await mailsSentTo(t, person.email)).filter((m) => m.subject.startsWith('Reset'))).toHaveLength(3);
  });

  it('keeps a flood of reset requests from many clients from filling the mailbox or locking the owner out', async () => {
    const owner = await signUpAndActivate(t, newPerson());
    for (let i = 0; i < MAILS_CEILING + 4; i++) expect((await forgot(owner.email, freshIp())).statusCode).toBe(200);
    const resets = (await mailsSentTo(t, owner.email)).filter((m) => m.subject.startsWith('Reset'));
    // The activation mail used one of the address's mails; then one more once past the ceiling.
    expect(resets).toHaveLength(MAILS_CEILING);

    const token = tokenFromLink(resets.at(-1)!, '/auth/reset-password/');
    const reset = await t.app.inject({ method: 'POST', url: '/api/resetPassword', payload: { token, password: 'Copper-Lantern-58?' }, remoteAddress: freshIp() });
    expect(reset.statusCode).toBe(200);
    t.advanceClock(61_000);
    expect((await forgot(owner.email, freshIp())).statusCode).toBe(200);
    expect((await mailsSentTo(t, owner.email)).filter((m) => m.subject.startsWith('Reset'))).toHaveLength(MAILS_CEILING + 1);
  });

  it('limits sign-ups and resends per address, and resets per IP', async () => {
    const ip = freshIp();
    const statuses = [];
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/createUser', payload: signUpBody(newPerson()), remoteAddress: ip });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429]);

    const resendIp = freshIp();
    const address = newPerson().email;
    const resends = [];
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/resendVerification', payload: { username: address }, remoteAddress: resendIp });
      resends.push(res.statusCode);
    }
    expect(resends).toEqual([200, 200, 429]);

    const resetIp = freshIp();
    const resets = [];
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/resetPassword',
        payload: { token: 'x'.repeat(43), password: 'Copper-Lantern-58?' },
        remoteAddress: resetIp,
      });
      resets.push(res.statusCode);
    }
    expect(resets).toEqual([400, 400, 400, 400, 429]);
  });

  it('shares counters between server instances on the same database', async () => {
    const second: FastifyInstance = await buildApp({ config: t.config, database: t.database, now: () => t.app.now() });
    try {
      const target = newPerson().email;
      const ip = freshIp();
      for (let i = 0; i < 3; i++) {
        const instance = i % 2 === 0 ? t.app : second;
        expect((await instance.inject({ method: 'POST', url: '/api/login', payload: { username: target, password: 'Wrong-Password-1!' }, remoteAddress: ip })).statusCode).toBe(400);
      }
      const res = await second.inject({ method: 'POST', url: '/api/login', payload: { username: target, password: 'Wrong-Password-1!' }, remoteAddress: ip });
      expect(res.statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });
});
