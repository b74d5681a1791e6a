import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { type SignedInUser } from '../../test/accounts';
import { ATTENDEE_TEST_ENV, signedInAttendee, type TestAttendee } from '../attendee-auth/attendee-test-support';
import { channelOf, venueChat } from '../chat/chat-test-support';
import { consoleSocket, listening, venueSocket } from '../../test/sockets';
import { engagementCast } from './engagement-test-support';
import { apiCall, type BoundApiCall } from '../../test/api-call';

/** The moderators' list of mutes and bans in force, and lifting one: console and venue, with their isolation. */
describe('listing and lifting restrictions', () => {
  let t: TestApp;
  let base: string;
  let organiser: SignedInUser;
  let stranger: SignedInUser;
  let event: { eventId: number; code: string };
  let otherEvent: { eventId: number; code: string };
  let ada: TestAttendee;
  let bert: TestAttendee;
  let moderator: TestAttendee;

  beforeAll(async () => {
    t = await createTestApp(ATTENDEE_TEST_ENV);
    base = await listening(t.app);
    ({ organiser, stranger, event, otherEvent, ada, bert, moderator } = await engagementCast(t));
  });
  afterAll(() => t.close());

  const call: BoundApiCall = (...args) => apiCall(t, ...args);
  const list = async (token = organiser.token) => (await call('GET', `/restrictions/${event.eventId}`, token)).json().data as { accountId: number; kind: string }[];
  const mute = (accountId: number, minutes?: number) => call('POST', `/restrictAccount/${event.eventId}`, organiser.token, { accountId, kind: 'mute', minutes });
  const lift = (accountId: number, kind: 'mute' | 'ban', token = organiser.token, lang = 'en') =>
    call('POST', `/liftRestriction/${event.eventId}`, token, { accountId, kind }, lang);

  it('lists a mute with whom, what, by whom and until when; lifting it lets the attendee write again at once', async () => {
    const channelId = await channelOf(t, ada.token, 'event');
    expect((await mute(ada.accountId, 30)).statusCode).toBe(200);
    const refused = await venueChat(t, ada.token).post(channelId, 'Still here?');
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: { code: 'engagement_muted' } });

    const [listed, ...rest] = await list();
    expect(rest).toEqual([]);
    expect(listed).toEqual({
      accountId: ada.accountId,
      displayName: 'Ada Quist',
      kind: 'mute',
      until: expect.any(String),
      createdAt: expect.any(String),
      by: { kind: 'organiser', displayName: `${organiser.firstName} ${organiser.lastName}` },
    });
    const { until, createdAt } = listed as unknown as { until: string; createdAt: string };
    expect(Date.parse(until) - Date.parse(createdAt)).toBe(30 * 60_000);

    expect((await lift(ada.accountId, 'mute')).json()).toEqual({ data: { ok: true } });
    expect(await list()).toEqual([]);
    const written = await venueChat(t, ada.token).post(channelId, 'Back again');
    expect(written.status).toBe(200);
  });

  it('announces a lift live: the moderators’ lists hear `lifted`, the attendee’s sockets `unrestricted`, nobody else a notice', async () => {
    await call('POST', '/venue/restrictAccount', moderator.token, { accountId: bert.accountId, kind: 'ban' });
    const watcher = await consoleSocket(base, organiser.token);
    const moderatorSocket = await venueSocket(base, moderator.token);
    const bertSocket = await venueSocket(base, bert.token);
    const adaSocket = await venueSocket(base, ada.token);
    const adaHeard: { action: string }[] = [];
    adaSocket.socket.on('message', (raw) => adaHeard.push(JSON.parse(raw.toString()) as { action: string }));
    try {
      for (const socket of [watcher, moderatorSocket]) {
        socket.send({ action: 'subscribe', topic: `moderation:${event.eventId}` });
        await socket.next((m) => m.action === 'subscribed');
      }
      expect(await list()).toEqual([expect.objectContaining({ accountId: bert.accountId, kind: 'ban', until: null, by: { kind: 'moderator', displayName: 'Mia Moder' } })]);

      const isLifted = (m: Record<string, unknown>) => m.action === 'topic' && m.event === 'lifted';
      const heard = [watcher.next(isLifted), moderatorSocket.next(isLifted)];
      const told = bertSocket.next((m) => m.action === 'notice' && m.event === 'unrestricted');
      expect((await lift(bert.accountId, 'ban')).statusCode).toBe(200);
      for (const message of await Promise.all(heard)) expect(message.data).toEqual({ accountId: bert.accountId, kind: 'ban' });
      expect((await told).data).toEqual({ kind: 'ban' });
      expect(await t.app.services.engagement.mayRead(event.eventId, bert.accountId)).toBe(true);
      await adaSocket.answersPing();
      expect(adaHeard.some((m) => m.action === 'notice')).toBe(false);
    } finally {
      for (const socket of [watcher, moderatorSocket, bertSocket, adaSocket]) socket.close();
    }
  });

  it('answers 404 `not_found` for a restriction lifted already, never set, or run out, in the caller’s language', async () => {
    await mute(ada.accountId);
    expect((await lift(ada.accountId, 'mute')).statusCode).toBe(200);
    const again = await lift(ada.accountId, 'mute', organiser.token, 'de');
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: { code: 'not_found', message: expect.any(String) } });
    expect(again.json().error.message).not.toBe((await lift(ada.accountId, 'mute')).json().error.message);
    expect((await lift(ada.accountId, 'ban')).statusCode).toBe(404);
    expect((await call('POST', '/venue/liftRestriction', moderator.token, { accountId: ada.accountId, kind: 'mute' })).statusCode).toBe(404);

    await mute(ada.accountId, 5);
    t.advanceClock(6 * 60_000);
    expect(await list()).toEqual([]);
    expect((await lift(ada.accountId, 'mute')).statusCode).toBe(404);
    expect((await call('POST', `/liftRestriction/${event.eventId}`, organiser.token, { accountId: ada.accountId, kind: 'gag' })).statusCode).toBe(400);
  });

  it('keeps another company out (404) and refuses attendee tokens on the console’s calls', async () => {
    await mute(ada.accountId);
    try {
      const listed = await call('GET', `/restrictions/${event.eventId}`, stranger.token);
      expect(listed.statusCode).toBe(404);
      expect(listed.json().error.code).toBe('not_found');
      expect((await lift(ada.accountId, 'mute', stranger.token)).statusCode).toBe(404);
      expect((await call('GET', `/restrictions/${event.eventId}`, moderator.token)).statusCode).toBe(401);
      expect((await lift(ada.accountId, 'mute', moderator.token)).statusCode).toBe(401);
      // The organiser's own other event does not reach this one's restrictions either.
      expect((await call('POST', `/liftRestriction/${otherEvent.eventId}`, organiser.token, { accountId: ada.accountId, kind: 'mute' })).statusCode).toBe(404);
      expect(await list()).toEqual([expect.objectContaining({ accountId: ada.accountId, kind: 'mute' })]);
    } finally {
      await lift(ada.accountId, 'mute');
    }
  });

  it('gives the event’s moderators the list and the lift, 403 to plain attendees, and nothing of another event', async () => {
    await mute(ada.accountId);
    const ownList = await call('GET', '/venue/restrictions', moderator.token);
    expect(ownList.statusCode).toBe(200);
    expect(ownList.json().data).toEqual({ eventId: event.eventId, restrictions: [expect.objectContaining({ accountId: ada.accountId, displayName: 'Ada Quist', kind: 'mute' })] });

    const plain = await call('GET', '/venue/restrictions', bert.token);
    expect(plain.statusCode).toBe(403);
    expect(plain.json().error.code).toBe('forbidden');
    expect((await call('POST', '/venue/liftRestriction', bert.token, { accountId: ada.accountId, kind: 'mute' })).statusCode).toBe(403);
    expect((await call('GET', '/venue/restrictions', organiser.token)).statusCode).toBe(401);

    const elsewhere = await signedInAttendee(t, otherEvent, { firstName: 'Otto', lastName: 'Ward', role: 'moderator' });
    expect((await call('GET', '/venue/restrictions', elsewhere.token)).json().data).toEqual({ eventId: otherEvent.eventId, restrictions: [] });
    expect((await call('POST', '/venue/liftRestriction', elsewhere.token, { accountId: ada.accountId, kind: 'mute' })).statusCode).toBe(404);
    expect(await list()).toHaveLength(1);

    expect((await call('POST', '/venue/liftRestriction', moderator.token, { accountId: ada.accountId, kind: 'mute' })).statusCode).toBe(200);
    expect((await call('GET', '/venue/restrictions', moderator.token)).json().data.restrictions).toEqual([]);
  });
});
