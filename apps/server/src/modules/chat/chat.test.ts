import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signedInUser, type SignedInUser } from '../../test/accounts';
import { ATTENDEE_TEST_ENV, publishedEvent, signedInAttendee, type TestAttendee } from '../attendee-auth/attendee-test-support';
import { roomsClient } from '../rooms/rooms-test-support';
import { allowDirectMessages, channelOf, consoleChat, restrict, venueChat, type ChannelSummary } from './chat-test-support';

type Message = { id: number; seq: number; body: string; deleted: boolean; deletedBy: string | null; pinned: boolean; editedMs: number | null; author: { kind: string; accountId: number | null; displayName: string }; reactions: { emoji: string; accountIds: number[] }[] };
type Page = { messages: Message[]; more: boolean };

/** docs/rules/communications.md#chat: the chat's calls, each with its happy path, bad input, others' ids and roles. */
describe('chat', () => {
  let t: TestApp;
  let organiser: SignedInUser;
  let stranger: SignedInUser;
  let event: { eventId: number; code: string };
  let otherEvent: { eventId: number; code: string };
  let lounge: number;
  let hidden: number;
  let foreignRoom: number;
  let ada: TestAttendee;
  let ben: TestAttendee;
  let mona: TestAttendee;
  let outsider: TestAttendee;
  let eventChannel: number;

  beforeAll(async () => {
    t = await createTestApp(ATTENDEE_TEST_ENV);
    organiser = await signedInUser(t);
    stranger = await signedInUser(t);
    event = await publishedEvent(t, organiser.token);
    otherEvent = await publishedEvent(t, organiser.token);
    const rooms = roomsClient(t, organiser.token);
    lounge = await rooms.createRoom(event.eventId);
    hidden = await rooms.createRoom(event.eventId, { visible: false });
    foreignRoom = await rooms.createRoom(otherEvent.eventId);
    ada = await signedInAttendee(t, event, { firstName: 'Ada', lastName: 'Quist' });
    ben = await signedInAttendee(t, event, { firstName: 'Ben', lastName: 'Öztürk' });
    mona = await signedInAttendee(t, event, { firstName: 'Mona', lastName: 'Moderator', role: 'moderator' });
    outsider = await signedInAttendee(t, otherEvent, { firstName: 'Olga', lastName: 'Outside', role: 'moderator' });
    eventChannel = await channelOf(t, ada.token, 'event');
  });
  afterAll(() => t.close());
  // Each test starts with fresh rate limits (10 chat actions per 10 s and account).
  beforeEach(() => t.advanceClock(11_000));

  /** Posts a message, moving the clock past the rate limit's window when the author has used it up. */
  const post = async (who: TestAttendee, channelId: number, body: string) => {
    let res = await venueChat(t, who.token).post(channelId, body);
    if (res.status === 429) {
      t.advanceClock(11_000);
      res = await venueChat(t, who.token).post(channelId, body);
    }
    expect(res.status, res.text).toBe(200);
    return res.data as Message;
  };

  it("lists the event's channel and the visible rooms' to attendees, every room's to the console", async () => {
    const { status, data } = await venueChat(t, ada.token).channels();
    expect(status).toBe(200);
    const venue = data as { channels: ChannelSummary[]; accountId: number; directMessages: boolean; moderator: boolean };
    expect(venue).toMatchObject({ accountId: ada.accountId, directMessages: false, moderator: false });
    expect(venue.channels.map((channel) => [channel.kind, channel.roomId])).toEqual([
      ['event', null],
      ['room', lounge],
    ]);
    expect(((await venueChat(t, mona.token).channels()).data as { moderator: boolean }).moderator).toBe(true);

    const listed = await consoleChat(t, organiser.token).channels(event.eventId);
    expect(listed.status).toBe(200);
    const rows = (listed.data as { channels: { kind: string; roomId: number | null; messageCount: number }[] }).channels;
    expect(rows.map((row) => [row.kind, row.roomId])).toEqual([
      ['event', null],
      ['room', lounge],
      ['room', hidden],
    ]);
  });

  it('posts a message that everyone reading the channel and the console see, and counts it', async () => {
    const message = await post(ada, eventChannel, '  Hello https://example.com <b>there</b>  ');
    expect(message).toMatchObject({ body: 'Hello https://example.com <b>there</b>', deleted: false, author: { kind: 'attendee', accountId: ada.accountId, displayName: 'Ada Quist' } });
    const page = (await venueChat(t, ben.token).messages(eventChannel)).data as Page;
    expect(page.messages.map((m) => m.id)).toContain(message.id);
    const row = ((await consoleChat(t, organiser.token).channels(event.eventId)).data as { channels: { id: number; messageCount: number; lastMessageMs: number | null }[] }).channels.find(
      (channel) => channel.id === eventChannel,
    );
    expect(row?.messageCount).toBeGreaterThanOrEqual(1);
    expect(row?.lastMessageMs).toBeTypeOf('number');
  });

  it('refuses an empty, an overlong or a malformed message with a field error', async () => {
    const chat = venueChat(t, ada.token);
    expect((await chat.post(eventChannel, '   ')).body).toMatchObject({ error: { fields: { body: 'validation.required' } } });
    const long = await chat.post(eventChannel, 'x'.repeat(1001));
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ error: { fields: { body: 'validation.max_1000' } } });
    expect((await chat.post(eventChannel, 'x'.repeat(1000))).status).toBe(200);
    expect((await chat.post(eventChannel, 42)).status).toBe(400);
    expect((await chat.messages(eventChannel, '?after=-1')).status).toBe(400);
    expect((await chat.messages(0)).status).toBe(400);
  });

  it('pages back through history by id and catches up by change number, deletions included', async () => {
    const { channels } = (await venueChat(t, ada.token).channels()).data as { channels: ChannelSummary[] };
    const room = channels.find((channel) => channel.roomId === lounge)!.id;
    const sent: Message[] = [];
    for (let index = 0; index < 55; index += 1) sent.push(await post(ben, room, `message ${index}`));
    const latest = (await venueChat(t, ada.token).messages(room)).data as Page;
    expect(latest.messages).toHaveLength(50);
    expect(latest.more).toBe(true);
    expect(latest.messages.at(-1)?.body).toBe('message 54');
    const older = (await venueChat(t, ada.token).messages(room, `?before=${latest.messages[0]!.id}`)).data as Page;
    expect(older.messages.map((m) => m.body)).toEqual(['message 0', 'message 1', 'message 2', 'message 3', 'message 4']);
    expect(older.more).toBe(false);

    const seen = latest.messages.at(-1)!.seq;
    const added = await post(ada, room, 'after the drop');
    expect((await venueChat(t, ben.token).delete(sent[54]!.id)).status).toBe(200);
    const changes = (await venueChat(t, ada.token).messages(room, `?after=${seen}`)).data as Page;
    expect(changes.messages.map((m) => [m.id, m.deleted, m.body])).toEqual([
      [added.id, false, 'after the drop'],
      [sent[54]!.id, true, ''],
    ]);
    expect(changes.more).toBe(false);
  });

  it('lets authors edit their own messages only', async () => {
    const message = await post(ada, eventChannel, 'tpyo');
    const edited = await venueChat(t, ada.token).edit(message.id, 'typo');
    expect(edited.status).toBe(200);
    expect(edited.data).toMatchObject({ body: 'typo', editedMs: expect.any(Number) });
    expect((edited.data as Message).seq).toBeGreaterThan(message.seq);
    expect((await venueChat(t, ben.token).edit(message.id, 'hijacked')).status).toBe(403);
    expect((await venueChat(t, mona.token).edit(message.id, 'moderated')).status).toBe(403);
    expect((await venueChat(t, ada.token).edit(message.id, '')).status).toBe(400);
    expect((await venueChat(t, outsider.token).edit(message.id, 'x')).status).toBe(404);
  });

  it('deletes one’s own message; others need to be a moderator of the event', async () => {
    const mine = await post(ada, eventChannel, 'oops');
    const theirs = await post(ben, eventChannel, 'rude');
    expect((await venueChat(t, ada.token).delete(theirs.id)).status).toBe(403);
    expect((await venueChat(t, outsider.token).delete(theirs.id)).status).toBe(404);
    const own = await venueChat(t, ada.token).delete(mine.id);
    expect(own.data).toMatchObject({ deleted: true, deletedBy: 'author', body: '' });
    expect((await venueChat(t, ada.token).delete(mine.id)).status).toBe(404);
    const moderated = await venueChat(t, mona.token).delete(theirs.id);
    expect(moderated.data).toMatchObject({ deleted: true, deletedBy: 'moderator' });
    const page = (await venueChat(t, ada.token).messages(eventChannel)).data as Page;
    expect(page.messages.map((m) => m.id)).not.toContain(theirs.id);
  });

  it('adds and takes back reactions from the fixed set', async () => {
    const message = await post(ada, eventChannel, 'react to me');
    expect((await venueChat(t, ben.token).react(message.id, '👍')).data).toMatchObject({ reactions: [{ emoji: '👍', accountIds: [ben.accountId] }] });
    const twice = await venueChat(t, mona.token).react(message.id, '👍');
    expect((twice.data as Message).reactions).toEqual([{ emoji: '👍', accountIds: [ben.accountId, mona.accountId] }]);
    const again = await venueChat(t, mona.token).react(message.id, '👍');
    expect((again.data as Message).seq).toBe((twice.data as Message).seq);
    expect((await venueChat(t, ben.token).react(message.id, '👍', false)).data).toMatchObject({ reactions: [{ emoji: '👍', accountIds: [mona.accountId] }] });
    expect((await venueChat(t, ben.token).react(message.id, '💩')).status).toBe(400);
    expect((await venueChat(t, outsider.token).react(message.id, '👍')).status).toBe(404);
  });

  it('reports a message to the console, which keeps it or deletes it', async () => {
    const message = await post(ben, eventChannel, 'spam spam');
    expect((await venueChat(t, ben.token).report(message.id)).status).toBe(403);
    expect((await venueChat(t, outsider.token).report(message.id)).status).toBe(404);
    expect((await venueChat(t, ada.token).report(message.id, 'x'.repeat(501))).status).toBe(400);
    expect((await venueChat(t, ada.token).report(message.id, 'Advertising')).data).toEqual({ ok: true });
    expect((await venueChat(t, ada.token).report(message.id, 'Again')).status).toBe(200);
    const console_ = consoleChat(t, organiser.token);
    const { reports } = (await console_.reports(event.eventId, eventChannel)).data as { reports: { messageId: number; reason: string; reporter: { displayName: string } }[] };
    expect(reports.filter((report) => report.messageId === message.id)).toEqual([expect.objectContaining({ reason: 'Advertising', reporter: expect.objectContaining({ displayName: 'Ada Quist' }) })]);
    expect((await console_.dismissReports(event.eventId, message.id)).status).toBe(200);
    const after = (await console_.reports(event.eventId, eventChannel)).data as { reports: { messageId: number }[] };
    expect(after.reports.some((report) => report.messageId === message.id)).toBe(false);
  });

  it('pins for moderators and organisers only', async () => {
    const message = await post(ada, eventChannel, 'Agenda at 10:00');
    expect((await venueChat(t, ada.token).pin(message.id)).status).toBe(403);
    expect((await venueChat(t, outsider.token).pin(message.id)).status).toBe(404);
    expect((await venueChat(t, mona.token).pin(message.id)).data).toMatchObject({ pinned: true });
    expect((await consoleChat(t, organiser.token).pin(event.eventId, message.id, false)).data).toMatchObject({ pinned: false });
    expect((await consoleChat(t, stranger.token).pin(event.eventId, message.id)).status).toBe(404);
    expect((await consoleChat(t, organiser.token).pin(otherEvent.eventId, message.id)).status).toBe(404);
  });

  it("refuses other events', hidden rooms' and other companies' channels and messages", async () => {
    const { channels } = (await venueChat(t, outsider.token).channels()).data as { channels: ChannelSummary[] };
    const foreignChannel = channels.find((channel) => channel.roomId === foreignRoom)!.id;
    expect((await venueChat(t, ada.token).messages(foreignChannel)).status).toBe(404);
    expect((await venueChat(t, ada.token).post(foreignChannel, 'hi')).status).toBe(404);
    expect((await venueChat(t, outsider.token).messages(eventChannel)).status).toBe(404);
    expect((await venueChat(t, outsider.token).post(eventChannel, 'hi')).status).toBe(404);

    const hiddenChannel = ((await consoleChat(t, organiser.token).channels(event.eventId)).data as { channels: { id: number; roomId: number | null }[] }).channels.find(
      (channel) => channel.roomId === hidden,
    )!.id;
    expect((await venueChat(t, ada.token).messages(hiddenChannel)).status).toBe(404);
    expect((await venueChat(t, ada.token).post(hiddenChannel, 'hi')).status).toBe(404);

    const message = await post(ada, eventChannel, 'mine');
    const strangers = consoleChat(t, stranger.token);
    expect((await strangers.channels(event.eventId)).status).toBe(404);
    expect((await strangers.channel(event.eventId, eventChannel)).status).toBe(404);
    expect((await strangers.messages(event.eventId, eventChannel)).status).toBe(404);
    expect((await strangers.post(event.eventId, eventChannel, 'hi')).status).toBe(404);
    expect((await strangers.reports(event.eventId, eventChannel)).status).toBe(404);
    expect((await strangers.transcript(event.eventId, eventChannel)).status).toBe(404);
    expect((await strangers.delete(event.eventId, message.id)).status).toBe(404);
    expect((await strangers.dismissReports(event.eventId, message.id)).status).toBe(404);
    const ours = consoleChat(t, organiser.token);
    expect((await ours.channel(otherEvent.eventId, eventChannel)).status).toBe(404);
    expect((await ours.messages(otherEvent.eventId, eventChannel)).status).toBe(404);
    expect((await ours.delete(otherEvent.eventId, message.id)).status).toBe(404);
    expect((await ours.channel(event.eventId, 2_000_000_000)).status).toBe(404);
  });

  it('keeps tokens of one kind out of the other kind’s calls', async () => {
    expect((await venueChat(t, organiser.token).channels()).status).toBe(401);
    expect((await consoleChat(t, ada.token).channels(event.eventId)).status).toBe(401);
  });

  it('lets organisers write, delete and read in the console', async () => {
    const console_ = consoleChat(t, organiser.token);
    const written = await console_.post(event.eventId, eventChannel, 'Welcome, everyone!');
    expect(written.data).toMatchObject({ body: 'Welcome, everyone!', author: { kind: 'organiser', accountId: null, displayName: `${organiser.firstName} ${organiser.lastName}` } });
    expect((await console_.post(event.eventId, eventChannel, '')).status).toBe(400);
    const rude = await post(ben, eventChannel, 'delete me');
    expect((await console_.delete(event.eventId, rude.id)).data).toMatchObject({ deleted: true, deletedBy: 'moderator' });
    expect((await console_.delete(event.eventId, rude.id)).status).toBe(404);
    const channel = await console_.channel(event.eventId, eventChannel);
    expect(channel.data).toMatchObject({ id: eventChannel, kind: 'event' });
    const page = (await console_.messages(event.eventId, eventChannel)).data as Page;
    expect(page.messages.at(-1)?.body).toBe('Welcome, everyone!');
  });

  it('exports the transcript as CSV with a byte order mark, semicolons in German and formulas defused', async () => {
    const { channels } = (await venueChat(t, ada.token).channels()).data as { channels: ChannelSummary[] };
    const room = channels.find((channel) => channel.roomId === lounge)!.id;
    await post(ada, room, '=SUM(A1); "quoted"');
    const res = await t.app.inject({ method: 'GET', url: `/api/chatChannel/${event.eventId}/${room}/transcript`, headers: { authorization: `Bearer ${organiser.token}`, 'accept-language': 'de' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename=".+-chat-\d+\.csv"/);
    expect(res.body.startsWith('\uFEFFZeit (UTC);Verfasser;Nachricht;Angeheftet;Bearbeitet\r\n')).toBe(true);
    expect(res.body).toContain(`;Ada Quist;"'=SUM(A1); ""quoted""";nein;nein\r\n`);
    expect(res.body).not.toContain('message 54');
  });

  it('limits how fast one attendee writes', async () => {
    const chatty = await signedInAttendee(t, event);
    for (let index = 0; index < 10; index += 1) expect((await venueChat(t, chatty.token).post(eventChannel, `line ${index}`)).status).toBe(200);
    const refused = await venueChat(t, chatty.token).post(eventChannel, 'one too many');
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ error: { code: 'rate_limited' } });
    expect((await venueChat(t, ada.token).post(eventChannel, 'others still write')).status).toBe(200);
  });

  it('keeps muted attendees reading but not writing, and banned ones out', async () => {
    const muted = await signedInAttendee(t, event);
    const banned = await signedInAttendee(t, event);
    await restrict(t, event.eventId, muted.accountId, 'mute');
    await restrict(t, event.eventId, banned.accountId, 'ban');
    expect((await venueChat(t, muted.token).messages(eventChannel)).status).toBe(200);
    const refused = await venueChat(t, muted.token).post(eventChannel, 'let me speak');
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: { code: 'engagement_muted' } });
    expect((await venueChat(t, banned.token).messages(eventChannel)).status).toBe(403);
    expect((await venueChat(t, banned.token).post(eventChannel, 'hi')).status).toBe(403);
  });

  describe('direct messages', () => {
    it('are refused while the event does not allow them', async () => {
      expect((await venueChat(t, ada.token).people()).status).toBe(403);
      expect((await venueChat(t, ada.token).direct(ben.accountId)).status).toBe(403);
    });

    it('open one channel per pair that only the two read; moderators have no say there', async () => {
      await allowDirectMessages(t, event.eventId);
      const found = (await venueChat(t, ada.token).people('öztürk')).data as { accountId: number; displayName: string }[];
      expect(found).toEqual([expect.objectContaining({ accountId: ben.accountId, displayName: 'Ben Öztürk' })]);
      expect(((await venueChat(t, ada.token).people('')).data as { accountId: number }[]).map((p) => p.accountId)).not.toContain(ada.accountId);
      expect((await venueChat(t, ada.token).people('x'.repeat(66))).status).toBe(400);

      const opened = await venueChat(t, ada.token).direct(ben.accountId);
      expect(opened.status).toBe(200);
      const channel = opened.data as ChannelSummary;
      expect(channel).toMatchObject({ kind: 'direct', peer: { accountId: ben.accountId } });
      expect(((await venueChat(t, ben.token).direct(ada.accountId)).data as ChannelSummary).id).toBe(channel.id);
      expect((await venueChat(t, ada.token).direct(ada.accountId)).status).toBe(400);
      expect((await venueChat(t, ada.token).direct(outsider.accountId)).status).toBe(404);

      const message = await post(ada, channel.id, 'just between us');
      expect(((await venueChat(t, ben.token).messages(channel.id)).data as Page).messages.map((m) => m.body)).toEqual(['just between us']);
      expect((await venueChat(t, mona.token).messages(channel.id)).status).toBe(404);
      expect((await venueChat(t, mona.token).delete(message.id)).status).toBe(404);
      expect((await venueChat(t, ben.token).channels()).data).toMatchObject({ directMessages: true, channels: expect.arrayContaining([expect.objectContaining({ id: channel.id, peer: expect.objectContaining({ accountId: ada.accountId }) })]) });
      expect((await consoleChat(t, organiser.token).post(event.eventId, channel.id, 'hello')).status).toBe(403);
      expect((await consoleChat(t, organiser.token).messages(event.eventId, channel.id)).status).toBe(200);
    });
  });
});
