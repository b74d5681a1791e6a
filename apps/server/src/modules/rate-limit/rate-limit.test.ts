import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { createTestApp, type TestApp } from '../../test/test-app';
import { mailsSentTo } from '../../test/mail-outbox';
import { newPerson, signUpAndActivate, signUpBody, type Person } from '../../test/accounts';

const WINDOW_SECONDS = 300;

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
    });
    person = await signUpAndActivate(t, newPerson());
  });
  afterAll(() => t.close());

  const login = (username: string, password: string, remoteAddress: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/login', payload: { username, password }, remoteAddress, headers });

  it('limits sign-in attempts per account, from any address, and lifts the limit after the window', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await login(person.email, 'Wrong-Password-1!', freshIp())).statusCode).toBe(400);
    }
    const blocked = await login(person.email, person.password, freshIp());
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      error: { code: 'rate_limited', message: 'Too many attempts. Please wait 5 minutes and try again.' },
    });
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(WINDOW_SECONDS);

    const german = await login(person.email, person.password, freshIp(), { 'accept-language': 'de' });
    expect(german.statusCode).toBe(429);
    expect(german.json().error.message).toBe('Zu viele Versuche. Bitte warten Sie 5 Minuten und versuchen Sie es erneut.');

    t.advanceClock((WINDOW_SECONDS + 1) * 1000);
    expect((await login(person.email, person.password, freshIp())).statusCode).toBe(200);
  });

  it('limits sign-in attempts per address across accounts', async () => {
    const ip = freshIp();
    for (let i = 0; i < 4; i++) expect((await login(newPerson().email, 'Wrong-Password-1!', ip)).statusCode).toBe(400);
    expect((await login(newPerson().email, 'Wrong-Password-1!', ip)).statusCode).toBe(429);
    expect((await login(newPerson().email, 'Wrong-Password-1!', freshIp())).statusCode).toBe(400);
  });

  it('limits reset mails per address, the same for known and unknown addresses', async () => {
    const unknown = newPerson().email;
    for (const address of [person.email, unknown]) {
      const answers = [];
      for (let i = 0; i < 3; i++) {
        const res = await t.app.inject({ method: 'POST', url: '/api/forgotPassword', payload: { username: address }, remoteAddress: freshIp() });
        answers.push(res.statusCode);
      }
      expect(answers).toEqual([200, 200, 429]);
    }
    expect((await mailsSentTo(t, person.email)).filter((m) => m.subject.startsWith('Reset'))).toHaveLength(2);
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
      for (let i = 0; i < 3; i++) {
        const instance = i % 2 === 0 ? t.app : second;
        expect((await instance.inject({ method: 'POST', url: '/api/login', payload: { username: target, password: 'Wrong-Password-1!' }, remoteAddress: freshIp() })).statusCode).toBe(400);
      }
      const res = await second.inject({ method: 'POST', url: '/api/login', payload: { username: target, password: 'Wrong-Password-1!' }, remoteAddress: freshIp() });
      expect(res.statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });
});
