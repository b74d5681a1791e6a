import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SOCKET_CLOSE_TOO_MANY_MESSAGES, SOCKET_MESSAGE_BURST } from '@aula/shared';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signedInUser, type SignedInUser } from '../../test/accounts';
import { consoleSocket, listening, post, venueSocket, type Message, type TestSocket } from '../../test/sockets';
import { EVENTS_TEST_ENV } from '../events/events-test-support';
import { publishedEvent, signedInAttendee } from '../attendee-auth/attendee-test-support';
import { roomsClient } from '../rooms/rooms-test-support';

/** Far more than the message budget, sent at once: what a hostile client does. */
const FLOOD = 5_000;
/** Very generous beside the few milliseconds these take on an idle instance: only a queue behind the flood would miss it. */
const QUICK_MS = 2_000;

const isSubscribeAnswer = (message: Message) => message.action === 'subscribed' || message.action === 'subscribeRefused';

/** Resolves with the milliseconds `work` took. */
async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

/** What the console's and the venue's sockets share: the message budget, and subscriptions and rooms asked for again. */
describe('ticketed sockets', () => {
  let t: TestApp;
  let base: string;
  let organiser: SignedInUser;
  let event: { eventId: number; code: string };

  beforeAll(async () => {
    t = await createTestApp(EVENTS_TEST_ENV);
    base = await listening(t.app);
    organiser = await signedInUser(t);
    event = await publishedEvent(t, organiser.token);
  });
  afterAll(() => t.close());

  const attendeeSocket = async () => venueSocket(base, (await signedInAttendee(t, event)).token);

  const flood = (socket: TestSocket, message: (i: number) => Message) => {
    for (let i = 0; i < FLOOD; i++) socket.send(message(i));
  };

  it("closes a venue socket that floods it with subscriptions, handling no more than its budget, while another attendee's calls and socket stay quick", async () => {
    const flooder = await attendeeSocket();
    const other = await signedInAttendee(t, event);
    const otherSocket = await venueSocket(base, other.token);

    flood(flooder, (i) => ({ action: 'subscribe', topic: `wall:${i + 1}` }));
    const [ticketMs, healthMs, pingMs] = await Promise.all([
      timed(async () => expect((await post(base, '/venue/socketTicket', other.token)).status).toBe(200)),
      timed(async () => expect((await fetch(`http://${base}/api/health`)).status).toBe(200)),
      timed(() => otherSocket.answersPing()),
    ]);

    expect(await flooder.closeCode).toBe(SOCKET_CLOSE_TOO_MANY_MESSAGES);
    expect(Math.max(ticketMs, healthMs, pingMs)).toBeLessThan(QUICK_MS);
    expect(flooder.received.filter(isSubscribeAnswer).length).toBeLessThanOrEqual(SOCKET_MESSAGE_BURST);
    await otherSocket.answersPing();
    otherSocket.close();
  });

  it('closes a venue socket that floods it with room changes, and a console socket that floods it, with the same code', async () => {
    const rooms = roomsClient(t, organiser.token);
    const lounge = await rooms.createRoom(event.eventId);
    const stage = await rooms.createRoom(event.eventId);
    const venue = await attendeeSocket();
    const console_ = await consoleSocket(base, organiser.token);

    flood(venue, (i) => ({ action: 'enterRoom', roomId: i % 2 === 0 ? lounge : stage }));
    flood(console_, () => ({ action: 'ping' }));

    expect(await venue.closeCode).toBe(SOCKET_CLOSE_TOO_MANY_MESSAGES);
    expect(await console_.closeCode).toBe(SOCKET_CLOSE_TOO_MANY_MESSAGES);
    expect(console_.received.filter((m) => m.action === 'pong').length).toBeLessThanOrEqual(SOCKET_MESSAGE_BURST);
  });

  it('answers a subscription asked for again without asking who may follow it again', async () => {
    const socket = await attendeeSocket();
    const allows = vi.spyOn(t.app.services.topicAccess, 'allows');
    try {
      const topic = `wall:${event.eventId}`;
      for (let i = 0; i < 3; i++) {
        const answer = socket.next(isSubscribeAnswer);
        socket.send({ action: 'subscribe', topic });
        expect(await answer).toEqual({ action: 'subscribed', topic });
      }
      expect(allows).toHaveBeenCalledTimes(1);
      expect(t.app.venueSockets.followers(topic)).toBe(1);
    } finally {
      allows.mockRestore();
      socket.close();
    }
  });

  it('looks a room up once however often the socket says it is in it, and again when it moves', async () => {
    const rooms = roomsClient(t, organiser.token);
    const lounge = await rooms.createRoom(event.eventId);
    const stage = await rooms.createRoom(event.eventId);
    const socket = await attendeeSocket();
    const isVenueRoom = vi.spyOn(t.app.services.rooms, 'isVenueRoom');
    try {
      for (let i = 0; i < 3; i++) socket.send({ action: 'enterRoom', roomId: lounge });
      // Messages are handled in order: the pong comes after every room change before it.
      await socket.answersPing();
      expect(isVenueRoom).toHaveBeenCalledTimes(1);

      socket.send({ action: 'enterRoom', roomId: stage });
      socket.send({ action: 'enterRoom', roomId: lounge });
      await socket.answersPing();
      expect(isVenueRoom).toHaveBeenCalledTimes(3);
    } finally {
      isVenueRoom.mockRestore();
      socket.close();
    }
  });
});
