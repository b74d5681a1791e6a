import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { events } from '../../db/schema';
import { signedInUser } from '../../test/accounts';
import { attendeeAccount, publishedEvent } from '../attendee-auth/attendee-test-support';
import type { AccountMinuteRow, RoomMinuteRow } from './activity-recorder';
import { agendaSession, recomputedRollUps, storedRollUps } from '../../test/analytics-rows';
import { minuteAt, minuteRowsEvent } from '../../test/minute-rows-event';
import type { MinuteBatch } from './minute-repository';

describe('writing minute rows and their roll-ups', () => {
  const fixture = minuteRowsEvent();

  const venue = (accountId: number, presentSeconds: number, visibleSeconds = presentSeconds): AccountMinuteRow => ({ eventId: fixture.eventId, accountId, presentSeconds, visibleSeconds });
  const room = (accountId: number, roomId: number, presentSeconds: number, playingSeconds: number): RoomMinuteRow => ({
    eventId: fixture.eventId,
    accountId,
    roomId,
    presentSeconds,
    visibleSeconds: presentSeconds,
    playingSeconds,
  });
  const batch = (instance: string, minute: Date, accounts: AccountMinuteRow[], rooms: RoomMinuteRow[], part = 0): MinuteBatch => ({ instance, minute, part, accounts, rooms });

  it('applies a batch written twice (its answer lost) once', async () => {
    const once = batch('instance-a', minuteAt(0), [venue(fixture.ada, 60)], [room(fixture.ada, fixture.stage, 60, 45)]);
    expect(await fixture.repository.writeBatch(once)).toBe(true);
    expect(await fixture.repository.writeBatch(once)).toBe(false);

    const rollUps = await storedRollUps(fixture.t.database.db, fixture.eventId);
    expect(rollUps.eventMinutes).toEqual([{ minute: expect.any(String), present: 1 }]);
    expect(rollUps.roomMinutes).toEqual([{ room_id: fixture.stage, minute: expect.any(String), present: 1, watched: 1 }]);
    expect(rollUps.attendees).toEqual([{ account_id: fixture.ada, present_minutes: 1, watched_minutes: 1 }]);
  });

  it('adds two instances’ seconds of one attendee and minute, at most 60, and counts the attendee once', async () => {
    // Ada moved from instance A to B during the minute: 20 s of play on A and 25 s on B make it watched together.
    await fixture.repository.writeBatch(batch('instance-a', minuteAt(1), [venue(fixture.ada, 35)], [room(fixture.ada, fixture.lounge, 35, 20)]));
    await fixture.repository.writeBatch(batch('instance-b', minuteAt(1), [venue(fixture.ada, 40)], [room(fixture.ada, fixture.lounge, 40, 25)]));

    const stored = await fixture.t.database.db.execute(sql`select present_seconds, playing_seconds from analytics_room_minutes where account_id = ${fixture.ada} and room_id = ${fixture.lounge}`);
    expect((stored as unknown as { rows: unknown[] }).rows).toEqual([{ present_seconds: 60, playing_seconds: 45 }]);

    const rollUps = await storedRollUps(fixture.t.database.db, fixture.eventId);
    expect(rollUps.eventMinutes.map((row) => row.present)).toEqual([1, 1]);
    expect(rollUps.roomMinutes.filter((row) => row.room_id === fixture.lounge)).toEqual([{ room_id: fixture.lounge, minute: expect.any(String), present: 1, watched: 1 }]);
    expect(rollUps.attendees).toEqual([{ account_id: fixture.ada, present_minutes: 2, watched_minutes: 2 }]);
  });

  it('keeps every roll-up equal to a recomputation from the minute rows, across rooms, days and a session', async () => {
    // The session runs 00:00–00:02 on the event's next day (23:00–23:02 UTC), on the stage.
    const session = await agendaSession(fixture.t.database.db, fixture.eventId, fixture.stage, '2026-12-04', '00:00', '00:02');
    const minutes = [
      batch('instance-a', minuteAt(2), [venue(fixture.ada, 60), venue(fixture.ben, 10, 0)], [room(fixture.ada, fixture.stage, 60, 29), room(fixture.ben, fixture.lounge, 10, 0)]),
      batch('instance-b', minuteAt(2), [venue(fixture.ada, 5)], [room(fixture.ada, fixture.stage, 5, 5)]),
      batch('instance-a', minuteAt(3), [venue(fixture.ben, 60)], [room(fixture.ben, fixture.stage, 30, 30), room(fixture.ben, fixture.lounge, 30, 0)]),
      batch('instance-a', minuteAt(3), [venue(fixture.ada, 60)], [room(fixture.ada, fixture.stage, 60, 0)], 1),
      batch('instance-b', minuteAt(4), [venue(fixture.ada, 30), venue(fixture.ben, 60)], [room(fixture.ada, fixture.stage, 30, 30), room(fixture.ben, fixture.stage, 60, 60)]),
      batch('instance-a', minuteAt(4), [venue(fixture.ada, 30)], [room(fixture.ada, fixture.stage, 30, 30)]),
      batch('instance-a', minuteAt(5), [venue(fixture.ben, 60)], [room(fixture.ben, fixture.stage, 60, 60)]),
    ];
    for (const each of minutes) await fixture.repository.writeBatch(each);
    await fixture.repository.writeBatch(minutes[4]!);

    const stored = await storedRollUps(fixture.t.database.db, fixture.eventId);
    expect(stored).toEqual(await recomputedRollUps(fixture.t.database.db, fixture.eventId));
    // Spot checks of what the recomputation says, so that a wrong helper cannot agree with a wrong writer.
    expect(stored.eventDays).toEqual([
      { day: '2026-12-03', attendees: 1, present_minutes: 2, watched_minutes: 2 },
      { day: '2026-12-04', attendees: 2, present_minutes: 7, watched_minutes: 5 },
    ]);
    expect(stored.sessions).toEqual([{ session_id: session, attendees: 2, present_minutes: 3, watched_minutes: 2 }]);
  });

  it("writes a batch whole when an attendee's event was deleted meanwhile, leaving only that attendee out", async () => {
    const organiser = await signedInUser(fixture.t);
    const gone = await publishedEvent(fixture.t, organiser.token);
    const leaver = (await attendeeAccount(fixture.t, gone.eventId)).id;
    await fixture.t.database.db.delete(events).where(eq(events.id, gone.eventId));

    const mixed = batch('instance-c', minuteAt(9), [venue(fixture.ben, 60), { eventId: gone.eventId, accountId: leaver, presentSeconds: 60, visibleSeconds: 60 }], []);
    expect(await fixture.repository.writeBatch(mixed)).toBe(true);
    const rows = await fixture.t.database.db.execute(sql`select account_id from analytics_minutes where minute = ${minuteAt(9).toISOString()}::timestamptz`);
    expect((rows as unknown as { rows: unknown[] }).rows).toEqual([{ account_id: fixture.ben }]);
  });
});
