import { analyticsSessionsSchema } from '@aula/shared';
import { describe, expect, it, onTestFinished } from 'vitest';
import { bearer } from '../../test/accounts';
import { analyticsTestApp, analyticsGet } from '../../test/analytics-seed';
import { recomputedRollUps } from '../../test/analytics-rows';
import { firstDay, sessionBody } from '../agenda/agenda-test-support';
import { ATTENDEE_TEST_ENV, attendeeAccount } from '../attendee-auth/attendee-test-support';
import { eventFields, eventsClient } from '../events/events-test-support';
import { roomsClient } from '../rooms/rooms-test-support';
import type { Database } from '../../db/client';
import { createJobRepository } from '../../jobs/repository';
import { createMinuteRepository } from './minute-repository';
import { createAnalyticsRepository } from './repository';
import { sessionFiguresJob } from './session-figures';
import { createSessionFiguresRepository } from './session-figures-repository';

const DAY = 24 * 3600_000;

/**
 * Session figures follow the agenda (docs/rules/analytics.md#storage): the seeded keynote on the
 * stage runs 12:00 to 12:05 at UTC+02:00, and Ada and Ben were there at 12:00, Ada again at 12:01.
 */
describe('session figures after the agenda changes', () => {
  // The worker polls only when nudged; draining waits for the recount a change queued.
  const fixture = analyticsTestApp({ ...ATTENDEE_TEST_ENV, JOBS_POLL_INTERVAL_MS: '600000' });

  const saveSession = async (overrides: Record<string, unknown>) => {
    const body = sessionBody(fixture.seeded.eventId, { title: 'Keynote', day: '2026-12-03', roomId: fixture.seeded.stage, allowOverlap: true, ...overrides });
    const res = await fixture.t.app.inject({ method: 'POST', url: '/api/agendaSession', headers: bearer(fixture.seeded.organiser.token), payload: body });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { data: { id: number } }).data.id;
  };
  const moveKeynote = (startTime: string, endTime: string) => saveSession({ id: fixture.seeded.keynote, startTime, endTime });
  const figures = async (eventId = fixture.seeded.eventId) => {
    const res = await analyticsGet(fixture.t, fixture.seeded.organiser.token, `/analyticsSessions/${eventId}`);
    return analyticsSessionsSchema.parse((res.json() as { data: unknown }).data).rows.map(({ title, start, attendees, averageMinutes }) => ({ title, start, attendees, averageMinutes }));
  };

  it('recounts a moved session from the minute rows once the job has run, and again when it moves back', async () => {
    await moveKeynote('13:00', '13:05');
    await fixture.t.drainJobs();
    expect(await figures()).toEqual([{ title: 'Keynote', start: '2026-12-03T11:00:00.000Z', attendees: 0, averageMinutes: null }]);

    await moveKeynote('12:01', '12:05');
    await fixture.t.drainJobs();
    expect(await figures()).toEqual([{ title: 'Keynote', start: '2026-12-03T10:01:00.000Z', attendees: 1, averageMinutes: 1 }]);

    await moveKeynote('12:00', '12:05');
    await fixture.t.drainJobs();
    expect(await figures()).toEqual([{ title: 'Keynote', start: '2026-12-03T10:00:00.000Z', attendees: 2, averageMinutes: 1.5 }]);
    expect((await recomputedRollUps(fixture.t.database.db, fixture.seeded.eventId)).sessions).toEqual([{ session_id: fixture.seeded.keynote, attendees: 2, present_minutes: 3, watched_minutes: 3 }]);
  });

  it('queues one recount for many quick edits, and one more for an edit made while a recount is under way', async () => {
    const queuedRecounts = async () => (await fixture.t.app.services.jobs.pending()).filter((job) => job.name === sessionFiguresJob.name);
    // The worker would take each edit's recount as it comes: without it, jobs run only when drained.
    await fixture.t.app.services.jobs.stop();
    onTestFinished(() => fixture.t.app.services.jobs.start());
    for (let edit = 0; edit < 10; edit++) await moveKeynote(edit % 2 === 0 ? '12:01' : '12:00', '12:05');
    expect(await queuedRecounts()).toEqual([{ name: sessionFiguresJob.name, status: 'queued', attempts: 0, lastError: null }]);
    await fixture.t.drainJobs();
    expect(await figures()).toEqual([{ title: 'Keynote', start: '2026-12-03T10:00:00.000Z', attendees: 2, averageMinutes: 1.5 }]);

    // An instance claims the next recount and reads the agenda; the organiser edits again before it commits.
    await moveKeynote('12:01', '12:05');
    const jobRows = createJobRepository(fixture.t.database.db);
    const underWay = await jobRows.claim(fixture.t.app.now(), 60_000, [sessionFiguresJob.name]);
    expect(await createSessionFiguresRepository(fixture.t.database.db).recount(fixture.seeded.eventId)).toBe(true);
    await moveKeynote('12:00', '12:05');
    expect((await queuedRecounts()).map((job) => job.status)).toEqual(['running', 'queued']);
    expect(await jobRows.complete(underWay!)).toBe(true);
    expect((await figures())[0]).toMatchObject({ start: '2026-12-03T10:00:00.000Z', attendees: 1 });
    await fixture.t.drainJobs();
    expect(await figures()).toEqual([{ title: 'Keynote', start: '2026-12-03T10:00:00.000Z', attendees: 2, averageMinutes: 1.5 }]);
    expect(await queuedRecounts()).toEqual([]);
  });

  it('counts a session added after its minutes were recorded, and a session moved to another room', async () => {
    await saveSession({ title: 'Q&A', startTime: '12:00', endTime: '12:01' });
    await fixture.t.drainJobs();
    expect(await figures()).toEqual([
      { title: 'Keynote', start: '2026-12-03T10:00:00.000Z', attendees: 2, averageMinutes: 1.5 },
      { title: 'Q&A', start: '2026-12-03T10:00:00.000Z', attendees: 2, averageMinutes: 1 },
    ]);
    await saveSession({ id: fixture.seeded.keynote, roomId: null, startTime: '12:00', endTime: '12:05' });
    await fixture.t.drainJobs();
    expect((await figures())[0]).toEqual({ title: 'Keynote', start: '2026-12-03T10:00:00.000Z', attendees: 0, averageMinutes: null });
    await saveSession({ id: fixture.seeded.keynote, roomId: fixture.seeded.stage, startTime: '12:00', endTime: '12:05' });
    await fixture.t.drainJobs();
    expect((await figures())[0]).toEqual({ title: 'Keynote', start: '2026-12-03T10:00:00.000Z', attendees: 2, averageMinutes: 1.5 });
  });

  it('keeps the figures it had when retention deletes minute rows after its check and before its count', async () => {
    const before = await figures();
    expect(before.map((row) => row.attendees)).toEqual([2, 2]);
    // Another instance's daily pass, a year on, in the moment between the recount's check and its read.
    const retentionMeanwhile = async (tx: Database) => {
      expect(await createAnalyticsRepository(tx).deleteExpiredMinutes(new Date(fixture.t.app.now().getTime() + 365 * DAY))).toBeGreaterThan(0);
    };
    expect(await createSessionFiguresRepository(fixture.t.database.db).recount(fixture.seeded.eventId, retentionMeanwhile)).toBe(false);
    expect(await figures()).toEqual(before);
  });

  it('keeps the figures as they were once the minute rows are past retention', async () => {
    fixture.t.advanceClock(3 * DAY);
    const setRetention = await fixture.t.app.inject({ method: 'POST', url: `/api/analyticsRetention/${fixture.seeded.eventId}`, headers: bearer(fixture.seeded.organiser.token), payload: { retentionDays: 1 } });
    expect(setRetention.statusCode).toBe(200);
    await fixture.t.app.services.analytics.deleteExpiredMinutes();
    await moveKeynote('13:00', '13:05');
    await fixture.t.drainJobs();
    expect(await figures()).toEqual([
      { title: 'Q&A', start: '2026-12-03T10:00:00.000Z', attendees: 2, averageMinutes: 1 },
      { title: 'Keynote', start: '2026-12-03T11:00:00.000Z', attendees: 2, averageMinutes: 1.5 },
    ]);
  });

  it("recounts the sessions when the event's time zone moves their slots to other instants, and when their room is deleted", async () => {
    const api = eventsClient(fixture.t, fixture.seeded.organiser.token);
    const eventId = await api.create();
    const rooms = roomsClient(fixture.t, fixture.seeded.organiser.token);
    const room = await rooms.createRoom(eventId);
    const talk = sessionBody(eventId, { title: 'Talk', roomId: room, startTime: '09:00', endTime: '10:00' });
    expect((await fixture.t.app.inject({ method: 'POST', url: '/api/agendaSession', headers: bearer(fixture.seeded.organiser.token), payload: talk })).statusCode).toBe(200);
    // 07:30 UTC: before the talk at UTC+01:00 (08:00 to 09:00 UTC), within it at UTC+02:00 (07:00 to 08:00 UTC).
    const accountId = (await attendeeAccount(fixture.t, eventId)).id;
    await createMinuteRepository(fixture.t.database.db).writeBatch({
      instance: `zone-${eventId}`,
      minute: new Date(`${firstDay()}T07:30:00Z`),
      part: 0,
      accounts: [{ eventId, accountId, presentSeconds: 60, visibleSeconds: 60 }],
      rooms: [{ eventId, accountId, roomId: room, presentSeconds: 60, visibleSeconds: 60, playingSeconds: 0 }],
    });
    await fixture.t.drainJobs();
    expect((await figures(eventId))[0]).toMatchObject({ title: 'Talk', attendees: 0 });

    const saved = await api.save(eventFields({ id: String(eventId), timezone: '120' }));
    expect(saved.statusCode, saved.body).toBe(200);
    await fixture.t.drainJobs();
    expect((await figures(eventId))[0]).toMatchObject({ title: 'Talk', start: `${firstDay()}T07:00:00.000Z`, attendees: 1, averageMinutes: 1 });

    // Without its room, the session has no minutes to count.
    expect((await rooms.remove(room)).statusCode).toBe(200);
    await fixture.t.drainJobs();
    expect((await figures(eventId))[0]).toMatchObject({ title: 'Talk', attendees: 0 });
  });
});
