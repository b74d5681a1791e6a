import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { attendeeAccount } from '../attendee-auth/attendee-test-support';
import { recomputedRollUps, storedRollUps } from '../../test/analytics-rows';
import { minuteAt, minuteRowsEvent } from '../../test/minute-rows-event';

describe("the rooms' visits, visitors and hours", () => {
  const fixture = minuteRowsEvent();

  const inStage = (instance: string, n: number, accountIds: number[]) =>
    fixture.repository.writeBatch({
      instance,
      minute: minuteAt(n),
      part: 0,
      accounts: accountIds.map((accountId) => ({ eventId: fixture.eventId, accountId, presentSeconds: 60, visibleSeconds: 60 })),
      rooms: accountIds.map((accountId) => ({ eventId: fixture.eventId, accountId, roomId: fixture.stage, presentSeconds: 30, visibleSeconds: 30, playingSeconds: 0 })),
    });
  const roomDays = async () =>
    (
      (await fixture.t.database.db.execute(
        sql`select day::text, visitors, engaged_visitors, visits, present_minutes, chat_messages, questions, votes from analytics_room_days where event_id = ${fixture.eventId} order by 1`,
      )) as unknown as { rows: unknown[] }
    ).rows;

  it('counts a visit once however its minutes arrive: late, twice, from two instances, across midnight', async () => {
    await inStage('a', 0, [fixture.ada]);
    await inStage('a', 2, [fixture.ada, fixture.ben]);
    await inStage('b', 2, [fixture.ada]);
    // Minute 1 arrives last (a retried batch): it joins the visit of minute 0 to the one that seemed to start at minute 2.
    await inStage('b', 1, [fixture.ada]);
    await inStage('b', 1, [fixture.ada]);
    await inStage('a', 5, [fixture.ada]);

    const stored = await storedRollUps(fixture.t.database.db, fixture.eventId);
    expect(stored).toEqual(await recomputedRollUps(fixture.t.database.db, fixture.eventId));
    expect(stored.roomDays).toEqual([
      { room_id: fixture.stage, day: '2026-12-03', visitors: 1, visits: 1, present_minutes: 2 },
      { room_id: fixture.stage, day: '2026-12-04', visitors: 2, visits: 2, present_minutes: 3 },
    ]);
    expect(stored.roomTotals).toEqual([{ room_id: fixture.stage, visitors: 2 }]);
    expect(stored.roomHours.map((row) => row.visitors)).toEqual([1, 2]);
  });

  it("makes a visitor engaged in the room once they were present and acted there, whichever came first, and counts the room's actions", async () => {
    const { analytics } = fixture.t.app.services;
    fixture.t.advanceClock(minuteAt(3).getTime() + 10_000 - fixture.t.app.now().getTime());
    await analytics.recordAction({ eventId: fixture.eventId, accountId: fixture.ada }, 'chatMessage', fixture.stage);
    await analytics.recordAction({ eventId: fixture.eventId, accountId: fixture.ada }, 'pollVote', fixture.stage);
    await analytics.recordAction({ eventId: fixture.eventId, accountId: fixture.ben }, 'like', fixture.stage);
    const cleo = (await attendeeAccount(fixture.t, fixture.eventId)).id;
    await analytics.recordAction({ eventId: fixture.eventId, accountId: cleo }, 'question', fixture.stage);
    expect((await roomDays())[1]).toEqual({
      day: '2026-12-04',
      visitors: 2,
      engaged_visitors: 1,
      visits: 2,
      present_minutes: 3,
      chat_messages: 1,
      questions: 1,
      votes: 1,
    });

    await inStage('a', 6, [cleo]);
    expect((await roomDays())[1]).toMatchObject({ visitors: 3, engaged_visitors: 2, visits: 3 });
    const totals = await fixture.t.database.db.execute(sql`select visitors, engaged_visitors from analytics_room_totals where event_id = ${fixture.eventId}`);
    expect((totals as unknown as { rows: unknown[] }).rows).toEqual([{ visitors: 3, engaged_visitors: 2 }]);
  });
});
