import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { AnalyticsAction } from '@aula/shared';
import type { Database } from '../../db/client';
import { minuteAt, minuteRowsEvent } from '../../test/minute-rows-event';
import { writeActions, type RecordedAction } from './action-roll-up-repository';

const rows = async (db: Database, query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: unknown[] }).rows;

/** Every row the actions write, with all its columns. */
async function actionRollUps(db: Database) {
  const tables = [
    'analytics_attendees',
    'analytics_attendee_days',
    'analytics_room_actions',
    'analytics_room_visitor_days',
    'analytics_room_days',
    'analytics_room_visitors',
    'analytics_room_totals',
  ];
  return Object.fromEntries(await Promise.all(tables.map(async (table) => [table, await rows(db, sql.raw(`select * from ${table} order by 1, 2, 3, 4`))])));
}

describe('actions written in a batch', () => {
  // Two databases with the same event, rooms and attendees (the same ids): one written action by action, one in one batch.
  const oneByOne = minuteRowsEvent();
  const batched = minuteRowsEvent();

  it('roll up exactly as the same actions written one at a time, engaged visitors counted once', async () => {
    const { eventId, stage, lounge, ada, ben } = oneByOne;
    expect([batched.eventId, batched.stage, batched.lounge, batched.ada, batched.ben]).toEqual([eventId, stage, lounge, ada, ben]);
    for (const fixture of [oneByOne, batched]) {
      // Ada is present in the stage before she acts; Ben only after.
      await fixture.repository.writeBatch({
        instance: 'a',
        minute: minuteAt(0),
        part: 0,
        accounts: [{ eventId, accountId: ada, presentSeconds: 60, visibleSeconds: 60 }],
        rooms: [{ eventId, accountId: ada, roomId: stage, presentSeconds: 60, visibleSeconds: 60, playingSeconds: 0 }],
      });
    }
    const action = (accountId: number, roomId: number | null, kind: AnalyticsAction, minute: number): RecordedAction => ({
      eventId,
      accountId,
      roomId,
      action: kind,
      at: new Date(minuteAt(minute).getTime() + 5_000),
    });
    // Minutes 0 and 1 are on 3 December in the event's zone, minute 2 on the 4th.
    const actions = [
      action(ada, stage, 'chatMessage', 0),
      action(ada, stage, 'chatMessage', 0),
      action(ada, stage, 'pollVote', 1),
      action(ben, stage, 'like', 1),
      action(ben, stage, 'question', 1),
      action(ben, stage, 'questionVote', 2),
      action(ada, lounge, 'chatMessage', 2),
      action(ben, null, 'wallPost', 2),
      action(ada, null, 'like', 2),
    ];
    for (const one of actions) await writeActions(oneByOne.t.database.db, [one]);
    await writeActions(batched.t.database.db, actions);

    const expected = await actionRollUps(oneByOne.t.database.db);
    expect(await actionRollUps(batched.t.database.db)).toEqual(expected);
    expect(await rows(batched.t.database.db, sql`select room_id, day::text, engaged_visitors, chat_messages, questions, votes from analytics_room_days order by 1, 2`)).toEqual([
      { room_id: stage, day: '2026-12-03', engaged_visitors: 1, chat_messages: 2, questions: 1, votes: 1 },
      { room_id: stage, day: '2026-12-04', engaged_visitors: 0, chat_messages: 0, questions: 0, votes: 1 },
      { room_id: lounge, day: '2026-12-04', engaged_visitors: 0, chat_messages: 1, questions: 0, votes: 0 },
    ]);
  });

  it('are each counted once when many arrive at the same moment', async () => {
    const { t, eventId, stage, ben } = batched;
    const { analytics } = t.app.services;
    const before = (await rows(t.database.db, sql`select poll_votes from analytics_attendees where account_id = ${ben}`)) as { poll_votes: number }[];
    await Promise.all(Array.from({ length: 40 }, () => analytics.recordAction({ eventId, accountId: ben }, 'pollVote', stage)));
    expect(await rows(t.database.db, sql`select poll_votes from analytics_attendees where account_id = ${ben}`)).toEqual([{ poll_votes: before[0]!.poll_votes + 40 }]);
  });
});
