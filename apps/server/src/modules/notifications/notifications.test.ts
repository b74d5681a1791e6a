import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationDetail, NotificationListItem, VenueNotification } from '@aula/shared';
import { agendaSessions, notificationReceipts } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signedInUser, type SignedInUser } from '../../test/accounts';
import { ATTENDEE_TEST_ENV, publishedEvent, signedInAttendee, type TestAttendee } from '../attendee-auth/attendee-test-support';
import { listening, venueSocket } from '../../test/sockets';
import { roomsClient } from '../rooms/rooms-test-support';
import { apiCall, type BoundApiCall } from '../../test/api-call';

const HOUR_MS = 3_600_000;

/** In-app notifications (docs/rules/communications.md#in-app-notifications): writing, audiences, sending once, scheduling, the venue's list and the live push. */
describe('notifications', () => {
  let t: TestApp;
  let base: string;
  let organiser: SignedInUser;
  let stranger: SignedInUser;
  let event: { eventId: number; code: string };
  let otherEvent: { eventId: number; code: string };
  let roomId: number;
  let foreignRoomId: number;
  let sessionId: number;
  let foreignSessionId: number;
  let ada: TestAttendee;
  let bert: TestAttendee;
  let mia: TestAttendee;
  let outsider: TestAttendee;

  beforeAll(async () => {
    t = await createTestApp(ATTENDEE_TEST_ENV);
    base = await listening(t.app);
    organiser = await signedInUser(t);
    stranger = await signedInUser(t);
    event = await publishedEvent(t, organiser.token);
    otherEvent = await publishedEvent(t, organiser.token, { name: 'Other Expo' });
    const rooms = roomsClient(t, organiser.token);
    roomId = await rooms.createRoom(event.eventId);
    foreignRoomId = await rooms.createRoom(otherEvent.eventId);
    const session = (eventId: number) =>
      t.database.db
        .insert(agendaSessions)
        .values({ eventId, title: 'Keynote', day: '2030-01-01', startTime: '10:00', endTime: '11:00' })
        .returning({ id: agendaSessions.id });
    [{ id: sessionId }] = (await session(event.eventId)) as [{ id: number }];
    [{ id: foreignSessionId }] = (await session(otherEvent.eventId)) as [{ id: number }];
    ada = await signedInAttendee(t, event, { firstName: 'Ada', lang: 'de', groups: ['Press'] });
    bert = await signedInAttendee(t, event, { firstName: 'Bert', groups: ['Press', 'VIP'] });
    mia = await signedInAttendee(t, event, { firstName: 'Mia', role: 'moderator' });
    outsider = await signedInAttendee(t, otherEvent);
  });
  afterAll(() => t.close());

  const call: BoundApiCall = (...args) => apiCall(t, ...args);
  const draft = (extra: object = {}) => ({
    id: 0,
    titleEn: 'Coffee is served',
    titleDe: 'Kaffee ist da',
    textEn: 'Come to the foyer.',
    textDe: 'Kommen Sie ins Foyer.',
    roomId: null,
    sessionId: null,
    audience: { kind: 'everyone' },
    delivery: 'draft',
    date: '',
    time: '',
    ...extra,
  });
  const save = (body: object, eventId = event.eventId, token = organiser.token) => call('POST', `/notifications/${eventId}/save`, token, body);
  const saved = async (body: object): Promise<NotificationDetail> => {
    const res = await save(body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as NotificationDetail;
  };
  const list = async (): Promise<NotificationListItem[]> => (await call('GET', `/notifications/${event.eventId}`, organiser.token)).json().data;
  const listed = async (id: number) => (await list()).find((item) => item.id === id)!;
  const venueList = async (who: TestAttendee): Promise<VenueNotification[]> => {
    const res = await call('GET', '/venue/notifications', who.token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const count = async (audience: object) => {
    const res = await call('POST', `/notifications/${event.eventId}/audienceCount`, organiser.token, { audience });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data as { count: number }).count;
  };
  const sentNow = async (extra: object = {}) => {
    const notification = await saved(draft({ delivery: 'now', ...extra }));
    await t.drainJobs();
    return notification;
  };
  const receivers = async (id: number) =>
    (await t.database.db.select().from(notificationReceipts))
      .filter((receipt) => receipt.notificationId === id)
      .map((receipt) => receipt.accountId)
      .sort((a, b) => a - b);

  it('saves a draft, lists it, loads it, saves it again and deletes it', async () => {
    const created = await saved(draft({ roomId }));
    expect(created).toMatchObject({ status: 'draft', titleEn: 'Coffee is served', roomId, recipients: 0, scheduledMs: null });
    expect(await listed(created.id)).toMatchObject({ title: 'Coffee is served', status: 'draft', audience: { kind: 'everyone' } });
    const again = await saved(draft({ id: created.id, titleEn: 'Tea is served', roomId: null, sessionId }));
    expect(again).toMatchObject({ id: created.id, titleEn: 'Tea is served', roomId: null, sessionId });
    const loaded = await call('GET', `/notifications/${event.eventId}/${created.id}`, organiser.token);
    expect(loaded.json().data).toMatchObject({ titleEn: 'Tea is served', sessionId });
    expect((await call('POST', `/notifications/${event.eventId}/${created.id}/delete`, organiser.token)).statusCode).toBe(200);
    expect((await call('GET', `/notifications/${event.eventId}/${created.id}`, organiser.token)).statusCode).toBe(404);
  });

  it('requires the English words, takes at most one link, and refuses links and accounts of other events', async () => {
    const empty = await save(draft({ titleEn: ' ', textEn: '' }));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toMatchObject({ titleEn: 'validation.required', textEn: 'validation.required' });
    expect((await save(draft({ roomId, sessionId }))).json().error.fields).toEqual({ sessionId: 'validation.invalid' });
    expect((await save(draft({ roomId: foreignRoomId }))).json().error.fields).toEqual({ roomId: 'validation.invalid' });
    expect((await save(draft({ sessionId: foreignSessionId }))).json().error.fields).toEqual({ sessionId: 'validation.invalid' });
    expect((await save(draft({ audience: { kind: 'room', roomId: foreignRoomId } }))).statusCode).toBe(400);
    expect((await save(draft({ audience: { kind: 'accounts', ids: [ada.accountId, outsider.accountId] } }))).json().error.fields).toEqual({
      'audience.ids': 'validation.invalid',
    });
    expect((await save(draft({ delivery: 'scheduled', date: '', time: '' }))).json().error.fields).toMatchObject({ date: 'validation.required' });
  });

  it("answers 404 for another company's event and for another event's notification", async () => {
    const mine = await saved(draft());
    for (const [method, url, body] of [
      ['GET', `/notifications/${event.eventId}`],
      ['GET', `/notifications/${event.eventId}/${mine.id}`],
      ['GET', `/notificationOptions/${event.eventId}`],
      ['POST', `/notifications/${event.eventId}/save`, draft()],
      ['POST', `/notifications/${event.eventId}/save`, draft({ id: mine.id })],
      ['POST', `/notifications/${event.eventId}/audienceCount`, { audience: { kind: 'everyone' } }],
      ['POST', `/notifications/${event.eventId}/${mine.id}/cancel`],
      ['POST', `/notifications/${event.eventId}/${mine.id}/delete`],
    ] as const) {
      expect((await call(method, url, stranger.token, body)).statusCode, url).toBe(404);
    }
    expect((await call('GET', `/notifications/${otherEvent.eventId}/${mine.id}`, organiser.token)).statusCode).toBe(404);
    expect((await save(draft({ id: mine.id }), otherEvent.eventId)).statusCode).toBe(404);
    expect((await call('POST', `/notifications/${otherEvent.eventId}/${mine.id}/delete`, organiser.token)).statusCode).toBe(404);
    expect((await call('GET', `/notifications/${event.eventId}`, ada.token)).statusCode).toBe(401);
  });

  it("offers the event's rooms, sessions and groups and its zone", async () => {
    const res = await call('GET', `/notificationOptions/${event.eventId}`, organiser.token);
    expect(res.statusCode, res.body).toBe(200);
    const options = res.json().data;
    expect(options.rooms.map((room: { id: number }) => room.id)).toEqual([roomId]);
    expect(options.sessions.map((session: { id: number }) => session.id)).toEqual([sessionId]);
    expect(options.groups).toEqual(['Press', 'VIP']);
    expect(typeof options.timezoneOffset).toBe('number');
  });

  it('reaches everyone, a role, a group or hand-picked accounts, each once', async () => {
    expect(await count({ kind: 'everyone' })).toBe(3);
    expect(await count({ kind: 'role', role: 'moderator' })).toBe(1);
    expect(await count({ kind: 'group', group: 'Press' })).toBe(2);
    expect(await count({ kind: 'accounts', ids: [ada.accountId, mia.accountId] })).toBe(2);

    const everyone = await sentNow();
    expect(await receivers(everyone.id)).toEqual([ada.accountId, bert.accountId, mia.accountId]);
    const role = await sentNow({ audience: { kind: 'role', role: 'moderator' } });
    expect(await receivers(role.id)).toEqual([mia.accountId]);
    const group = await sentNow({ audience: { kind: 'group', group: 'VIP' } });
    expect(await receivers(group.id)).toEqual([bert.accountId]);
    const picked = await sentNow({ audience: { kind: 'accounts', ids: [mia.accountId, ada.accountId, ada.accountId] } });
    expect(await receivers(picked.id)).toEqual([ada.accountId, mia.accountId]);
    expect(await listed(picked.id)).toMatchObject({ status: 'sent', recipients: 2, delivered: 0, read: 0 });

    // A job that runs again, or twice, sends nothing twice.
    await t.app.services.notifications.send(picked.id);
    expect(await receivers(picked.id)).toEqual([ada.accountId, mia.accountId]);
    expect((await save(draft({ id: picked.id }))).json().error.fields).toEqual({ status: 'validation.invalid' });
    expect((await call('POST', `/notifications/${event.eventId}/${picked.id}/delete`, organiser.token)).statusCode).toBe(400);
  });

  it('reaches the attendees present in a room when it is sent', async () => {
    const tab = await venueSocket(base, bert.token);
    tab.send({ action: 'enterRoom', roomId });
    await tab.answersPing();
    expect(await count({ kind: 'room', roomId })).toBe(1);
    const pushed = tab.next((m) => m.action === 'notice' && m.event === 'notification');
    const inRoom = await sentNow({ audience: { kind: 'room', roomId } });
    expect(await receivers(inRoom.id)).toEqual([bert.accountId]);
    expect(await pushed).toMatchObject({ data: { notification: { id: inRoom.id, title: 'Coffee is served' } } });
    tab.close();
  });

  it('pushes a sent notification live, in the reader language, to their open venue', async () => {
    const tab = await venueSocket(base, ada.token);
    const pushed = tab.next((m) => m.action === 'notice' && m.event === 'notification');
    const sent = await sentNow({ roomId, titleDe: '' });
    const notice = (await pushed).data as { notification: VenueNotification };
    expect(notice.notification).toEqual({ id: sent.id, title: 'Coffee is served', text: 'Kommen Sie ins Foyer.', roomId, sessionId: null, sentMs: expect.any(Number), read: false });
    tab.close();
  });

  it('sends a scheduled notification once its time has come, and not a cancelled one', async () => {
    const offset = (await call('GET', `/notificationOptions/${event.eventId}`, organiser.token)).json().data.timezoneOffset as number;
    const wall = (ms: number) => new Date(ms + offset * 60_000).toISOString();
    const soon = Date.now() + 2 * HOUR_MS;
    const at = { date: wall(soon).slice(0, 10), time: wall(soon).slice(11, 16) };
    const past = wall(Date.now() - HOUR_MS);
    expect((await save(draft({ delivery: 'scheduled', date: past.slice(0, 10), time: past.slice(11, 16) }))).json().error.fields).toEqual({
      time: 'validation.invalid',
    });

    const scheduled = await saved(draft({ delivery: 'scheduled', ...at, audience: { kind: 'accounts', ids: [bert.accountId] } }));
    expect(scheduled).toMatchObject({ status: 'scheduled', ...at });
    const cancelled = await saved(draft({ delivery: 'scheduled', ...at, titleEn: 'Never', audience: { kind: 'accounts', ids: [bert.accountId] } }));
    expect((await call('POST', `/notifications/${event.eventId}/${cancelled.id}/cancel`, organiser.token)).json().data.status).toBe('cancelled');
    await t.drainJobs();
    expect((await listed(scheduled.id)).status).toBe('scheduled');
    expect((await venueList(bert)).some((item) => item.id === scheduled.id)).toBe(false);

    t.advanceClock(2 * HOUR_MS + 60_000);
    await t.drainJobs();
    expect(await listed(scheduled.id)).toMatchObject({ status: 'sent', recipients: 1 });
    expect(await listed(cancelled.id)).toMatchObject({ status: 'cancelled', recipients: 0 });
    expect((await venueList(bert))[0]).toMatchObject({ id: scheduled.id, title: 'Coffee is served' });
    expect((await call('POST', `/notifications/${event.eventId}/${scheduled.id}/cancel`, organiser.token)).statusCode).toBe(400);
    expect((await call('POST', `/notifications/${event.eventId}/${cancelled.id}/delete`, organiser.token)).statusCode).toBe(200);
  });

  it("lists the attendee's own notifications newest first in their language, and counts delivered and read", async () => {
    const sent = await sentNow({ audience: { kind: 'accounts', ids: [ada.accountId] }, sessionId });
    const mine = await venueList(ada);
    expect(mine[0]).toEqual({ id: sent.id, title: 'Kaffee ist da', text: 'Kommen Sie ins Foyer.', roomId: null, sessionId, sentMs: expect.any(Number), read: false });
    expect(mine.map((item) => item.sentMs)).toEqual([...mine.map((item) => item.sentMs)].sort((a, b) => b - a));
    expect(await venueList(outsider)).toEqual([]);
    expect((await venueList(bert)).some((item) => item.id === sent.id)).toBe(false);

    expect((await call('POST', '/venue/notifications/delivered', ada.token, { ids: mine.map((item) => item.id) })).statusCode).toBe(200);
    expect(await listed(sent.id)).toMatchObject({ recipients: 1, delivered: 1, read: 0 });
    expect((await call('POST', `/venue/notifications/${sent.id}/read`, ada.token)).statusCode).toBe(200);
    expect(await listed(sent.id)).toMatchObject({ delivered: 1, read: 1 });
    expect((await venueList(ada))[0]!.read).toBe(true);

    // Another attendee, of this event or another, cannot mark it.
    expect((await call('POST', `/venue/notifications/${sent.id}/read`, outsider.token)).statusCode).toBe(404);
    expect((await call('POST', `/venue/notifications/${sent.id}/read`, bert.token)).statusCode).toBe(404);
    await call('POST', '/venue/notifications/delivered', outsider.token, { ids: [sent.id] });
    expect(await listed(sent.id)).toMatchObject({ delivered: 1, read: 1 });
    expect((await call('GET', '/venue/notifications', organiser.token)).statusCode).toBe(401);
  });
});
