import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agendaSessions, events } from '../../db/schema';
import { signedInUser } from '../../test/accounts';
import { agendaSession, recomputedRollUps, storedRollUps } from '../../test/analytics-rows';
import { waitFor } from '../../test/server-process';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ATTENDEE_TEST_ENV, attendeeAccount, publishedEvent } from '../attendee-auth/attendee-test-support';
import { roomsClient } from '../rooms/rooms-test-support';
import { createMinuteRepository } from './minute-repository';
import { createSessionFiguresRepository, lockSessionFigures } from './session-figures-repository';

const DAY = '2026-12-03';

type RecordedEvent = { eventId: number; roomId: number; sessionId: number; accounts: number[] };

/**
 * A recount replaces one event's session figures and waits only for that event's writers
 * (docs/rules/analytics.md#storage, docs/decisions/0118-session-recount-locks-its-event.md).
 */
describe('session recounts of one event', () => {
  let t: TestApp;
  let first: RecordedEvent;
  let second: RecordedEvent;
  let batches = 0;

  const writeMinute = (event: RecordedEvent, at: string, accounts = event.accounts) =>
    createMinuteRepository(t.database.db).writeBatch({
      instance: 'recount-test',
      minute: new Date(`${DAY}T${at}:00Z`),
      part: (batches += 1),
      accounts: accounts.map((accountId) => ({ eventId: event.eventId, accountId, presentSeconds: 60, visibleSeconds: 60 })),
      rooms: accounts.map((accountId) => ({ eventId: event.eventId, accountId, roomId: event.roomId, presentSeconds: 60, visibleSeconds: 60, playingSeconds: 60 })),
    });

  /** An event at UTC with a session on its stage from 12:00 to 12:05, and minutes of its attendees at 11:59, 12:00 and 12:01. */
  const recordedEvent = async (token: string, attendees: number): Promise<RecordedEvent> => {
    const { eventId } = await publishedEvent(t, token);
    await t.database.db.update(events).set({ timezoneOffset: 0 }).where(eq(events.id, eventId));
    const roomId = await roomsClient(t, token).createRoom(eventId);
    const sessionId = await agendaSession(t.database.db, eventId, roomId, DAY, '12:00', '12:05');
    const accounts = await Promise.all(Array.from({ length: attendees }, async () => (await attendeeAccount(t, eventId)).id));
    const event = { eventId, roomId, sessionId, accounts };
    for (const at of ['11:59', '12:00', '12:01']) await writeMinute(event, at);
    return event;
  };
  const moveSession = (event: RecordedEvent, startTime: string, endTime: string) =>
    t.database.db.update(agendaSessions).set({ startTime, endTime }).where(eq(agendaSessions.id, event.sessionId));
  const sessionFigures = async (event: RecordedEvent) => {
    const { sessions, sessionAttendees } = await storedRollUps(t.database.db, event.eventId);
    return { sessions, sessionAttendees };
  };
  const recountedFigures = async (event: RecordedEvent) => {
    const { sessions, sessionAttendees } = await recomputedRollUps(t.database.db, event.eventId);
    return { sessions, sessionAttendees };
  };

  beforeAll(async () => {
    t = await createTestApp({ ...ATTENDEE_TEST_ENV, JOBS_POLL_INTERVAL_MS: '600000' });
    const organiser = await signedInUser(t);
    first = await recordedEvent(organiser.token, 2);
    second = await recordedEvent(organiser.token, 1);
  });
  afterAll(() => t.close());

  it('recounts two events at the same time, each to its own figures under its own agenda', async () => {
    await moveSession(first, '11:59', '12:01');
    await moveSession(second, '12:01', '12:05');
    const recounts = createSessionFiguresRepository(t.database.db);
    expect(await Promise.all([recounts.recount(first.eventId), recounts.recount(second.eventId)])).toEqual([true, true]);

    expect((await sessionFigures(first)).sessions).toEqual([{ session_id: first.sessionId, attendees: 2, present_minutes: 4, watched_minutes: 4 }]);
    expect((await sessionFigures(second)).sessions).toEqual([{ session_id: second.sessionId, attendees: 1, present_minutes: 1, watched_minutes: 1 }]);
    expect(await sessionFigures(first)).toEqual(await recountedFigures(first));
    expect(await sessionFigures(second)).toEqual(await recountedFigures(second));
  });

  // PGlite is one connection that runs one transaction at a time, so only a server shows who waits for whom.
  it.skipIf(process.env.TEST_DB !== 'postgres')(
    "lets other events' minutes and recounts through while one event is recounted, and holds that event's minutes until it commits",
    async () => {
      const waitingForLock = async () => {
        const result = await t.database.db.execute(sql`select count(*)::int as waiting from pg_locks where locktype = 'advisory' and not granted`);
        return (result as unknown as { rows: Array<{ waiting: number }> }).rows[0]!.waiting;
      };
      let heldWrite: Promise<boolean> | undefined;
      await t.database.db.transaction(async (tx) => {
        // What a recount of the first event holds until it commits.
        await lockSessionFigures(tx, [first.eventId], 'exclusive');
        expect(await writeMinute(second, '12:02')).toBe(true);
        expect(await createSessionFiguresRepository(t.database.db).recount(second.eventId)).toBe(true);
        heldWrite = writeMinute(first, '12:00', [(await attendeeAccount(t, first.eventId)).id]);
        await waitFor("the first event's minute to wait for its recount", async () => (await waitingForLock()) === 1);
      });
      expect(await heldWrite).toBe(true);
      expect((await sessionFigures(first)).sessions).toEqual([{ session_id: first.sessionId, attendees: 3, present_minutes: 5, watched_minutes: 5 }]);
      expect((await sessionFigures(second)).sessions).toEqual([{ session_id: second.sessionId, attendees: 1, present_minutes: 2, watched_minutes: 2 }]);
      expect(await sessionFigures(first)).toEqual(await recountedFigures(first));
      expect(await sessionFigures(second)).toEqual(await recountedFigures(second));
    },
  );
});
