import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signedInUser, type SignedInUser } from '../../test/accounts';

const nextMessage = (socket: WebSocket) =>
  new Promise<Record<string, unknown>>((resolve) => socket.once('message', (raw) => resolve(JSON.parse(raw.toString()))));
const closed = (socket: WebSocket) =>
  new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));

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

  const ticketFor = async (user: SignedInUser) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/socketTicket',
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(res.statusCode).toBe(200);
    return res.json().data.ticket as string;
  };

  const openAuthenticated = async (user: SignedInUser) => {
    const socket = await t.app.injectWS('/api/ws');
    const reply = nextMessage(socket);
    socket.send(JSON.stringify({ action: 'auth', ticket: await ticketFor(user) }));
    expect(await reply).toEqual({ action: 'authenticated' });
    return socket;
  };

  it('refuses a ticket to a caller without a valid token', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/socketTicket' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('unauthorized');
  });

  it('answers ping with pong and hands out or keeps a connection id', async () => {
    const socket = await openAuthenticated(anna);
    let reply = nextMessage(socket);
    socket.send(JSON.stringify({ action: 'ping' }));
    expect(await reply).toEqual({ action: 'pong' });

    reply = nextMessage(socket);
    socket.send(JSON.stringify({ action: 'connectionId' }));
    const issued = (await reply).connectionId as string;
    expect(issued).toMatch(/^[0-9a-f-]{36}$/);

    reply = nextMessage(socket);
    socket.send(JSON.stringify({ action: 'connectionId', connectionId: issued }));
    expect(await reply).toEqual({ action: 'connectionId', connectionId: issued });
    socket.terminate();
  });

  it('spends a ticket on first use', async () => {
    const ticket = await ticketFor(anna);
    const first = await t.app.injectWS('/api/ws');
    const ok = nextMessage(first);
    first.send(JSON.stringify({ action: 'auth', ticket }));
    expect(await ok).toEqual({ action: 'authenticated' });
    first.terminate();

    const second = await t.app.injectWS('/api/ws');
    const code = closed(second);
    second.send(JSON.stringify({ action: 'auth', ticket }));
    expect(await code).toBe(4401);
  });

  it('refuses an expired ticket', async () => {
    const ticket = await ticketFor(anna);
    t.advanceClock(31_000);
    const socket = await t.app.injectWS('/api/ws');
    const code = closed(socket);
    socket.send(JSON.stringify({ action: 'auth', ticket }));
    expect(await code).toBe(4401);
  });

  it('closes a socket that speaks before authenticating', async () => {
    const socket = await t.app.injectWS('/api/ws');
    const code = closed(socket);
    socket.send(JSON.stringify({ action: 'ping' }));
    expect(await code).toBe(4401);
  });

  it('rejects a foreign origin before upgrading', async () => {
    await expect(t.app.injectWS('/api/ws', { headers: { origin: 'https://evil.example' } })).rejects.toThrow();
  });

  it('delivers a pushed message to the addressed user only', async () => {
    const annaSocket = await openAuthenticated(anna);
    const benSocket = await openAuthenticated(ben);
    const benGot: unknown[] = [];
    benSocket.on('message', (raw) => benGot.push(JSON.parse(raw.toString())));

    const received = nextMessage(annaSocket);
    await t.app.sockets.sendToUser(anna.id, { action: 'importAccounts', status: 'error', errorMessage: 'Line 3: invalid e-mail' });
    expect(await received).toEqual({ action: 'importAccounts', status: 'error', errorMessage: 'Line 3: invalid e-mail' });

    // A ping round trip on Ben's socket proves anything meant for him would have arrived first.
    const pong = nextMessage(benSocket);
    benSocket.send(JSON.stringify({ action: 'ping' }));
    await pong;
    expect(benGot).toEqual([{ action: 'pong' }]);
    annaSocket.terminate();
    benSocket.terminate();
  });
});
