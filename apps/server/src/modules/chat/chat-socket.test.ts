import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signedInUser, type SignedInUser } from '../../test/accounts';
import { ATTENDEE_TEST_ENV, publishedEvent, signedInAttendee, type TestAttendee } from '../attendee-auth/attendee-test-support';
import { consoleSocket, listening, venueSocket, type TestSocket } from '../../test/sockets';
import { channelOf, venueChat } from './chat-test-support';

type Message = { id: number; seq: number; body: string; deleted: boolean };

/** docs/rules/communications.md#live-updates: a channel's changes arrive over the socket, and a reconnecting reader misses nothing. */
describe('chat over the sockets', () => {
  let t: TestApp;
  let base: string;
  let organiser: SignedInUser;
  let event: { eventId: number; code: string };
  let ada: TestAttendee;
  let ben: TestAttendee;
  let channel: number;

  beforeAll(async () => {
    t = await createTestApp(ATTENDEE_TEST_ENV);
    base = await listening(t.app);
    organiser = await signedInUser(t);
    event = await publishedEvent(t, organiser.token);
    ada = await signedInAttendee(t, event);
    ben = await signedInAttendee(t, event);
    channel = await channelOf(t, ada.token, 'event');
  });
  afterAll(() => t.close());

  const topic = () => `chat:${channel}`;
  const subscribed = async (socket: TestSocket, name = topic()) => {
    const answer = socket.next((m) => (m.action === 'subscribed' || m.action === 'subscribeRefused') && m.topic === name);
    socket.send({ action: 'subscribe', topic: name });
    return (await answer).action;
  };
  const pushOf = (socket: TestSocket, holds: (message: Message) => boolean) =>
    socket.next((m) => m.action === 'topic' && m.topic === topic() && m.event === 'message' && holds(m.data as Message)).then((m) => m.data as Message);
  const post = async (who: TestAttendee, body: string) => (await venueChat(t, who.token).post(channel, body)).data as Message;

  it('pushes new, edited and deleted messages to attendees and organisers following the channel', async () => {
    const reader = await venueSocket(base, ben.token);
    const console_ = await consoleSocket(base, organiser.token);
    expect(await subscribed(reader)).toBe('subscribed');
    expect(await subscribed(console_)).toBe('subscribed');
    const seen = Promise.all([pushOf(reader, (m) => m.body === 'hello all'), pushOf(console_, (m) => m.body === 'hello all')]);
    const sent = await post(ada, 'hello all');
    expect((await seen).map((m) => m.id)).toEqual([sent.id, sent.id]);

    const deleted = pushOf(reader, (m) => m.id === sent.id && m.deleted);
    await venueChat(t, ada.token).delete(sent.id);
    expect(await deleted).toMatchObject({ body: '', deleted: true });
    reader.close();
    console_.close();
  });

  it("refuses the channel of another event's attendee, and another company's organiser", async () => {
    const elsewhere = await publishedEvent(t, organiser.token);
    const outsider = await signedInAttendee(t, elsewhere);
    const stranger = await signedInUser(t);
    const outsiderSocket = await venueSocket(base, outsider.token);
    const strangerSocket = await consoleSocket(base, stranger.token);
    expect(await subscribed(outsiderSocket)).toBe('subscribeRefused');
    expect(await subscribed(strangerSocket)).toBe('subscribeRefused');
    expect(await subscribed(outsiderSocket, 'chat:2000000000')).toBe('subscribeRefused');
    outsiderSocket.close();
    strangerSocket.close();
  });

  it('catches up after the socket dropped mid-stream, from the last change it saw', async () => {
    const first = await venueSocket(base, ben.token);
    await subscribed(first);
    const before = pushOf(first, (m) => m.body === 'one');
    await post(ada, 'one');
    const lastSeen = (await before).seq;

    // The connection drops while messages keep coming: some are sent, one is edited, one deleted.
    first.socket.terminate();
    await first.closeCode;
    const two = await post(ada, 'two');
    const three = await post(ada, 'three');
    await venueChat(t, ada.token).edit(two.id, 'two (edited)');
    await venueChat(t, ada.token).delete(three.id);

    const again = await venueSocket(base, ben.token);
    await subscribed(again);
    const live = pushOf(again, (m) => m.body === 'four');
    const { data } = await venueChat(t, ben.token).messages(channel, `?after=${lastSeen}`);
    const missed = (data as { messages: Message[] }).messages;
    expect(missed.map((m) => [m.id, m.body, m.deleted])).toEqual([
      [two.id, 'two (edited)', false],
      [three.id, '', true],
    ]);
    expect(missed.every((m) => m.seq > lastSeen)).toBe(true);
    const four = await post(ada, 'four');
    expect((await live).id).toBe(four.id);
    again.close();
  });
});
