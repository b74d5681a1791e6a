import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bearer, signedInUser, type SignedInUser } from '../../test/accounts';
import { listening, venueSocket, type TestSocket } from '../../test/sockets';
import { attendeeFigures, ownRows, recomputedRollUps, roomActions, storedRollUps } from '../../test/analytics-rows';
import { ATTENDEE_PASSWORD, ATTENDEE_TEST_ENV, accountWithPassword, publishedEvent, signedInAttendee } from '../attendee-auth/attendee-test-support';
import { roomsClient } from '../rooms/rooms-test-support';

const MINUTE = 60_000;
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** Recording over the venue's real sockets (docs/rules/analytics.md#what-is-recorded), on one instance with a clock the test moves. */
describe('recording attendance, sign-ins and actions', () => {
  let t: TestApp;
  let base: string;
  let organiser: SignedInUser;
  let event: { eventId: number; code: string };
  let stage: number;

  beforeAll(async () => {
    t = await createTestApp(ATTENDEE_TEST_ENV);
    base = await listening(t.app);
    organiser = await signedInUser(t);
    event = await publishedEvent(t, organiser.token);
    stage = await roomsClient(t, organiser.token).createRoom(event.eventId);
  });
  afterAll(() => t.close());

  /** Moves the clock just past the next minute boundary, so that what follows fills whole minutes. */
  const toNextMinute = () => t.advanceClock(MINUTE - (t.app.now().getTime() % MINUTE) + 100);
  /** The minutes that ended are written: what the minute timer does at each boundary. */
  const minutePasses = async () => {
    t.advanceClock(MINUTE);
    await t.app.services.analytics.closeMinutes();
  };
  /** The server has handled everything the socket sent before: messages are handled in order. */
  const handled = async (socket: TestSocket) => {
    const pong = socket.next((m) => m.action === 'pong');
    socket.send({ action: 'ping' });
    await pong;
  };

  it('writes the minutes an attendee spends in a room, visible and playing, and the roll-ups show them', async () => {
    const ada = await signedInAttendee(t, event);
    toNextMinute();
    const socket = await venueSocket(base, ada.token);
    socket.send({ action: 'enterRoom', roomId: stage });
    socket.send({ action: 'activity', visible: true, playing: true });
    await handled(socket);
    await minutePasses();

    socket.send({ action: 'activity', visible: false, playing: false });
    await handled(socket);
    await minutePasses();

    const rollUps = await storedRollUps(t.database.db, event.eventId);
    expect(rollUps.attendees).toEqual([{ account_id: ada.accountId, present_minutes: 2, watched_minutes: 1 }]);
    expect(rollUps.roomMinutes.map(({ present, watched }) => ({ present, watched }))).toEqual([
      { present: 1, watched: 1 },
      { present: 1, watched: 0 },
    ]);
    expect(rollUps.eventMinutes.map((row) => row.present)).toEqual([1, 1]);
    expect(rollUps).toEqual(await recomputedRollUps(t.database.db, event.eventId));
    socket.close();
  });

  it('records each sign-in to the venue with its browser family and language, and when it was first and last seen', async () => {
    const account = await accountWithPassword(t, event.eventId);
    const login = (userAgent: string, lang: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/venue/${event.code}/login`,
        payload: { email: account.email, password: ATTENDEE_PASSWORD, captcha: '' },
        headers: { 'user-agent': userAgent, 'accept-language': lang },
      });
    expect((await login(FIREFOX, 'de')).statusCode).toBe(200);
    const first = await attendeeFigures(t.database.db, event.eventId, account.id);
    expect(first).toMatchObject({ browser: 'firefox', lang: 'de', sign_ins: 1 });
    expect(first?.first_seen_at).toEqual(first?.last_seen_at);

    t.advanceClock(3600_000);
    expect((await login(CHROME, 'en')).statusCode).toBe(200);
    const second = await attendeeFigures(t.database.db, event.eventId, account.id);
    expect(second).toMatchObject({ browser: 'chrome', lang: 'en', sign_ins: 2, first_seen_at: first?.first_seen_at });
    expect(new Date(String(second?.last_seen_at)).getTime() - new Date(String(first?.last_seen_at)).getTime()).toBeGreaterThanOrEqual(3600_000);
  });

  it('takes a room change as the end of what played in the room before', async () => {
    const lounge = await roomsClient(t, organiser.token).createRoom(event.eventId);
    const dora = await signedInAttendee(t, event);
    toNextMinute();
    const socket = await venueSocket(base, dora.token);
    socket.send({ action: 'enterRoom', roomId: stage });
    socket.send({ action: 'activity', visible: true, playing: true });
    socket.send({ action: 'enterRoom', roomId: lounge });
    await handled(socket);
    await minutePasses();
    socket.close();

    const rooms = (await storedRollUps(t.database.db, event.eventId)).roomAttendees.filter((row) => row.account_id === dora.accountId);
    expect(rooms).toEqual([expect.objectContaining({ room_id: lounge, present_minutes: 1, watched_minutes: 0 })]);
  });

  it("counts an attendee's question and room chat message for them and for the room's minute", async () => {
    const ben = await signedInAttendee(t, event);
    const asked = await t.app.inject({
      method: 'POST',
      url: `/api/venue/qna/${stage}/ask`,
      headers: bearer(ben.token),
      payload: { body: 'Will the slides be shared?', anonymous: false, sessionId: null },
    });
    expect(asked.statusCode).toBe(200);
    expect(await attendeeFigures(t.database.db, event.eventId, ben.accountId)).toMatchObject({ questions: 1, chat_messages: 0, present_minutes: 0 });
    expect(await roomActions(t.database.db, event.eventId)).toEqual([{ room_id: stage, action: 'question', count: 1 }]);

    const channels = await t.app.inject({ method: 'GET', url: '/api/venue/chat', headers: bearer(ben.token) });
    const roomChannel = (channels.json().data.channels as Array<{ id: number; kind: string; roomId: number | null }>).find(
      (channel) => channel.kind === 'room' && channel.roomId === stage,
    );
    const posted = await t.app.inject({ method: 'POST', url: `/api/venue/chat/${roomChannel!.id}/messages`, headers: bearer(ben.token), payload: { body: 'Hello all' } });
    expect(posted.statusCode).toBe(200);
    expect(await attendeeFigures(t.database.db, event.eventId, ben.accountId)).toMatchObject({ questions: 1, chat_messages: 1 });
    expect(await roomActions(t.database.db, event.eventId)).toEqual([
      { room_id: stage, action: 'chatMessage', count: 1 },
      { room_id: stage, action: 'question', count: 1 },
    ]);
  });

  it("erases an attendee's own rows, also of the minute their open tab was in, and keeps the anonymous counts", async () => {
    const cleo = await signedInAttendee(t, event);
    toNextMinute();
    const socket = await venueSocket(base, cleo.token);
    socket.send({ action: 'enterRoom', roomId: stage });
    await handled(socket);
    await minutePasses();
    const before = await storedRollUps(t.database.db, event.eventId);
    expect(await ownRows(t.database.db, event.eventId, cleo.accountId)).toMatchObject({ minutes: 1, room_minutes: 1, attendee: 1, rooms: 1, days: 1, hours: 1, room_visitors: 1, room_days: 1, room_hours: 1 });

    // Half of the next minute in the room, still held by this instance when the erasure comes.
    t.advanceClock(MINUTE / 2);
    const erased = await t.app.inject({ method: 'POST', url: `/api/eraseAccount/${event.eventId}/${cleo.accountId}`, headers: bearer(organiser.token) });
    expect(erased.statusCode).toBe(200);
    expect(await socket.closeCode).toBe(4401);
    await minutePasses();

    expect(await ownRows(t.database.db, event.eventId, cleo.accountId)).toEqual({
      minutes: 0,
      room_minutes: 0,
      attendee: 0,
      rooms: 0,
      sessions: 0,
      days: 0,
      hours: 0,
      room_visitors: 0,
      room_days: 0,
      room_hours: 0,
    });
    const after = await storedRollUps(t.database.db, event.eventId);
    expect(after.eventMinutes).toEqual(before.eventMinutes);
    expect(after.roomMinutes).toEqual(before.roomMinutes);
    expect(after.eventDays).toEqual(before.eventDays);
    expect(after.eventHours).toEqual(before.eventHours);
    expect(after.roomDays).toEqual(before.roomDays);
    expect(after.roomHours).toEqual(before.roomHours);
  });
});
