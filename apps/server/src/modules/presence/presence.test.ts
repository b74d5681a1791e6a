import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bearer, signedInUser, type SignedInUser } from '../../test/accounts';
import { EVENTS_TEST_ENV } from '../events/events-test-support';
import { publishedEvent, signedInAttendee } from '../attendee-auth/attendee-test-support';
import { roomsClient } from '../rooms/rooms-test-support';
import { consoleSocket, listening, venueSocket, type TestSocket } from '../../test/sockets';
import { accountsOnline, presencePush } from './presence-test-support';

/** A short window, so that "offline within the window" is seen in a test without waiting 30 s. */
const OFFLINE_AFTER_MS = 1500;

/** The online state on one instance (docs/rules/venue.md#presence): who is online, in which room, and what the console sees. */
describe('presence', () => {
  let t: TestApp;
  let base: string;
  let organiser: SignedInUser;
  let event: { eventId: number; code: string };
  let console_: TestSocket;

  beforeAll(async () => {
    t = await createTestApp({ ...EVENTS_TEST_ENV, PRESENCE_OFFLINE_AFTER_MS: String(OFFLINE_AFTER_MS) });
    base = await listening(t.app);
    organiser = await signedInUser(t);
    event = await publishedEvent(t, organiser.token);
    console_ = await consoleSocket(base, organiser.token);
  });
  afterAll(() => t.close());

  const online = async (eventId = event.eventId) => {
    const res = await accountsOnline(base, organiser.token, eventId);
    expect(res.status).toBe(200);
    return res.data;
  };
  /** Waits until this instance has handled the closing of its venue sockets down to `count`. */
  const venueSocketsDownTo = (count: number) => vi.waitFor(() => expect(t.app.venueSockets.size).toBeLessThanOrEqual(count));

  it('shows an attendee online while any of their tabs is open, and offline once the last closes', async () => {
    const ada = await signedInAttendee(t, event);
    const before = t.app.venueSockets.size;
    const joined = presencePush(console_, event.eventId, (m) => (m.joined as number[]).includes(ada.accountId));
    const first = await venueSocket(base, ada.token);
    expect(await joined).toMatchObject({ total: 1, rooms: {}, left: [] });
    const second = await venueSocket(base, ada.token);
    expect(await online()).toEqual({ accountIds: [ada.accountId], total: 1, rooms: {} });

    first.close();
    await venueSocketsDownTo(before + 1);
    expect((await online()).accountIds).toEqual([ada.accountId]);

    const left = presencePush(console_, event.eventId, (m) => (m.left as number[]).includes(ada.accountId));
    second.close();
    expect(await left).toMatchObject({ total: 0, joined: [] });
    expect(await online()).toEqual({ accountIds: [], total: 0, rooms: {} });
  });

  it("counts attendees per room of their own event, once however many tabs, and ignores other events' and hidden rooms", async () => {
    const rooms = roomsClient(t, organiser.token);
    const lounge = await rooms.createRoom(event.eventId);
    const hidden = await rooms.createRoom(event.eventId, { visible: false });
    const elsewhere = await publishedEvent(t, organiser.token);
    const foreign = await rooms.createRoom(elsewhere.eventId);
    const ada = await signedInAttendee(t, event);
    const ben = await signedInAttendee(t, event);
    const [adaTab, adaOtherTab, benTab] = [await venueSocket(base, ada.token), await venueSocket(base, ada.token), await venueSocket(base, ben.token)];

    for (const roomId of [foreign, hidden]) {
      adaTab.send({ action: 'enterRoom', roomId });
      await adaTab.answersPing();
      expect((await online()).rooms).toEqual({});
    }
    expect((await online(elsewhere.eventId)).total).toBe(0);

    let pushed = presencePush(console_, event.eventId, (m) => (m.rooms as Record<string, number>)[lounge] === 2);
    for (const tab of [adaTab, adaOtherTab, benTab]) tab.send({ action: 'enterRoom', roomId: lounge });
    expect(await pushed).toMatchObject({ total: 2, rooms: { [lounge]: 2 } });

    adaTab.send({ action: 'leaveRoom' });
    await adaTab.answersPing();
    expect((await online()).rooms).toEqual({ [lounge]: 2 });
    pushed = presencePush(console_, event.eventId, (m) => (m.rooms as Record<string, number>)[lounge] === 1);
    benTab.send({ action: 'leaveRoom' });
    expect(await pushed).toMatchObject({ total: 2, rooms: { [lounge]: 1 } });
    for (const tab of [adaTab, adaOtherTab, benTab]) tab.close();
    await vi.waitFor(async () => expect((await online()).total).toBe(0));
  });

  it('shows an attendee offline at once when the connection drops, and within the window when the network goes silent', async () => {
    const ada = await signedInAttendee(t, event);
    const joined = presencePush(console_, event.eventId, (m) => (m.joined as number[]).includes(ada.accountId));
    const dropped = await venueSocket(base, ada.token);
    await joined;
    let left = presencePush(console_, event.eventId, (m) => (m.left as number[]).includes(ada.accountId));
    dropped.socket.terminate();
    await left;

    // A client that never answers the server's protocol pings: its network is gone, TCP does not know yet.
    const silent = await venueSocket(base, ada.token, { autoPong: false });
    const openedAt = performance.now();
    left = presencePush(console_, event.eventId, (m) => (m.left as number[]).includes(ada.accountId));
    await left;
    expect(performance.now() - openedAt).toBeLessThan(OFFLINE_AFTER_MS);
    expect(await silent.closeCode).toBe(1006);
  });

  it('shows an attendee offline when their session ends', async () => {
    const ada = await signedInAttendee(t, event);
    const joined = presencePush(console_, event.eventId, (m) => (m.joined as number[]).includes(ada.accountId));
    const socket = await venueSocket(base, ada.token);
    await joined;
    expect((await online()).accountIds).toContain(ada.accountId);
    const left = presencePush(console_, event.eventId, (m) => (m.left as number[]).includes(ada.accountId));
    expect((await t.app.inject({ method: 'POST', url: '/api/venue/logout', headers: bearer(ada.token) })).statusCode).toBe(200);
    expect(await socket.closeCode).toBe(4401);
    await left;
  });

  it("pushes an event's changes to its company's organisers only, and answers another company's event like a missing one", async () => {
    const stranger = await signedInUser(t);
    const strangerSocket = await consoleSocket(base, stranger.token);
    const strangerGot: unknown[] = [];
    strangerSocket.socket.on('message', (raw) => strangerGot.push(JSON.parse(raw.toString())));
    const ada = await signedInAttendee(t, event);
    const joined = presencePush(console_, event.eventId, (m) => (m.joined as number[]).includes(ada.accountId));
    const tab = await venueSocket(base, ada.token);
    await joined;
    // Whatever was sent to the stranger at the same time has arrived before this pong.
    await strangerSocket.answersPing();
    expect(strangerGot).toEqual([{ action: 'pong' }]);

    expect((await accountsOnline(base, stranger.token, event.eventId)).status).toBe(404);
    expect((await accountsOnline(base, organiser.token, 999_999)).status).toBe(404);
    expect((await accountsOnline(base, ada.token, event.eventId)).status).toBe(401);
    const bad = await t.app.inject({ method: 'GET', url: '/api/accountsOnline/abc', headers: bearer(organiser.token) });
    expect(bad.statusCode).toBe(400);
    tab.close();
    strangerSocket.close();
  });

  it("keeps one event's attendees out of another event's state", async () => {
    const other = await publishedEvent(t, organiser.token);
    const ada = await signedInAttendee(t, event);
    const ben = await signedInAttendee(t, other);
    const tabs = [await venueSocket(base, ada.token), await venueSocket(base, ben.token)];
    expect((await online()).accountIds).toContain(ada.accountId);
    expect((await online()).accountIds).not.toContain(ben.accountId);
    expect(await online(other.eventId)).toEqual({ accountIds: [ben.accountId], total: 1, rooms: {} });
    for (const tab of tabs) tab.close();
  });
});
