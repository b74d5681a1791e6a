import crypto from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { REGISTRATIONS_CHANGED, topicOf } from '@aula/shared';
import { createRedisPubSub } from '../../adapters/pubsub/redis-pubsub';
import { buildApp } from '../../app';
import { SOCKET_TICKETS_PER_MINUTE } from '../auth/service';
import { eventFields } from '../events/events-test-support';
import { mailsTo, tokenFromLink } from '../../test/mail-outbox';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signIn, signedInUser, type SignedInUser } from '../../test/accounts';
import { consoleSocket } from '../../test/sockets';
import { signedInStaff, STAFF_DOMAIN } from '../system/system-test-support';
import { publishedEvent } from '../attendee-auth/attendee-test-support';
import { newAddress, registrationPageClient, registrationSettingsClient } from '../registration/registration-test-support';

const redisUrl = process.env.TEST_REDIS_URL;

/**
 * Two server instances, each with its own socket hub and its own Redis connections, on one
 * database and one Redis, listening on loopback ports; browsers are `ws` clients.
 */
describe.skipIf(!redisUrl)('sockets across two server instances (runs when TEST_REDIS_URL names a Redis)', () => {
  let t: TestApp;
  let a: FastifyInstance;
  let b: FastifyInstance;
  const base = new Map<FastifyInstance, string>();
  // Its own channels, so test files running at the same time on one Redis never hear each other.
  const channelPrefix = `aula-test-${crypto.randomBytes(4).toString('hex')}:`;
  const pubsub = (name: string) =>
    createRedisPubSub(redisUrl!, { warn: vi.fn(), error: vi.fn() }, { name: `${channelPrefix}${name}`, channelPrefix });

  beforeAll(async () => {
    const env = { PUBLIC_URL: 'https://aula.test', RATE_LIMIT_PER_IP: '1000', RATE_LIMIT_RESET_MAILS_PER_ACCOUNT: '1000', STAFF_EMAIL_DOMAIN: STAFF_DOMAIN };
    t = await createTestApp(env, { adapters: { pubsub: pubsub('a') } });
    a = t.app;
    b = await buildApp({ config: t.config, database: t.database, now: () => a.now(), adapters: { pubsub: pubsub('b') } });
    for (const app of [a, b]) {
      await app.listen({ host: '127.0.0.1', port: 0 });
      base.set(app, `127.0.0.1:${(app.server.address() as AddressInfo).port}`);
    }
  });
  afterAll(async () => {
    await b?.close();
    await t?.close();
  });

  const call = (app: FastifyInstance, path: string, token: string, body?: unknown) =>
    fetch(`http://${base.get(app)}/api/${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });

  /** A console socket on `app`, authenticated with a ticket taken from `ticketFrom` for this token. */
  const openSocket = (app: FastifyInstance, token: string, ticketFrom: FastifyInstance = app) =>
    consoleSocket(base.get(app)!, token, base.get(ticketFrom));

  it('delivers a push published on one instance to a socket on the other', async () => {
    const user = await signedInUser(t);
    const onB = await openSocket(b, user.token, a);
    const pushed = onB.next((m) => m.action === 'importAccounts');
    await a.sockets.sendToUser(user.id, { action: 'importAccounts', status: 'error', errorMessage: 'Line 3: invalid e-mail' });
    expect(await pushed).toEqual({ action: 'importAccounts', status: 'error', errorMessage: 'Line 3: invalid e-mail' });
    onB.close();
  });

  it("delivers an organiser's support message written through one instance to a staff socket on the other, and the answer back", async () => {
    const organiser = await signedInUser(t);
    const staff = await signedInStaff(t);
    const staffOnB = await openSocket(b, staff.token);
    const organiserOnA = await openSocket(a, organiser.token);
    const written = staffOnB.next((m) => m.action === 'supportChanged');
    expect((await call(a, 'support/messages', organiser.token, { body: 'How do I invite speakers?' })).status).toBe(200);
    expect(await written).toEqual({ action: 'supportChanged', companyId: organiser.companyId, fromStaff: false });
    // The organiser's socket hears of its own message too; the answer is the staff's.
    const answered = organiserOnA.next((m) => m.action === 'supportChanged' && m.fromStaff === true);
    expect((await call(b, `system/supportInbox/${organiser.companyId}/messages`, staff.token, { body: 'Under Accounts.' })).status).toBe(200);
    expect(await answered).toEqual({ action: 'supportChanged', companyId: organiser.companyId, fromStaff: true });
    staffOnB.close();
    organiserOnA.close();
  });

  it('delivers a registration confirmed through one instance to an organiser following the event on the other', async () => {
    const organiser = await signedInUser(t);
    const event = await publishedEvent(t, organiser.token);
    await registrationSettingsClient(t, organiser.token, event.eventId).open({ approval: true });
    const topic = topicOf('registrations', event.eventId);
    const onB = await openSocket(b, organiser.token);
    const subscribed = onB.next((m) => m.topic === topic);
    onB.send({ action: 'subscribe', topic });
    expect(await subscribed).toEqual({ action: 'subscribed', topic });

    const changed = onB.next((m) => m.action === 'topic' && m.topic === topic);
    const page = registrationPageClient(t, event.code);
    const email = newAddress();
    expect((await page.register({ email })).statusCode).toBe(200);
    // The confirmation mail goes through the job queue, which either instance's worker may run.
    await t.drainJobs();
    const token = await vi.waitFor(() => tokenFromLink(mailsTo(t.dataDir, email).at(-1)!, '/register/confirm/'), { timeout: 15_000 });
    expect((await page.confirm(token)).json().data.outcome).toBe('awaiting_approval');
    expect(await changed).toEqual({ action: 'topic', topic, event: REGISTRATIONS_CHANGED, data: {} });
    onB.close();
  });

  it('closes a socket on one instance when its token signs out through the other', async () => {
    const user = await signedInUser(t);
    const otherToken = await signIn(t, user);
    const onB = await openSocket(b, user.token);
    const otherOnB = await openSocket(b, otherToken);
    expect((await call(a, 'logout', user.token)).status).toBe(200);
    expect(await onB.closeCode).toBe(4401);
    await otherOnB.answersPing();
    otherOnB.close();
  });

  it('closes every socket of the user on both instances after a password reset through one', async () => {
    const user = await signedInUser(t);
    const otherToken = await signIn(t, user);
    const sockets = [await openSocket(b, user.token), await openSocket(b, otherToken), await openSocket(a, otherToken)];
    const forgot = await fetch(`http://${base.get(a)}/api/forgotPassword`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: user.email }),
    });
    expect(forgot.status).toBe(200);
    // The mail goes through the job queue, which either instance's worker may run.
    await t.drainJobs();
    const token = await vi.waitFor(() => tokenFromLink(mailsTo(t.dataDir, user.email).at(-1)!, '/auth/reset-password/'), { timeout: 15_000 });
    const reset = await fetch(`http://${base.get(a)}/api/resetPassword`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token, password: 'Copper-Lantern-58?' }),
    });
    expect(reset.status).toBe(200);
    expect(await Promise.all(sockets.map((socket) => socket.closeCode))).toEqual([4401, 4401, 4401]);
  });

  it('closes the sockets of a token rotated on the other instance; the new token opens new ones', async () => {
    const user = await signedInUser(t);
    const onA = await openSocket(a, user.token);
    const refresh = await call(b, 'refresh', user.token);
    expect(refresh.status).toBe(200);
    expect(await onA.closeCode).toBe(4401);
    const renewed = await openSocket(a, ((await refresh.json()) as { data: { access_token: string } }).data.access_token, b);
    await renewed.answersPing();
    renewed.close();
  });

  it('closes the sockets on every instance when all sessions of a user are ended (deactivation)', async () => {
    const user: SignedInUser = await signedInUser(t);
    const onA = await openSocket(a, user.token);
    const onB = await openSocket(b, user.token);
    await a.services.sessions.endUserSessions(user.id);
    expect(await Promise.all([onA.closeCode, onB.closeCode])).toEqual([4401, 4401]);
    expect((await call(b, 'socketTicket', user.token)).status).toBe(401);
  });

  it('stops answering for a token signed out through the other instance, though it held it in memory', async () => {
    const user = await signedInUser(t);
    const info = (app: FastifyInstance) =>
      fetch(`http://${base.get(app)}/api/getUserInfo`, { headers: { authorization: `Bearer ${user.token}` } });
    expect((await info(b)).status).toBe(200);
    expect((await call(b, 'socketTicket', user.token)).status).toBe(200);
    expect((await call(a, 'logout', user.token)).status).toBe(200);
    // Well within SESSION_CACHE_SECONDS: only the announcement can have made b forget.
    await vi.waitFor(async () => expect((await info(b)).status).toBe(401), { timeout: 5_000, interval: 20 });
    expect((await call(b, 'socketTicket', user.token)).status).toBe(401);
  });

  it('shows an event created through one instance in getUserInfo on the other', async () => {
    const user = await signedInUser(t);
    const eventsCount = async () => {
      const res = await fetch(`http://${base.get(b)}/api/getUserInfo`, { headers: { authorization: `Bearer ${user.token}` } });
      return ((await res.json()) as { data: { eventsCount: number } }).data.eventsCount;
    };
    expect(await eventsCount()).toBe(0);
    expect((await call(a, 'event', user.token, eventFields())).status).toBe(200);
    await vi.waitFor(async () => expect(await eventsCount()).toBe(1), { timeout: 5_000, interval: 20 });
  });

  it('counts socket tickets of a user across instances', async () => {
    const user = await signedInUser(t);
    for (let i = 0; i < SOCKET_TICKETS_PER_MINUTE; i++) {
      expect((await call(i % 2 === 0 ? a : b, 'socketTicket', user.token)).status).toBe(200);
    }
    const refused = await call(b, 'socketTicket', user.token);
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('rate_limited');
  });
});
