import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agendaSessions, events } from '../../db/schema';
import { bearer, signedInUser, type SignedInUser } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ATTENDEE_TEST_ENV, attendeeAccount, publishedEvent } from '../attendee-auth/attendee-test-support';
import { storedTemplate } from '../mail-sends/mail-sends-test-support';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('mail reminders', () => {
  let t: TestApp;
  let organiser: SignedInUser;
  let stranger: SignedInUser;
  /** How far the app's clock has been moved; every event starts relative to the app's now. */
  let advanced = 0;
  const appNow = () => Date.now() + advanced;
  const advance = (ms: number) => {
    advanced += ms;
    t.advanceClock(ms);
  };

  beforeAll(async () => {
    // The periodic check and the workers run only when a test asks, so each test decides when reminders fall due.
    t = await createTestApp({ ...ATTENDEE_TEST_ENV, JOBS_POLL_INTERVAL_MS: '600000' });
    organiser = await signedInUser(t);
    stranger = await signedInUser(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: bearer(token), ...(payload && { payload }) });
  const reminder = (templateId: number | null, minutesBefore: number, enabled = true) => ({ enabled, templateId, minutesBefore });
  const off = reminder(null, 15, false);
  const save = (eventId: number, body: object, token = organiser.token) => call(token, 'POST', `/mailReminders/${eventId}`, body);
  /** The reminder check, then the sends' start jobs and their mails, as the instances' polls would. */
  const checkAndSend = async () => {
    const created = await t.app.services.mailReminders.check();
    await t.drainJobs();
    await t.app.services.mailSends.worker.drain();
    return created;
  };
  const sends = async (eventId: number) => (await call(organiser.token, 'GET', `/mailSends/${eventId}`)).json().data as { reminderKey: string | null; reminderSession: { title: string; titleDe: string } | null; templateName: string; counts: { sent: number } }[];

  /** A published event starting `startsIn` from the app's now, in UTC, with two attendees and a template. */
  async function reminderEvent(startsIn: number) {
    const event = await publishedEvent(t, organiser.token);
    const startAt = new Date(appNow() + startsIn);
    await t.database.db
      .update(events)
      .set({ startAt, endAt: new Date(startAt.getTime() + 8 * HOUR), timezoneOffset: 0 })
      .where(eq(events.id, event.eventId));
    await attendeeAccount(t, event.eventId, { firstName: 'Ada', email: `ada-${event.eventId}@example.com` });
    await attendeeAccount(t, event.eventId, { firstName: 'Jörg', lang: 'de', email: `joerg-${event.eventId}@example.com` });
    const templateId = await storedTemplate(t, organiser.companyId, event.eventId, 'Reminder');
    return { ...event, startAt, templateId };
  }

  /** A session of the event starting at `start` (the event's zone is UTC here). */
  async function session(eventId: number, start: Date): Promise<number> {
    const [day, time] = start.toISOString().split('T') as [string, string];
    const [row] = await t.database.db
      .insert(agendaSessions)
      .values({ eventId, title: 'Talk', day, startTime: time.slice(0, 5), endTime: '23:59' })
      .returning({ id: agendaSessions.id });
    return row!.id;
  }

  it('answers defaults, saves both reminders, and refuses a bad range, a missing template and other events’ templates by field', async () => {
    const event = await reminderEvent(48 * HOUR);
    const fresh = await call(organiser.token, 'GET', `/mailReminders/${event.eventId}`);
    expect(fresh.json().data).toEqual({ event: reminder(null, 1440, false), session: reminder(null, 15, false) });
    const body = { event: reminder(event.templateId, 120), session: reminder(event.templateId, 30, false) };
    expect((await save(event.eventId, body)).json().data).toEqual(body);
    expect((await call(organiser.token, 'GET', `/mailReminders/${event.eventId}`)).json().data).toEqual(body);

    const fields = async (payload: object) => {
      const res = await save(event.eventId, payload);
      expect(res.statusCode).toBe(400);
      return res.json().error.fields;
    };
    expect(await fields({ event: reminder(event.templateId, 14), session: reminder(event.templateId, 10_081) })).toEqual({
      'event.minutesBefore': 'validation.invalid',
      'session.minutesBefore': 'validation.invalid',
    });
    expect(await fields({ event: reminder(null, 60), session: off })).toEqual({ 'event.templateId': 'validation.required' });
    const other = await reminderEvent(48 * HOUR);
    const library = await storedTemplate(t, organiser.companyId, null, 'Library');
    expect(await fields({ event: reminder(library, 60), session: reminder(other.templateId, 60, false) })).toEqual({
      'event.templateId': 'validation.required',
      'session.templateId': 'validation.required',
    });
    expect((await call(organiser.token, 'GET', `/mailReminders/${event.eventId}`)).json().data).toEqual(body);
  });

  it('refuses other companies like missing events', async () => {
    const event = await reminderEvent(48 * HOUR);
    const strangerEvent = await publishedEvent(t, stranger.token);
    expect((await call(stranger.token, 'GET', `/mailReminders/${event.eventId}`)).statusCode).toBe(404);
    expect((await save(event.eventId, { event: off, session: off }, stranger.token)).statusCode).toBe(404);
    expect((await call(organiser.token, 'GET', `/mailReminders/${strangerEvent.eventId}`)).statusCode).toBe(404);
    expect((await save(strangerEvent.eventId, { event: off, session: off })).statusCode).toBe(404);
    expect((await save(0, { event: off, session: off })).statusCode).toBe(404);
  });

  it('sends the event reminder exactly once when its moment comes, with the template chosen last', async () => {
    const event = await reminderEvent(3 * HOUR);
    await save(event.eventId, { event: reminder(event.templateId, 60), session: off });
    const later = await storedTemplate(t, organiser.companyId, event.eventId, 'Final reminder');
    await save(event.eventId, { event: reminder(later, 90), session: off });
    expect(await checkAndSend()).toBe(0);
    advance(HOUR + 31 * MINUTE);
    expect(await checkAndSend()).toBe(1);
    expect(await checkAndSend()).toBe(0);
    const list = await sends(event.eventId);
    expect(list).toMatchObject([{ reminderKey: 'event', reminderSession: null, templateName: 'Final reminder', counts: { sent: 2 } }]);
    // Saving again after it went out sends nothing more.
    await save(event.eventId, { event: reminder(event.templateId, 60), session: off });
    advance(31 * MINUTE);
    expect(await checkAndSend()).toBe(0);
    expect(await sends(event.eventId)).toHaveLength(1);
  });

  it('creates a reminder once when two instances race for it', async () => {
    const event = await reminderEvent(24 * HOUR);
    const create = () => t.app.services.mailSends.createReminder(event.eventId, event.templateId, 'event');
    const results = await Promise.all([create(), create(), create()]);
    expect(results.filter(Boolean)).toHaveLength(1);
    await t.drainJobs();
    expect(await sends(event.eventId)).toHaveLength(1);
  });

  it('sends nothing for a disabled reminder', async () => {
    const event = await reminderEvent(2 * HOUR);
    await session(event.eventId, new Date(event.startAt.getTime() + HOUR));
    await save(event.eventId, { event: reminder(event.templateId, 60, false), session: reminder(event.templateId, 60, false) });
    advance(HOUR + 5 * MINUTE);
    await checkAndSend();
    expect(await sends(event.eventId)).toEqual([]);
  });

  it('never sends a reminder more than an hour late, but one within the hour goes at once', async () => {
    const late = await reminderEvent(3 * HOUR);
    await save(late.eventId, { event: reminder(late.templateId, 4 * 60 + 5), session: off });
    const recent = await reminderEvent(3 * HOUR);
    await save(recent.eventId, { event: reminder(recent.templateId, 3 * 60 + 20), session: off });
    await checkAndSend();
    expect(await sends(late.eventId)).toEqual([]);
    expect(await sends(recent.eventId)).toMatchObject([{ reminderKey: 'event' }]);
  });

  it('sends one reminder per session, each at its own moment', async () => {
    const event = await reminderEvent(HOUR);
    const first = await session(event.eventId, new Date(event.startAt.getTime() + HOUR));
    const second = await session(event.eventId, new Date(event.startAt.getTime() + 3 * HOUR));
    await save(event.eventId, { event: off, session: reminder(event.templateId, 15) });
    advance(HOUR + 50 * MINUTE);
    expect(await checkAndSend()).toBe(1);
    expect(await checkAndSend()).toBe(0);
    expect((await sends(event.eventId)).map((send) => send.reminderKey)).toEqual([`session:${first}`]);
    // The outbox names the session a session reminder is for.
    expect((await sends(event.eventId))[0]!.reminderSession).toEqual({ title: 'Talk', titleDe: '' });
    advance(2 * HOUR);
    expect(await checkAndSend()).toBe(1);
    const keys = (await sends(event.eventId)).map((send) => send.reminderKey).sort();
    expect(keys).toEqual([`session:${first}`, `session:${second}`].sort());
    expect((await sends(event.eventId)).every((send) => send.counts.sent === 2)).toBe(true);
  });
});
