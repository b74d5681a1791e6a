import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  SOCKET_CLOSE_SERVICE_RESTART,
  SOCKET_CLOSE_TOO_MANY_MESSAGES,
  SOCKET_CLOSE_TOO_MANY_SOCKETS,
  SOCKET_CLOSE_UNAUTHORIZED,
  SOCKET_PING_INTERVAL_MS,
  SOCKET_PONG_TIMEOUT_MS,
  SOCKET_RECONNECT_MS,
  SOCKET_TOO_MANY_MESSAGES_RECONNECT_MAX_MS,
  SOCKET_TOO_MANY_MESSAGES_RECONNECT_MS,
} from '@aula/shared';
import { FakeSocket } from '@/test/fake-socket';
import { LiveSocket, liveSocketUrl, socketFailureText } from './socket';
import { pauseAfterTooManyMessages } from './ticket-socket';
import { TopicFollowers } from './topic-followers';

let sockets: FakeSocket[];
let storedId: string | null;
let live: LiveSocket;
const onMessage = vi.fn();
const fetchTicket = vi.fn(async () => `ticket-${fetchTicket.mock.calls.length}-abcdefghijklmnop`);

async function connected(): Promise<FakeSocket> {
  await vi.advanceTimersByTimeAsync(0);
  const socket = sockets.at(-1)!;
  socket.open();
  socket.receive({ action: 'authenticated' });
  return socket;
}

beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
  storedId = 'kept-id';
  onMessage.mockClear();
  fetchTicket.mockClear();
  live = new LiveSocket({
    url: 'ws://localhost/api/ws',
    fetchTicket,
    onMessage,
    connectionId: { get: () => storedId, set: (id) => void (storedId = id) },
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
  });
  live.start();
});
afterEach(() => {
  live.stop();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('LiveSocket', () => {
  it('authenticates with a ticket, sends the kept connection id and stores the new one', async () => {
    const socket = await connected();
    expect(socket.url).toBe('ws://localhost/api/ws');
    expect(socket.sent[0]).toEqual({ action: 'auth', ticket: 'ticket-1-abcdefghijklmnop' });
    expect(socket.sent[1]).toEqual({ action: 'connectionId', connectionId: 'kept-id' });
    socket.receive({ action: 'connectionId', connectionId: 'fresh-id' });
    expect(storedId).toBe('fresh-id');
  });

  it('pings 25 s after each pong', async () => {
    const socket = await connected();
    const pings = () => socket.actions().filter((action) => action === 'ping').length;
    expect(pings()).toBe(1);
    socket.receive({ action: 'pong' });
    await vi.advanceTimersByTimeAsync(SOCKET_PING_INTERVAL_MS - 1);
    expect(pings()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(pings()).toBe(2);
    expect(socket.closed).toBe(false);
  });

  it('closes when no pong comes within 3.5 s, then reconnects 3.5 s later with a new ticket', async () => {
    const socket = await connected();
    await vi.advanceTimersByTimeAsync(SOCKET_PONG_TIMEOUT_MS - 1);
    expect(socket.closed).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(socket.closed).toBe(true);
    await vi.advanceTimersByTimeAsync(SOCKET_RECONNECT_MS - 1);
    expect(sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets).toHaveLength(2);
    expect(fetchTicket).toHaveBeenCalledTimes(2);
  });

  it('reconnects 3.5 s after an error', async () => {
    const socket = await connected();
    socket.fail();
    await vi.advanceTimersByTimeAsync(SOCKET_RECONNECT_MS);
    expect(sockets).toHaveLength(2);
  });

  it('reconnects with a fresh ticket 3.5 s after the server ended its session (e.g. a token refresh)', async () => {
    const socket = await connected();
    socket.closedByServer(SOCKET_CLOSE_UNAUTHORIZED);
    await vi.advanceTimersByTimeAsync(SOCKET_RECONNECT_MS);
    expect(sockets).toHaveLength(2);
    expect(fetchTicket).toHaveBeenCalledTimes(2);
  });

  it('stays closed when the server dropped it for newer sockets of the same user', async () => {
    const socket = await connected();
    socket.closedByServer(SOCKET_CLOSE_TOO_MANY_SOCKETS);
    await vi.advanceTimersByTimeAsync(SOCKET_RECONNECT_MS * 3);
    expect(sockets).toHaveLength(1);
    expect(fetchTicket).toHaveBeenCalledTimes(1);
  });

  it('comes back within a second, not after the usual pause, when a stopping instance asks it to', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    await connected();
    sockets.at(-1)!.closedByServer(SOCKET_CLOSE_SERVICE_RESTART);
    await vi.advanceTimersByTimeAsync(499);
    expect(sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets).toHaveLength(2);
    await connected();
    expect(onMessage.mock.calls.map(([message]) => message.action)).toEqual(['authenticated', 'authenticated']);
  });

  it('comes back only after a pause that doubles while the server keeps closing it for too many messages, showing nothing', async () => {
    await connected();
    for (const [times, pauseMs] of [[1, SOCKET_TOO_MANY_MESSAGES_RECONNECT_MS], [2, 2 * SOCKET_TOO_MANY_MESSAGES_RECONNECT_MS]] as const) {
      sockets.at(-1)!.closedByServer(SOCKET_CLOSE_TOO_MANY_MESSAGES);
      await vi.advanceTimersByTimeAsync(pauseMs - 1);
      expect(sockets).toHaveLength(times);
      await vi.advanceTimersByTimeAsync(1);
      expect(sockets).toHaveLength(times + 1);
      await connected();
    }
    expect(onMessage.mock.calls.map(([message]) => message.action)).toEqual(['authenticated', 'authenticated', 'authenticated']);

    // Any other close starts the count again.
    sockets.at(-1)!.closedByServer(SOCKET_CLOSE_UNAUTHORIZED);
    await vi.advanceTimersByTimeAsync(SOCKET_RECONNECT_MS);
    await connected();
    sockets.at(-1)!.closedByServer(SOCKET_CLOSE_TOO_MANY_MESSAGES);
    await vi.advanceTimersByTimeAsync(SOCKET_TOO_MANY_MESSAGES_RECONNECT_MS);
    expect(sockets).toHaveLength(5);
  });

  it('pauses at most the longest pause after too many messages however often it happened', () => {
    expect(pauseAfterTooManyMessages(1)).toBe(SOCKET_TOO_MANY_MESSAGES_RECONNECT_MS);
    expect(pauseAfterTooManyMessages(3)).toBe(4 * SOCKET_TOO_MANY_MESSAGES_RECONNECT_MS);
    expect(pauseAfterTooManyMessages(50)).toBe(SOCKET_TOO_MANY_MESSAGES_RECONNECT_MAX_MS);
  });

  it('tells its listener each time it is authenticated, so pushed state can be asked for again', async () => {
    const socket = await connected();
    expect(onMessage).toHaveBeenCalledWith({ action: 'authenticated' });
    socket.closedByServer(SOCKET_CLOSE_UNAUTHORIZED);
    await vi.advanceTimersByTimeAsync(SOCKET_RECONNECT_MS);
    await connected();
    expect(onMessage.mock.calls.filter(([message]) => message.action === 'authenticated')).toHaveLength(2);
  });

  it('subscribes to the followed topics after every (re)authentication and hands their changes over, not to onMessage', async () => {
    live.stop();
    const topics = new TopicFollowers();
    const changes: unknown[] = [];
    const subscribed = vi.fn();
    topics.follow('chat:7', { onSubscribed: subscribed, onChange: (event, data) => changes.push([event, data]) });
    live = new LiveSocket({
      url: 'ws://localhost/api/ws',
      fetchTicket,
      onMessage,
      connectionId: { get: () => null, set: () => undefined },
      topics,
      createSocket: (url) => {
        const socket = new FakeSocket(url);
        sockets.push(socket);
        return socket;
      },
    });
    live.start();
    const first = await connected();
    expect(first.sent).toContainEqual({ action: 'subscribe', topic: 'chat:7' });
    first.receive({ action: 'subscribed', topic: 'chat:7' });
    first.receive({ action: 'topic', topic: 'chat:7', event: 'message', data: { id: 1 } });
    expect(subscribed).toHaveBeenCalledTimes(1);
    expect(changes).toEqual([['message', { id: 1 }]]);
    expect(onMessage).not.toHaveBeenCalledWith(expect.objectContaining({ action: 'topic' }));

    first.closedByServer(SOCKET_CLOSE_UNAUTHORIZED);
    await vi.advanceTimersByTimeAsync(SOCKET_RECONNECT_MS);
    const second = await connected();
    expect(second.sent).toContainEqual({ action: 'subscribe', topic: 'chat:7' });
  });

  it('passes other actions on and stays closed after stop', async () => {
    const socket = await connected();
    socket.receive({ action: 'importAccounts', status: 'error' });
    expect(onMessage).toHaveBeenCalledWith({ action: 'importAccounts', status: 'error' });
    live.stop();
    await vi.advanceTimersByTimeAsync(SOCKET_RECONNECT_MS * 3);
    expect(sockets).toHaveLength(1);
  });
});

describe('socket helpers', () => {
  it('names the failure of a pushed message', () => {
    expect(socketFailureText({ action: 'importAccounts', status: 'error', errorMessage: 'Bad file' }, 'Unknown')).toBe('Bad file');
    expect(socketFailureText({ action: 'importAccounts', status: 'error' }, 'Unknown')).toBe('Unknown');
    expect(socketFailureText({ action: 'importAccounts', status: 'success' }, 'Unknown')).toBeNull();
  });

  it('builds the same-origin address without any token', () => {
    expect(liveSocketUrl({ protocol: 'https:', host: 'aula.example' })).toBe('wss://aula.example/api/ws');
  });
});
