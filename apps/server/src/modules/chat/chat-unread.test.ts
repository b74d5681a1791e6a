import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { engagementSettings } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signedInUser } from '../../test/accounts';
import { ATTENDEE_TEST_ENV, publishedEvent, signedInAttendee, type TestAttendee } from '../attendee-auth/attendee-test-support';
import { listening, venueSocket } from '../../test/sockets';
import { allowDirectMessages, channelOf, venueChat } from './chat-test-support';

type Channel = { id: number; kind: string; unread: number };

/** Unread counts of direct conversations: what an attendee has not read of the other's messages. */
describe('chat unread counts', () => {
  let t: TestApp;
  let base: string;
  let ada: TestAttendee;
  let ben: TestAttendee;
  let mona: TestAttendee;
  let outsider: TestAttendee;
  let direct: number;
  let eventId: number;

  beforeAll(async () => {
    t = await createTestApp(ATTENDEE_TEST_ENV);
    base = await listening(t.app);
    const organiser = await signedInUser(t);
    const event = await publishedEvent(t, organiser.token);
    const otherEvent = await publishedEvent(t, organiser.token);
    eventId = event.eventId;
    await allowDirectMessages(t, event.eventId);
    await allowDirectMessages(t, otherEvent.eventId);
    ada = await signedInAttendee(t, event, { firstName: 'Ada', lastName: 'Quist' });
    ben = await signedInAttendee(t, event, { firstName: 'Ben', lastName: 'Öztürk' });
    mona = await signedInAttendee(t, event, { firstName: 'Mona', lastName: 'Moderator', role: 'moderator' });
    outsider = await signedInAttendee(t, otherEvent);
    direct = ((await venueChat(t, ada.token).direct(ben.accountId)).data as Channel).id;
  });
  afterAll(() => t.close());
  // Fresh rate limits for each test (10 chat actions per 10 s and account).
  beforeEach(() => t.advanceClock(11_000));

  const unreadOf = async (who: TestAttendee) => {
    const { channels } = (await venueChat(t, who.token).channels()).data as { channels: Channel[] };
    return channels.find((channel) => channel.id === direct)?.unread;
  };
  const post = async (who: TestAttendee, body: string) => {
    const res = await venueChat(t, who.token).post(direct, body);
    expect(res.status, res.text).toBe(200);
    return (res.data as { id: number }).id;
  };
  const read = (who: TestAttendee, messageId: number, channelId = direct) =>
    t.app.inject({ method: 'POST', url: `/api/venue/chat/${channelId}/read`, headers: { authorization: `Bearer ${who.token}` }, payload: { messageId } });

  it("counts the other's messages until they are read, never one's own nor deleted ones", async () => {
    const first = await post(ada, 'one');
    await post(ada, 'two');
    const withdrawn = await post(ada, 'three, withdrawn');
    expect((await venueChat(t, ada.token).delete(withdrawn)).status).toBe(200);
    expect(await unreadOf(ben)).toBe(2);
    expect(await unreadOf(ada)).toBe(0);
    const opened = (await venueChat(t, ben.token).direct(ada.accountId)).data as Channel;
    expect(opened.unread).toBe(2);

    expect((await read(ben, first)).statusCode).toBe(200);
    expect(await unreadOf(ben)).toBe(1);
    expect(await unreadOf(ada)).toBe(0);
  });

  it('moves the read position only forward, and never past the newest message', async () => {
    const newest = await post(ada, 'latest');
    expect((await read(ben, newest + 1_000)).statusCode).toBe(200);
    expect(await unreadOf(ben)).toBe(0);
    // Had the position jumped to the sent id, this later message would count as read.
    await post(ada, 'after the jump');
    expect(await unreadOf(ben)).toBe(1);
    expect((await read(ben, 1)).statusCode).toBe(200);
    expect(await unreadOf(ben)).toBe(1);
  });

  it('tells every tab of the reader, so their counts follow', async () => {
    const last = await post(ada, 'for both tabs');
    const tab = await venueSocket(base, ben.token);
    const heard = tab.next((m) => m.action === 'notice' && m.event === 'chatRead');
    expect((await read(ben, last)).statusCode).toBe(200);
    expect(await heard).toEqual({ action: 'notice', event: 'chatRead', data: { channelId: direct } });
    tab.close();
  });

  it("sums the unread messages of all one's conversations for the menu, and none while the event does not allow them", async () => {
    const total = async (who: TestAttendee) => {
      const res = await t.app.inject({ method: 'GET', url: '/api/venue/chat/unread', headers: { authorization: `Bearer ${who.token}` } });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { data: { unread: number } }).data.unread;
    };
    const before = await total(ben);
    expect(before).toBe(await unreadOf(ben));
    const fromMona = ((await venueChat(t, mona.token).direct(ben.accountId)).data as Channel).id;
    expect((await venueChat(t, mona.token).post(fromMona, 'a word from Mona')).status).toBe(200);
    await post(ada, 'and one more from Ada');
    expect(await total(ben)).toBe(before + 2);
    expect(await total(outsider)).toBe(0);
    await t.database.db.update(engagementSettings).set({ directMessages: false }).where(eq(engagementSettings.eventId, eventId));
    expect(await total(ben)).toBe(0);
    await allowDirectMessages(t, eventId);
  });

  it("refuses another's conversation and bad ids, and keeps no position in shared channels", async () => {
    expect((await read(mona, 1)).statusCode).toBe(404);
    expect((await read(outsider, 1)).statusCode).toBe(404);
    expect((await read(ben, 0)).statusCode).toBe(400);
    const eventChannel = await channelOf(t, ben.token, 'event');
    expect((await read(ben, 1, eventChannel)).statusCode).toBe(200);
    const { channels } = (await venueChat(t, ben.token).channels()).data as { channels: Channel[] };
    expect(channels.find((channel) => channel.id === eventChannel)?.unread).toBe(0);
  });
});
