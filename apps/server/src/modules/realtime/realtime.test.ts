import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeTokens, users } from '../../db/schema';
import { SOCKET_TICKETS_PER_MINUTE } from '../auth/service';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bearer, signIn, signedInUser, type SignedInUser } from '../../test/accounts';
import { injectSocket, type TestSocket } from '../../test/sockets';
import { MAX_SOCKETS_PER_USER } from './hub';

describe('realtime socket', () => {
  let t: TestApp;
  let anna: SignedInUser;
  let ben: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp();
    anna = await signedInUser(t);
    ben = await signedInUser(t);
  });
  afterAll(() => t.close());

  const askTicket = (token: string) => t.app.inject({ method: 'POST', url: '/api/socketTicket', headers: bearer(token) });

  const ticketFor = async (user: Pick<SignedInUser, 'token'>) => {
    const res = await askTicket(user.token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.ticket as string;
  };

  const openWithTicket = async (ticket: string) => {
    const socket = await injectSocket(t.app, '/api/ws', null);
    const reply = socket.next(() => true);
    socket.send({ action: 'auth', ticket });
    // The server's time (the app's clock, which tests move), from which a reconnecting browser asks for what it missed.
    const authenticated = await reply;
    expect(authenticated).toEqual({ action: 'authenticated', at: expect.any(String) });
    expect(new Date(authenticated.at as string).toISOString()).toBe(authenticated.at);
    return socket;
  };

  const openAuthenticated = async (user: Pick<SignedInUser, 'token'>) => openWithTicket(await ticketFor(user));

  /** The code the server closes a socket with, after it sent its ticket. */
  const closedAfterAuth = async (ticket: string) => (await injectSocket(t.app, '/api/ws', ticket)).closeCode;

  it('refuses a ticket to a caller without a valid token', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/socketTicket' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('unauthorized');
  });

  it('answers ping with pong and hands out or keeps a connection id', async () => {
    const socket = await openAuthenticated(anna);
    let reply = socket.next(() => true);
    socket.send({ action: 'ping' });
    expect(await reply).toEqual({ action: 'pong' });

    reply = socket.next(() => true);
    socket.send({ action: 'connectionId' });
    const issued = (await reply).connectionId as string;
    expect(issued).toMatch(/^[0-9a-f-]{36}$/);

    reply = socket.next(() => true);
    socket.send({ action: 'connectionId', connectionId: issued });
    expect(await reply).toEqual({ action: 'connectionId', connectionId: issued });
    socket.socket.terminate();
  });

  it('spends a ticket on first use', async () => {
    const ticket = await ticketFor(anna);
    const first = await openWithTicket(ticket);
    first.socket.terminate();
    expect(await closedAfterAuth(ticket)).toBe(4401);
  });

  it('refuses an expired ticket', async () => {
    const ticket = await ticketFor(anna);
    t.advanceClock(31_000);
    expect(await closedAfterAuth(ticket)).toBe(4401);
  });

  it('closes a socket that speaks before authenticating', async () => {
    const socket = await injectSocket(t.app, '/api/ws', null);
    socket.send({ action: 'ping' });
    expect(await socket.closeCode).toBe(4401);
  });

  it('rejects a foreign origin before upgrading', async () => {
    await expect(t.app.injectWS('/api/ws', { headers: { origin: 'https://evil.example' } })).rejects.toThrow();
  });

  it('delivers a pushed message to the addressed user only', async () => {
    const annaSocket = await openAuthenticated(anna);
    const benSocket = await openAuthenticated(ben);

    const received = annaSocket.next(() => true);
    await t.app.sockets.sendToUser(anna.id, { action: 'importAccounts', status: 'error', errorMessage: 'Line 3: invalid e-mail' });
    expect(await received).toEqual({ action: 'importAccounts', status: 'error', errorMessage: 'Line 3: invalid e-mail' });

    // A ping round trip on Ben's socket proves anything meant for him would have arrived first.
    await benSocket.answersPing();
    expect(benSocket.received.slice(1)).toEqual([{ action: 'pong' }]);
    annaSocket.socket.terminate();
    benSocket.socket.terminate();
  });

  it('closes the sockets of a signed-out token, and only those', async () => {
    const user = await signedInUser(t);
    const otherToken = await signIn(t, user);
    const signedOut = await openAuthenticated(user);
    const other = await openAuthenticated({ token: otherToken });
    const unusedTicket = await ticketFor(user);

    expect((await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(user.token) })).statusCode).toBe(200);
    expect(await signedOut.closeCode).toBe(4401);
    await other.answersPing();

    expect(await closedAfterAuth(unusedTicket)).toBe(4401);
    other.socket.terminate();
  });

  it('closes the sockets of a rotated token; the new token opens new ones', async () => {
    const user = await signedInUser(t);
    const socket = await openAuthenticated(user);
    const refresh = await t.app.inject({ method: 'POST', url: '/api/refresh', headers: bearer(user.token) });
    expect(refresh.statusCode).toBe(200);
    expect(await socket.closeCode).toBe(4401);

    const renewed = await openAuthenticated({ token: refresh.json().data.access_token as string });
    await renewed.answersPing();
    renewed.socket.terminate();
  });

  it('drops the oldest socket of a user beyond the cap', async () => {
    const user = await signedInUser(t);
    const sockets: TestSocket[] = [];
    for (let i = 0; i < MAX_SOCKETS_PER_USER; i++) sockets.push(await openAuthenticated(user));
    sockets.push(await openAuthenticated(user));
    expect(await sockets[0]!.closeCode).toBe(4429);
    await sockets[1]!.answersPing();
    await sockets.at(-1)!.answersPing();
    for (const socket of sockets) socket.socket.terminate();
  });

  it('limits socket tickets per user and minute with the rate-limit answer', async () => {
    const user = await signedInUser(t);
    const other = await signedInUser(t);
    for (let i = 0; i < SOCKET_TICKETS_PER_MINUTE; i++) await ticketFor(user);
    const refused = await askTicket(user.token);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: { code: 'rate_limited', message: 'Too many attempts. Please wait 1 minute and try again.' },
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    await ticketFor(other);

    t.advanceClock(61_000);
    await ticketFor(user);
    const kept = await t.database.db
      .select({ id: oneTimeTokens.id })
      .from(oneTimeTokens)
      .where(and(eq(oneTimeTokens.userId, user.id), eq(oneTimeTokens.kind, 'socket_ticket')));
    expect(kept).toHaveLength(1);
  });

  it('closes the sockets of an account made inactive and of an expired token at the next session check', async () => {
    const deactivated = await signedInUser(t);
    const expiring = await signedInUser(t);
    const gone = await openAuthenticated(deactivated);
    const expired = await openAuthenticated(expiring);
    await t.database.db.update(users).set({ active: false }).where(eq(users.id, deactivated.id));

    await t.app.sockets.checkSessions();
    expect(await gone.closeCode).toBe(4401);
    await expired.answersPing();

    t.advanceClock((t.config.tokens.accessTtlSeconds + 1) * 1000);
    await t.app.sockets.checkSessions();
    expect(await expired.closeCode).toBe(4401);
  });
});
