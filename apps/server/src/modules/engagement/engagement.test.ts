import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { engagementCast } from './engagement-test-support';
import { type SignedInUser } from '../../test/accounts';
import { ATTENDEE_TEST_ENV, signedInAttendee, type TestAttendee } from '../attendee-auth/attendee-test-support';
import { consoleSocket, listening, venueSocket, type TestSocket } from '../../test/sockets';
import { apiCall, type BoundApiCall } from '../../test/api-call';

/** Live engagement's shared calls (docs/rules/communications.md#live-engagement): settings, mutes and bans, the moderators' topic and notices. */
describe('engagement settings and restrictions', () => {
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

  it('answers the defaults until changed, saves a part of the settings, and refuses another company', async () => {
    expect((await call('GET', `/engagementSettings/${event.eventId}`, organiser.token)).json().data).toEqual({
      directMessages: false,
      wallModeration: 'post',
      qnaModeration: 'pre',
    });
    const saved = await call('POST', `/engagementSettings/${event.eventId}`, organiser.token, { wallModeration: 'pre' });
    expect(saved.json().data).toEqual({ directMessages: false, wallModeration: 'pre', qnaModeration: 'pre' });
    expect((await call('POST', `/engagementSettings/${event.eventId}`, organiser.token, { wallModeration: 'later' })).statusCode).toBe(400);
    expect((await call('GET', `/engagementSettings/${event.eventId}`, stranger.token)).statusCode).toBe(404);
    expect((await call('POST', `/engagementSettings/${event.eventId}`, stranger.token, { directMessages: true })).statusCode).toBe(404);
    expect((await call('GET', `/engagementSettings/${event.eventId}`, ada.token)).statusCode).toBe(401);
  });

  it('mutes an attendee at once: the moderators’ topic and the attendee’s sockets hear it, writing is refused in their language', async () => {
    const watcher = await consoleSocket(base, organiser.token);
    watcher.send({ action: 'subscribe', topic: `moderation:${event.eventId}` });
    await watcher.next((m) => m.action === 'subscribed');
    const adaSocket = await venueSocket(base, ada.token);
    const bertSocket = await venueSocket(base, bert.token);
    const bertHeard: unknown[] = [];
    bertSocket.socket.on('message', (raw) => bertHeard.push(JSON.parse(raw.toString())));

    const pushed = watcher.next((m) => m.action === 'topic' && m.event === 'restricted');
    const notice = adaSocket.next((m) => m.action === 'notice' && m.event === 'restricted');
    const res = await call('POST', `/restrictAccount/${event.eventId}`, organiser.token, { accountId: ada.accountId, kind: 'mute', minutes: 30 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ accountId: ada.accountId, displayName: 'Ada Quist', kind: 'mute' });
    expect(((await pushed).data as { accountId: number }).accountId).toBe(ada.accountId);
    expect((await notice).data).toMatchObject({ kind: 'mute' });
    await bertSocket.answersPing();
    expect(bertHeard.some((m) => (m as { action: string }).action === 'notice')).toBe(false);

    const adaViewer = () => t.app.services.engagement.viewer({ ...ada, companyId: organiser.companyId });
    const viewer = await adaViewer();
    expect(() => t.app.services.engagement.requireMayWrite(viewer)).toThrow(expect.objectContaining({ status: 403, messageKey: 'engagement_muted' }));
    expect(() => t.app.services.engagement.requireMayRead(viewer)).not.toThrow();
    const venue = (await call('GET', '/venue/engagement', ada.token)).json().data;
    expect(venue).toMatchObject({ accountId: ada.accountId, moderator: false, restriction: { kind: 'mute' } });

    expect((await call('GET', `/restrictions/${event.eventId}`, organiser.token)).json().data).toEqual([
      expect.objectContaining({ accountId: ada.accountId, kind: 'mute' }),
    ]);
    const lifted = adaSocket.next((m) => m.action === 'notice' && m.event === 'unrestricted');
    expect((await call('POST', `/liftRestriction/${event.eventId}`, organiser.token, { accountId: ada.accountId, kind: 'mute' })).statusCode).toBe(200);
    await lifted;
    const viewerAfterwards = await adaViewer();
    expect(() => t.app.services.engagement.requireMayWrite(viewerAfterwards)).not.toThrow();
    for (const socket of [watcher, adaSocket, bertSocket]) socket.close();
  });

  it('bans: reading is refused too, and the ban ends the attendee’s chat, wall and Q&A subscriptions', async () => {
    const res = await call('POST', `/restrictAccount/${event.eventId}`, organiser.token, { accountId: bert.accountId, kind: 'ban' });
    expect(res.json().data).toMatchObject({ kind: 'ban', until: null });
    const viewer = await t.app.services.engagement.viewer({ ...bert, companyId: organiser.companyId });
    expect(() => t.app.services.engagement.requireMayWrite(viewer)).toThrow(expect.objectContaining({ messageKey: 'engagement_banned' }));
    expect(() => t.app.services.engagement.requireMayRead(viewer)).toThrow(expect.objectContaining({ status: 403 }));
    expect(await t.app.services.engagement.mayRead(event.eventId, bert.accountId)).toBe(false);
    await call('POST', `/liftRestriction/${event.eventId}`, organiser.token, { accountId: bert.accountId, kind: 'ban' });
    expect(await t.app.services.engagement.mayRead(event.eventId, bert.accountId)).toBe(true);
  });

  it('refuses ids of another company, another event and unknown accounts', async () => {
    const foreign = await call('POST', `/restrictAccount/${event.eventId}`, stranger.token, { accountId: ada.accountId, kind: 'mute' });
    expect(foreign.statusCode).toBe(404);
    expect((await call('GET', `/restrictions/${event.eventId}`, stranger.token)).statusCode).toBe(404);
    const elsewhere = await signedInAttendee(t, otherEvent);
    expect((await call('POST', `/restrictAccount/${event.eventId}`, organiser.token, { accountId: elsewhere.accountId, kind: 'mute' })).statusCode).toBe(404);
    expect((await call('POST', `/restrictAccount/${event.eventId}`, organiser.token, { accountId: 2_147_483_647, kind: 'mute' })).statusCode).toBe(404);
    expect((await call('POST', `/restrictAccount/${event.eventId}`, organiser.token, { accountId: ada.accountId, kind: 'mute', minutes: 0 })).statusCode).toBe(400);
  });

  it('lets a moderator mute an attendee of their event, and refuses attendees and moderators beyond that', async () => {
    const muted = await call('POST', '/venue/restrictAccount', moderator.token, { accountId: ada.accountId, kind: 'mute' });
    expect(muted.statusCode).toBe(200);
    expect((await call('POST', '/venue/liftRestriction', moderator.token, { accountId: ada.accountId, kind: 'mute' })).statusCode).toBe(200);
    expect((await call('POST', '/venue/restrictAccount', ada.token, { accountId: bert.accountId, kind: 'mute' })).statusCode).toBe(403);
    expect((await call('POST', '/venue/liftRestriction', ada.token, { accountId: bert.accountId, kind: 'mute' })).statusCode).toBe(403);
    expect((await call('POST', '/venue/restrictAccount', moderator.token, { accountId: moderator.accountId, kind: 'ban' })).statusCode).toBe(403);
    const elsewhere = await signedInAttendee(t, otherEvent);
    expect((await call('POST', '/venue/restrictAccount', moderator.token, { accountId: elsewhere.accountId, kind: 'mute' })).statusCode).toBe(404);
    expect((await call('GET', '/venue/engagement', moderator.token)).json().data).toMatchObject({ moderator: true, restriction: null });
  });

  it('lets only the event’s organisers and moderators follow its moderation topic', async () => {
    const subscribe = async (socket: TestSocket, topic: string) => {
      socket.send({ action: 'subscribe', topic });
      return (await socket.next((m) => m.topic === topic && (m.action === 'subscribed' || m.action === 'subscribeRefused'))).action;
    };
    const topic = `moderation:${event.eventId}`;
    const sockets = [await venueSocket(base, moderator.token), await venueSocket(base, ada.token), await consoleSocket(base, stranger.token)];
    expect(await subscribe(sockets[0]!, topic)).toBe('subscribed');
    expect(await subscribe(sockets[0]!, `moderation:${otherEvent.eventId}`)).toBe('subscribeRefused');
    expect(await subscribe(sockets[1]!, topic)).toBe('subscribeRefused');
    expect(await subscribe(sockets[2]!, topic)).toBe('subscribeRefused');
    for (const socket of sockets) socket.close();
  });

  it('limits an attendee’s actions per account and says how long to wait, in German too', async () => {
    const viewer = await t.app.services.engagement.viewer({ ...moderator, companyId: organiser.companyId });
    for (let i = 0; i < 10; i += 1) await t.app.services.engagement.consume(viewer, 'chat');
    await expect(t.app.services.engagement.consume(viewer, 'chat')).rejects.toMatchObject({ status: 429, messageKey: 'engagement_too_fast' });
    await expect(t.app.services.engagement.consume(viewer, 'vote')).resolves.toBeUndefined();
  });
});
