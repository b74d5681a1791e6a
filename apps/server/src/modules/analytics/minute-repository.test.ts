import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { events } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signedInUser } from '../../test/accounts';
import { EVENTS_TEST_ENV } from '../events/events-test-support';
import { attendeeAccount, publishedEvent } from '../attendee-auth/attendee-test-support';
import { roomsClient } from '../rooms/rooms-test-support';
import type { AccountMinuteRow, RoomMinuteRow } from './activity-recorder';
import { agendaSession, recomputedRollUps, storedRollUps } from '../../test/analytics-rows';
import { createMinuteRepository, type MinuteBatch } from './minute-repository';

/** 22:58 UTC on a day: in the event's zone (UTC+01:00) the next day starts at 23:00 UTC. */
const T0 = Date.UTC(2026, 11, 3, 22, 58);
const minuteAt = (n: number) => new Date(T0 + n * 60_000);

describe('writing minute rows and their roll-ups', () => {
  let t: TestApp;
  let eventId: number;
  let stage: number;
  let lounge: number;
  let ada: number;
  let ben: number;
  let repository: ReturnType<typeof createMinuteRepository>;

  beforeAll(async () => {
    t = await createTestApp(EVENTS_TEST_ENV);
    const organiser = await signedInUser(t);
    ({ eventId } = await publishedEvent(t, organiser.token));
    await t.database.db.update(events).set({ timezoneOffset: 60 }).where(eq(events.id, eventId));
    const rooms = roomsClient(t, organiser.token);
    stage = await rooms.createRoom(eventId);
    lounge = await rooms.createRoom(eventId);
    ada = (await attendeeAccount(t, eventId)).id;
    ben = (await attendeeAccount(t, eventId)).id;
    repository = createMinuteRepository(t.database.db);
  });
  afterAll(() => t.close());

  const venue = (accountId: number, presentSeconds: number, visibleSeconds = presentSeconds): AccountMinuteRow => ({ eventId, accountId, presentSeconds, visibleSeconds });
  const room = (accountId: number, roomId: number, presentSeconds: number, playingSeconds: number): RoomMinuteRow => ({
    eventId,
    accountId,
    roomId,
    presentSeconds,
    visibleSeconds: presentSeconds,
    playingSeconds,
  });
  const batch = (instance: string, minute: Date, accounts: AccountMinuteRow[], rooms: RoomMinuteRow[], part = 0): MinuteBatch => ({ instance, minute, part, accounts, rooms });

  it('applies a batch written twice (its answer lost) once', async () => {
    const once = batch('instance-a', minuteAt(0), [venue(ada, 60)], [room(ada, stage, 60, 45)]);
    expect(await repository.writeBatch(once)).toBe(true);
    expect(await repository.writeBatch(once)).toBe(false);

    const rollUps = await storedRollUps(t.database.db, eventId);
    expect(rollUps.eventMinutes).toEqual([{ minute: expect.any(String), present: 1 }]);
    expect(rollUps.roomMinutes).toEqual([{ room_id: stage, minute: expect.any(String), present: 1, watched: 1 }]);
    expect(rollUps.attendees).toEqual([{ account_id: ada, present_minutes: 1, watched_minutes: 1 }]);
  });

  it('adds two instances’ seconds of one attendee and minute, at most 60, and counts the attendee once', async () => {
    // Ada moved from instance A to B during the minute: 20 s of play on A and 25 s on B make it watched together.
    await repository.writeBatch(batch('instance-a', minuteAt(1), [venue(ada, 35)], [room(ada, lounge, 35, 20)]));
    await repository.writeBatch(batch('instance-b', minuteAt(1), [venue(ada, 40)], [room(ada, lounge, 40, 25)]));

    const stored = await t.database.db.execute(sql`select present_seconds, playing_seconds from analytics_room_minutes where account_id = ${ada} and room_id = ${lounge}`);
    expect((stored as unknown as { rows: unknown[] }).rows).toEqual([{ present_seconds: 60, playing_seconds: 45 }]);

    const rollUps = await storedRollUps(t.database.db, eventId);
    expect(rollUps.eventMinutes.map((row) => row.present)).toEqual([1, 1]);
    expect(rollUps.roomMinutes.filter((row) => row.room_id === lounge)).toEqual([{ room_id: lounge, minute: expect.any(String), present: 1, watched: 1 }]);
    expect(rollUps.attendees).toEqual([{ account_id: ada, present_minutes: 2, watched_minutes: 2 }]);
  });

  it('keeps every roll-up equal to a recomputation from the minute rows, across rooms, days and a session', async () => {
    // The session runs 00:00–00:02 on the event's next day (23:00–23:02 UTC), on the stage.
    const session = await agendaSession(t.database.db, eventId, stage, '2026-12-04', '00:00', '00:02');
    const minutes = [
      batch('instance-a', minuteAt(2), [venue(ada, 60), venue(ben, 10, 0)], [room(ada, stage, 60, 29), room(ben, lounge, 10, 0)]),
      batch('instance-b', minuteAt(2), [venue(ada, 5)], [room(ada, stage, 5, 5)]),
      batch('instance-a', minuteAt(3), [venue(ben, 60)], [room(ben, stage, 30, 30), room(ben, lounge, 30, 0)]),
      batch('instance-a', minuteAt(3), [venue(ada, 60)], [room(ada, stage, 60, 0)], 1),
      batch('instance-b', minuteAt(4), [venue(ada, 30), venue(ben, 60)], [room(ada, stage, 30, 30), room(ben, stage, 60, 60)]),
      batch('instance-a', minuteAt(4), [venue(ada, 30)], [room(ada, stage, 30, 30)]),
      batch('instance-a', minuteAt(5), [venue(ben, 60)], [room(ben, stage, 60, 60)]),
    ];
    for (const each of minutes) await repository.writeBatch(each);
    await repository.writeBatch(minutes[4]!);

    const stored = await storedRollUps(t.database.db, eventId);
    expect(stored).toEqual(await recomputedRollUps(t.database.db, eventId));
    // Spot checks of what the recomputation says, so that a wrong helper cannot agree with a wrong writer.
    expect(stored.eventDays).toEqual([
      { day: '2026-12-03', attendees: 1, present_minutes: 2, watched_minutes: 2 },
      { day: '2026-12-04', attendees: 2, present_minutes: 7, watched_minutes: 5 },
    ]);
    expect(stored.sessions).toEqual([{ session_id: session, attendees: 2, present_minutes: 3, watched_minutes: 2 }]);
  });

  it("writes a batch whole when an attendee's event was deleted meanwhile, leaving only that attendee out", async () => {
    const organiser = await signedInUser(t);
    const gone = await publishedEvent(t, organiser.token);
    const leaver = (await attendeeAccount(t, gone.eventId)).id;
    await t.database.db.delete(events).where(eq(events.id, gone.eventId));

    const mixed = batch('instance-c', minuteAt(9), [venue(ben, 60), { eventId: gone.eventId, accountId: leaver, presentSeconds: 60, visibleSeconds: 60 }], []);
    expect(await repository.writeBatch(mixed)).toBe(true);
    const rows = await t.database.db.execute(sql`select account_id from analytics_minutes where minute = ${minuteAt(9).toISOString()}::timestamptz`);
    expect((rows as unknown as { rows: unknown[] }).rows).toEqual([{ account_id: ben }]);
  });
});
