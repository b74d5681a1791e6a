import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { events } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signedInUser } from '../../test/accounts';
import { EVENTS_TEST_ENV } from '../events/events-test-support';
import { attendeeAccount, publishedEvent } from '../attendee-auth/attendee-test-support';
import { roomsClient } from '../rooms/rooms-test-support';
import { recomputedRollUps, storedRollUps } from '../../test/analytics-rows';
import { createMinuteRepository } from './minute-repository';

/** 22:58 UTC: in the event's zone (UTC+01:00) the next day starts two minutes later. */
const T0 = Date.UTC(2026, 11, 3, 22, 58);
const minuteAt = (n: number) => new Date(T0 + n * 60_000);

describe("the rooms' visits, visitors and hours", () => {
  let t: TestApp;
  let eventId: number;
  let stage: number;
  let ada: number;
  let ben: number;
  let repository: ReturnType<typeof createMinuteRepository>;

  beforeAll(async () => {
    t = await createTestApp(EVENTS_TEST_ENV);
    const organiser = await signedInUser(t);
    ({ eventId } = await publishedEvent(t, organiser.token));
    await t.database.db.update(events).set({ timezoneOffset: 60 }).where(eq(events.id, eventId));
    stage = await roomsClient(t, organiser.token).createRoom(eventId);
    ada = (await attendeeAccount(t, eventId)).id;
    ben = (await attendeeAccount(t, eventId)).id;
    repository = createMinuteRepository(t.database.db);
  });
  afterAll(() => t.close());

  const inStage = (instance: string, n: number, accountIds: number[]) =>
    repository.writeBatch({
      instance,
      minute: minuteAt(n),
      part: 0,
      accounts: accountIds.map((accountId) => ({ eventId, accountId, presentSeconds: 60, visibleSeconds: 60 })),
      rooms: accountIds.map((accountId) => ({ eventId, accountId, roomId: stage, presentSeconds: 30, visibleSeconds: 30, playingSeconds: 0 })),
    });
  const roomDays = async () =>
    (
      (await t.database.db.execute(
        sql`select day::text, visitors, engaged_visitors, visits, present_minutes, chat_messages, questions, votes from analytics_room_days where event_id = ${eventId} order by 1`,
      )) as unknown as { rows: unknown[] }
    ).rows;

  it('counts a visit once however its minutes arrive: late, twice, from two instances, across midnight', async () => {
    await inStage('a', 0, [ada]);
    await inStage('a', 2, [ada, ben]);
    await inStage('b', 2, [ada]);
    // Minute 1 arrives last (a retried batch): it joins the visit of minute 0 to the one that seemed to start at minute 2.
    await inStage('b', 1, [ada]);
    await inStage('b', 1, [ada]);
    await inStage('a', 5, [ada]);

    const stored = await storedRollUps(t.database.db, eventId);
    expect(stored).toEqual(await recomputedRollUps(t.database.db, eventId));
    expect(stored.roomDays).toEqual([
      { room_id: stage, day: '2026-12-03', visitors: 1, visits: 1, present_minutes: 2 },
      { room_id: stage, day: '2026-12-04', visitors: 2, visits: 2, present_minutes: 3 },
    ]);
    expect(stored.roomTotals).toEqual([{ room_id: stage, visitors: 2 }]);
    expect(stored.roomHours.map((row) => row.visitors)).toEqual([1, 2]);
  });

  it("makes a visitor engaged in the room once they were present and acted there, whichever came first, and counts the room's actions", async () => {
    const { analytics } = t.app.services;
    t.advanceClock(minuteAt(3).getTime() + 10_000 - t.app.now().getTime());
    await analytics.recordAction({ eventId, accountId: ada }, 'chatMessage', stage);
    await analytics.recordAction({ eventId, accountId: ada }, 'pollVote', stage);
    await analytics.recordAction({ eventId, accountId: ben }, 'like', stage);
    const cleo = (await attendeeAccount(t, eventId)).id;
    await analytics.recordAction({ eventId, accountId: cleo }, 'question', stage);
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
    const totals = await t.database.db.execute(sql`select visitors, engaged_visitors from analytics_room_totals where event_id = ${eventId}`);
    expect((totals as unknown as { rows: unknown[] }).rows).toEqual([{ visitors: 3, engaged_visitors: 2 }]);
  });
});
