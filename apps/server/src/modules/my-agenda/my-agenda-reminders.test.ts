import { eq } from 'drizzle-orm';
import { zonedInstant } from '@aula/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agendaSessions } from '../../db/schema';
import { bearer, signedInUser, type SignedInUser } from '../../test/accounts';
import { mailsTo } from '../../test/mail-outbox';
import { createTestApp, type TestApp } from '../../test/test-app';
import { firstDay, sessionBody } from '../agenda/agenda-test-support';
import { ATTENDEE_TEST_ENV, publishedEvent, signedInAttendee, type TestAttendee } from '../attendee-auth/attendee-test-support';
import { eventsClient } from '../events/events-test-support';
import { createMyAgendaReminders, myAgendaReminderJob } from './reminders';

const MINUTE = 60_000;

/** Reminders of the sessions of an attendee's own agenda (docs/rules/venue.md#my-agenda), with the app's clock moved by hand. */
describe('my agenda reminders', () => {
  let t: TestApp;
  let organiser: SignedInUser;
  let event: { eventId: number; code: string };
  let advanced = 0;
  const appNow = () => Date.now() + advanced;
  const advanceTo = (ms: number) => {
    const by = ms - appNow();
    advanced += by;
    t.advanceClock(by);
  };

  beforeAll(async () => {
    // The periodic check and the worker run only when a test asks.
    t = await createTestApp({ ...ATTENDEE_TEST_ENV, JOBS_POLL_INTERVAL_MS: '600000' });
    organiser = await signedInUser(t);
    event = await publishedEvent(t, organiser.token);
  });
  afterAll(async () => t?.close());

  /** A session of the test event at `startTime` on its first day (UTC +01:00), and its start instant. */
  async function session(title: string, startTime: string, endTime: string) {
    const res = await eventsClient(t, organiser.token).post('/agendaSession', sessionBody(event.eventId, { title, titleDe: `${title} (de)`, startTime, endTime }));
    if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
    return { id: (res.json() as { data: { id: number } }).data.id, startMs: zonedInstant(firstDay(), startTime, 60) };
  }
  const call = (who: TestAttendee, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/venue${url}`, headers: bearer(who.token), ...(payload && { payload }) });
  const notificationsOf = async (who: TestAttendee) => {
    const res = await call(who, 'GET', '/notifications');
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { title: string; text: string; sessionId: number }[];
  };
  const checkAndDeliver = async () => {
    const written = await t.app.services.myAgendaReminders.check();
    await t.drainJobs();
    return written;
  };

  it('reminds once, in the venue and by e-mail in the attendee\'s language, at its moment; a second check and a job run again add nothing', async () => {
    const talk = await session('Keynote', '10:00', '11:00');
    // Ten days on, an attendee's session from today would have lapsed: the attendee comes in on the day.
    advanceTo(talk.startMs - 16 * MINUTE);
    const ada = await signedInAttendee(t, event, { firstName: 'Jörg', lang: 'de' });
    await call(ada, 'POST', `/my-agenda/${talk.id}`);
    const saved = await call(ada, 'POST', '/my-agenda/reminders', { minutesBefore: 15, byMail: true });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.reminders).toEqual({ minutesBefore: 15, byMail: true });

    expect(await checkAndDeliver()).toBe(0);
    advanceTo(talk.startMs - 15 * MINUTE);
    expect(await checkAndDeliver()).toBe(1);
    expect(await checkAndDeliver()).toBe(0);
    // The job again, as after a worker killed before it finished: nothing twice.
    await t.app.services.jobs.enqueue(myAgendaReminderJob, { accountId: ada.accountId, sessionId: talk.id, startMs: talk.startMs });
    await t.drainJobs();

    const received = await notificationsOf(ada);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ title: 'Beginnt in 15 Min.: Keynote (de)', text: 'Um 10:00 (UTC +01:00).', sessionId: talk.id });
    const mails = mailsTo(t.dataDir, ada.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Erinnerung: Keynote (de) beginnt um 10:00');
    expect(mails[0]!.text).toContain('Keynote (de) beginnt in 15 Minuten, um 10:00 (UTC +01:00).');
    expect(mails[0]!.links).toContain(`https://aula.test/e/${event.code}/venue/agenda#session-${talk.id}`);
    // The organiser's list of notifications keeps to their own.
    const consoleList = await t.app.inject({ method: 'GET', url: `/api/notifications/${event.eventId}`, headers: bearer(organiser.token) });
    expect(consoleList.json().data).toEqual([]);
  });

  it('sends no e-mail without the consent, and nothing once the session has started', async () => {
    const talk = await session('Panel', '12:00', '13:00');
    const ben = await signedInAttendee(t, event);
    await call(ben, 'POST', `/my-agenda/${talk.id}`);
    await call(ben, 'POST', '/my-agenda/reminders', { minutesBefore: 5, byMail: false });
    advanceTo(talk.startMs - 5 * MINUTE);
    expect(await checkAndDeliver()).toBe(1);
    expect((await notificationsOf(ben)).map((n) => n.title)).toEqual(['Starts in 5 min: Panel']);
    expect(mailsTo(t.dataDir, ben.email)).toHaveLength(0);

    const late = await signedInAttendee(t, event);
    await call(late, 'POST', `/my-agenda/${talk.id}`);
    await call(late, 'POST', '/my-agenda/reminders', { minutesBefore: 60, byMail: true });
    advanceTo(talk.startMs + MINUTE);
    expect(await checkAndDeliver()).toBe(0);
    expect(await notificationsOf(late)).toEqual([]);
  });

  it('drops a reminder whose session left the agenda, was deleted or moved before its job ran, and reminds of a moved one at its new time', async () => {
    const workshop = await session('Workshop', '14:00', '15:00');
    const other = await session('Other', '14:00', '15:00');
    const moved = await session('Moved talk', '14:00', '15:00');
    const carl = await signedInAttendee(t, event);
    for (const id of [workshop.id, other.id, moved.id]) await call(carl, 'POST', `/my-agenda/${id}`);
    await call(carl, 'POST', '/my-agenda/reminders', { minutesBefore: 10, byMail: true });
    advanceTo(workshop.startMs - 10 * MINUTE);
    // What happens between a reminder's job being queued and its run: removed, deleted, moved an hour later.
    await call(carl, 'DELETE', `/my-agenda/${workshop.id}`);
    await eventsClient(t, organiser.token).post('/deleteAgendaSession', { id: other.id });
    await t.database.db.update(agendaSessions).set({ startTime: '15:00', endTime: '16:00' }).where(eq(agendaSessions.id, moved.id));
    for (const { id, startMs } of [workshop, moved]) await t.app.services.jobs.enqueue(myAgendaReminderJob, { accountId: carl.accountId, sessionId: id, startMs });
    await t.drainJobs();
    expect(await notificationsOf(carl)).toEqual([]);
    expect(mailsTo(t.dataDir, carl.email)).toHaveLength(0);
    expect(await checkAndDeliver()).toBe(0);

    advanceTo(moved.startMs + 50 * MINUTE);
    expect(await checkAndDeliver()).toBe(1);
    expect((await notificationsOf(carl)).map((n) => n.text)).toEqual(['At 15:00 (UTC +01:00).']);
    expect(mailsTo(t.dataDir, carl.email)).toHaveLength(1);
  });

  it('writes a reminder once when two instances check at the same moment', async () => {
    const talk = await session('Twice checked', '18:00', '19:00');
    advanceTo(talk.startMs - 20 * MINUTE);
    const fay = await signedInAttendee(t, event);
    await call(fay, 'POST', `/my-agenda/${talk.id}`);
    await call(fay, 'POST', '/my-agenda/reminders', { minutesBefore: 15, byMail: false });
    advanceTo(talk.startMs - 15 * MINUTE);
    // A second instance's check on the same database; its jobs are the same queue's, run by this app's worker.
    const { jobs } = t.app.services;
    const other = createMyAgendaReminders(t.database.db, {
      now: () => new Date(appNow()),
      jobs: { enqueue: jobs.enqueue, handle: () => undefined, nudge: () => undefined },
      notifications: t.app.services.notifications,
      eventMailers: t.app.services.eventMailers,
      publicUrl: 'https://aula.test',
      checkIntervalMs: 600_000,
      log: t.app.log,
    });
    const written = await Promise.all([t.app.services.myAgendaReminders.check(), other.check()]);
    expect(written[0] + written[1]).toBe(1);
    await t.drainJobs();
    expect((await notificationsOf(fay)).map((n) => n.title)).toEqual(['Starts in 15 min: Twice checked']);
  });

  it('refuses a reminder time that is not one of the choices', async () => {
    const eve = await signedInAttendee(t, event);
    expect((await call(eve, 'POST', '/my-agenda/reminders', { minutesBefore: 7, byMail: false })).statusCode).toBe(400);
    const off = await call(eve, 'POST', '/my-agenda/reminders', { minutesBefore: null, byMail: false });
    expect(off.json().data.reminders).toEqual({ minutesBefore: null, byMail: false });
  });
});
