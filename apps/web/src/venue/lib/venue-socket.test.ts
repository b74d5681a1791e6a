import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SOCKET_CLOSE_TOO_MANY_SOCKETS, SOCKET_CLOSE_UNAUTHORIZED, SOCKET_PING_INTERVAL_MS, SOCKET_PONG_TIMEOUT_MS, SOCKET_RECONNECT_MS } from '@aula/shared';
import { FakeSocket } from '@/test/fake-socket';
import { VenueSocket, fetchVenueTicket, venueSocketUrl } from './venue-socket';

let sockets: FakeSocket[];
let venue: VenueSocket;
let ticketAnswer: () => Promise<string | null>;
const onSessionGone = vi.fn();
const fetchTicket = vi.fn(() => ticketAnswer());

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
  ticketAnswer = async () => `ticket-${fetchTicket.mock.calls.length}-abcdefghijklmnop`;
  fetchTicket.mockClear();
  onSessionGone.mockClear();
  venue = new VenueSocket({
    url: 'ws://localhost/api/venue/ws',
    fetchTicket,
    onSessionGone,
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
  });
});
afterEach(() => {
  venue.stop();
  vi.useRealTimers();
});

describe('VenueSocket', () => {
  it('authenticates with a ticket, then says which room the tab shows, and follows room changes', async () => {
    venue.setRoom(5);
    venue.start();
    const socket = await connected();
    expect(socket.sent.slice(0, 4)).toEqual([
      { action: 'auth', ticket: 'ticket-1-abcdefghijklmnop' },
      { action: 'enterRoom', roomId: 5 },
      { action: 'activity', visible: true, playing: false },
      { action: 'ping' },
    ]);
    venue.setRoom(5);
    venue.setRoom(6);
    venue.setRoom(null);
    expect(socket.sent.slice(4)).toEqual([{ action: 'enterRoom', roomId: 6 }, { action: 'leaveRoom' }]);
  });

  it('sends no room before it is authenticated, and the current one after a reconnect', async () => {
    venue.start();
    await vi.advanceTimersByTimeAsync(0);
    venue.setRoom(3);
    sockets[0]!.open();
    expect(sockets[0]!.actions()).toEqual(['auth']);
    sockets[0]!.receive({ action: 'authenticated' });
    expect(sockets[0]!.actions()).toEqual(['auth', 'enterRoom', 'activity', 'ping']);

    venue.setRoom(4);
    sockets[0]!.closedByServer(1006);
    await vi.advanceTimersByTimeAsync(SOCKET_RECONNECT_MS);
    const again = await connected();
    expect(again.sent.slice(0, 2)).toEqual([{ action: 'auth', ticket: 'ticket-2-abcdefghijklmnop' }, { action: 'enterRoom', roomId: 4 }]);
  });

  it('tells what the tab does on each change only, and again after a reconnect, after its room', async () => {
    venue.setRoom(2);
    venue.start();
    const socket = await connected();
    const activities = () => socket.sent.filter((message) => (message as { action: string }).action === 'activity');
    venue.setActivity({ visible: true, playing: true });
    venue.setActivity({ visible: true, playing: true });
    venue.setActivity({ visible: false, playing: true });
    expect(activities()).toEqual([
      { action: 'activity', visible: true, playing: false },
      { action: 'activity', visible: true, playing: true },
      { action: 'activity', visible: false, playing: true },
    ]);

    socket.closedByServer(1006);
    await vi.advanceTimersByTimeAsync(SOCKET_RECONNECT_MS);
    const again = await connected();
    expect(again.sent.slice(1, 3)).toEqual([
      { action: 'enterRoom', roomId: 2 },
      { action: 'activity', visible: false, playing: true },
    ]);
  });

  it('takes a room change as the end of what played in the room before', async () => {
    venue.setRoom(2);
    venue.start();
    const socket = await connected();
    venue.setActivity({ visible: true, playing: true });
    venue.setRoom(3);
    // The server stops the old room's player itself; the same report again is news now.
    venue.setActivity({ visible: true, playing: true });
    expect(socket.sent.slice(-3)).toEqual([
      { action: 'activity', visible: true, playing: true },
      { action: 'enterRoom', roomId: 3 },
      { action: 'activity', visible: true, playing: true },
    ]);
  });

  it('pings 25 s after each pong, and drops and reconnects when a pong is 3.5 s late', async () => {
    venue.start();
    const socket = await connected();
    const pings = () => socket.actions().filter((action) => action === 'ping').length;
    socket.receive({ action: 'pong' });
    await vi.advanceTimersByTimeAsync(SOCKET_PING_INTERVAL_MS - 1);
    expect(pings()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(pings()).toBe(2);
    await vi.advanceTimersByTimeAsync(SOCKET_PONG_TIMEOUT_MS);
    expect(socket.closed).toBe(true);
    await vi.advanceTimersByTimeAsync(SOCKET_RECONNECT_MS - 1);
    expect(sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets).toHaveLength(2);
    expect(fetchTicket).toHaveBeenCalledTimes(2);
  });

  it('reconnects with a fresh ticket after the server ended the session, and stops when the ticket call says it is gone', async () => {
    venue.start();
    const socket = await connected();
    ticketAnswer = async () => null;
    socket.closedByServer(SOCKET_CLOSE_UNAUTHORIZED);
    await vi.advanceTimersByTimeAsync(SOCKET_RECONNECT_MS);
    expect(fetchTicket).toHaveBeenCalledTimes(2);
    expect(onSessionGone).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(SOCKET_RECONNECT_MS * 3);
    expect(sockets).toHaveLength(1);
  });

  it('tries again 3.5 s after the ticket call failed', async () => {
    ticketAnswer = async () => {
      throw new Error('offline');
    };
    venue.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(sockets).toHaveLength(0);
    ticketAnswer = async () => 'ticket-after-failure-abcdef';
    await vi.advanceTimersByTimeAsync(SOCKET_RECONNECT_MS);
    expect(sockets).toHaveLength(1);
  });

  it("stays closed when the server dropped it for the attendee's newer sockets, and after stop", async () => {
    venue.start();
    const socket = await connected();
    socket.closedByServer(SOCKET_CLOSE_TOO_MANY_SOCKETS);
    await vi.advanceTimersByTimeAsync(SOCKET_RECONNECT_MS * 3);
    expect(sockets).toHaveLength(1);

    const other = new VenueSocket({ fetchTicket, onSessionGone, createSocket: (url) => new FakeSocket(url), url: 'ws://x' });
    other.start();
    other.stop();
    await vi.advanceTimersByTimeAsync(SOCKET_RECONNECT_MS * 3);
    expect(fetchTicket).toHaveBeenCalledTimes(2);
  });
});

describe('venue socket helpers', () => {
  it('asks for a ticket with the attendee token, and answers null once the session is gone', async () => {
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => new Response(JSON.stringify({ data: { ticket: 't1', expires_in: 30 } }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    expect(await fetchVenueTicket('attendee-token')).toBe('t1');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/venue/socketTicket');
    expect(init).toMatchObject({ method: 'POST', headers: { Authorization: 'Bearer attendee-token' } });

    fetchMock.mockResolvedValueOnce(new Response('{}', { status: 401 }));
    expect(await fetchVenueTicket('attendee-token')).toBeNull();
    fetchMock.mockResolvedValueOnce(new Response('{}', { status: 503 }));
    await expect(fetchVenueTicket('attendee-token')).rejects.toThrow();
  });

  it('refuses a ticket answer that does not fit its schema, so the socket tries again', async () => {
    const answer = (data: unknown) => new Response(JSON.stringify({ data }), { status: 200 });
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => answer({ ticket: 42, expires_in: 30 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(fetchVenueTicket('attendee-token')).rejects.toThrow();
    fetchMock.mockResolvedValueOnce(answer({ expires_in: 30 }));
    await expect(fetchVenueTicket('attendee-token')).rejects.toThrow();
    fetchMock.mockResolvedValueOnce(new Response('{}', { status: 200 }));
    await expect(fetchVenueTicket('attendee-token')).rejects.toThrow();
  });

  it('builds the same-origin address without any token', () => {
    expect(venueSocketUrl({ protocol: 'https:', host: 'aula.example' })).toBe('wss://aula.example/api/venue/ws');
  });
});
