import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { REACTION_LIMIT } from '@aula/shared';
import { bearer, signedInUser, type SignedInUser } from '../../test/accounts';
import { roomActions } from '../../test/analytics-rows';
import { listening, venueSocket, type TestSocket } from '../../test/sockets';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ATTENDEE_TEST_ENV, publishedEvent, signedInAttendee, type TestAttendee } from '../attendee-auth/attendee-test-support';
import { roomsClient } from '../rooms/rooms-test-support';

type Message = Record<string, unknown>;

const STAGE = { type: 'stage', nameEn: 'Main stage', nameDe: 'Hauptbühne', streamUrl: 'https://stream.example.com/live.m3u8' };

const subscribed = async (socket: TestSocket, topic: string) => {
  const answer = socket.next((m) => (m.action === 'subscribed' || m.action === 'subscribeRefused') && m.topic === topic);
  socket.send({ action: 'subscribe', topic });
  return (await answer).action;
};

/** Live reactions on a stage (docs/rules/venue.md#reactions): to everyone following the room, in counts per window, limited, counted for analytics. */
describe('live reactions', () => {
  let t: TestApp;
  let base: string;
  let organiser: SignedInUser;
  let event: { eventId: number; code: string };
  let stage: number;
  let ada: TestAttendee;
  let ben: TestAttendee;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    t = await createTestApp(ATTENDEE_TEST_ENV);
    base = await listening(t.app);
    organiser = await signedInUser(t);
    event = await publishedEvent(t, organiser.token);
    stage = await roomsClient(t, organiser.token).createRoom(event.eventId, STAGE);
    ada = await signedInAttendee(t, event, { firstName: 'Ada', lastName: 'Quist' });
    ben = await signedInAttendee(t, event, { firstName: 'Ben', lastName: 'Adler' });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t.close();
  });

  const react = (who: { token: string }, roomId: number, kind = 'applause') =>
    t.app.inject({ method: 'POST', url: `/api/venue/rooms/${roomId}/reactions`, headers: bearer(who.token), payload: { kind } });

  it("reaches another attendee following the room as one push of counts, and is counted in the room's analytics", async () => {
    const watcher = await venueSocket(base, ben.token);
    sockets.push(watcher);
    expect(await subscribed(watcher, `room:${stage}`)).toBe('subscribed');
    const push = watcher.next((m) => m.action === 'topic' && m.topic === `room:${stage}` && m.event === 'reactions');
    for (const kind of ['applause', 'applause', 'heart']) expect((await react(ada, stage, kind)).statusCode).toBe(200);
    expect(((await push) as Message).data).toEqual({ counts: { applause: 2, heart: 1 } });
    await vi.waitFor(async () => expect(await roomActions(t.database.db, event.eventId)).toEqual([{ room_id: stage, action: 'reaction', count: 3 }]), { timeout: 5000 });
  });

  it("refuses an unknown kind, a room that is no stage, a hidden stage, another event's stage and an organiser's token", async () => {
    expect((await react(ada, stage, 'boo')).statusCode).toBe(400);
    const rooms = roomsClient(t, organiser.token);
    const lounge = await rooms.createRoom(event.eventId);
    const hidden = await rooms.createRoom(event.eventId, { ...STAGE, visible: false });
    const elsewhere = await publishedEvent(t, organiser.token);
    const foreign = await rooms.createRoom(elsewhere.eventId, STAGE);
    for (const roomId of [lounge, hidden, foreign, 987654]) expect((await react(ada, roomId)).statusCode, String(roomId)).toBe(404);
    expect((await react(organiser, stage)).statusCode).toBe(401);

    const outsider = await venueSocket(base, (await signedInAttendee(t, elsewhere)).token);
    sockets.push(outsider);
    expect(await subscribed(outsider, `room:${stage}`)).toBe('subscribeRefused');
  });

  it(`answers 429 after ${REACTION_LIMIT} reactions of one attendee in the window, and others still react`, async () => {
    const eager = await signedInAttendee(t, event, { firstName: 'Eve', lastName: 'Eager' });
    const answers = [];
    for (let press = 0; press <= REACTION_LIMIT; press++) answers.push((await react(eager, stage)).statusCode);
    expect(answers.slice(0, REACTION_LIMIT).every((status) => status === 200)).toBe(true);
    expect(answers.at(-1)).toBe(429);
    expect((await react(ada, stage)).statusCode).toBe(200);
  });
});
