import { sql } from 'drizzle-orm';
import { ANALYTICS_ACTIONS, type AnalyticsAction } from '@aula/shared';
import type { Database } from '../../db/client';

/** One action as recording stores it. */
export type RecordedAction = { eventId: number; accountId: number; roomId: number | null; action: AnalyticsAction; at: Date };

/** The column of `analytics_attendees` and `analytics_attendee_days` that counts each action. */
const ACTION_COLUMNS: Record<AnalyticsAction, string> = {
  chatMessage: 'chat_messages',
  wallPost: 'wall_posts',
  like: 'likes',
  question: 'questions',
  questionVote: 'question_votes',
  pollVote: 'poll_votes',
};

/** The column of `analytics_room_days` that counts an engaging action made in a room, where it has one. */
const ROOM_DAY_COLUMNS: Record<'chat_messages' | 'questions' | 'votes', readonly AnalyticsAction[]> = {
  chat_messages: ['chatMessage'],
  questions: ['question'],
  votes: ['questionVote', 'pollVote'],
};

const raw = (text: string) => sql.raw(text);
const counted = (actions: readonly AnalyticsAction[]) => raw(`count(*) filter (where action in (${actions.map((action) => `'${action}'`).join(', ')}))`);
const added = (table: string, columns: readonly string[]) => raw(columns.map((column) => `${column} = ${table}.${column} + excluded.${column}`).join(', '));

/**
 * A batch of actions in one statement (docs/rules/analytics.md#storage): each attendee's counts
 * and day, each room's minute, and for engaging actions made in a room the visitor's day and
 * whole event there and whether that made them an engaged visitor (their engaging actions went
 * from 0 while they had present minutes). Every roll-up adds the batch's count per row, so a row
 * is written once however many of the batch's actions it counts. Each part reads the one before it
 * and writes its rows in the order of their keys, so two batches lock rows in the same order.
 */
export async function writeActions(db: Database, actions: readonly RecordedAction[]): Promise<void> {
  if (actions.length === 0) return;
  const input = actions.map(({ eventId, accountId, roomId, action, at }) => ({
    eventId,
    accountId,
    roomId,
    action,
    at: at.toISOString(),
    minute: new Date(Math.floor(at.getTime() / 60_000) * 60_000).toISOString(),
  }));
  const attendeeColumns = ANALYTICS_ACTIONS.map((action) => ACTION_COLUMNS[action]);
  const attendeeCounts = sql.join(
    ANALYTICS_ACTIONS.map((action) => counted([action])),
    sql`, `,
  );
  const roomDayColumns = Object.keys(ROOM_DAY_COLUMNS) as (keyof typeof ROOM_DAY_COLUMNS)[];
  const roomDayCounts = sql.join(
    roomDayColumns.map((column) => sql`${counted(ROOM_DAY_COLUMNS[column])} as ${raw(column)}`),
    sql`, `,
  );
  await db.execute(sql`
    with d as (
      select x."eventId" as event_id, x."accountId" as account_id, x."roomId" as room_id, x.action, x.at::timestamptz as at,
        x.minute::timestamptz as minute, ((x.at::timestamptz at time zone 'UTC') + make_interval(mins => e.timezone_offset))::date as day
      from jsonb_to_recordset(${JSON.stringify(input)}::jsonb) as x("eventId" int, "accountId" int, "roomId" int, action text, at text, minute text)
      join events e on e.id = x."eventId"
    ),
    attendee as (
      insert into analytics_attendees (event_id, account_id, first_seen_at, last_seen_at, ${raw(attendeeColumns.join(', '))})
      select event_id, account_id, min(at), min(at), ${attendeeCounts} from d
      group by event_id, account_id order by event_id, account_id
      on conflict (event_id, account_id) do update set ${added('analytics_attendees', attendeeColumns)}
      returning 1
    ),
    attendee_day as (
      insert into analytics_attendee_days (event_id, account_id, day, ${raw(attendeeColumns.join(', '))})
      select event_id, account_id, day, ${attendeeCounts} from d, (select count(*) from attendee) as before
      group by event_id, account_id, day order by event_id, account_id, day
      on conflict (event_id, account_id, day) do update set ${added('analytics_attendee_days', attendeeColumns)}
      returning 1
    ),
    room_action as (
      insert into analytics_room_actions (event_id, room_id, minute, action, count)
      select event_id, room_id, minute, action, count(*) from d, (select count(*) from attendee_day) as before
      where room_id is not null
      group by event_id, room_id, minute, action order by event_id, room_id, minute, action
      on conflict (event_id, room_id, minute, action) do update set count = analytics_room_actions.count + excluded.count
      returning 1
    ),
    -- Engaging: every action but a like (docs/rules/analytics.md#definitions).
    engaging as (select * from d where room_id is not null and action <> 'like'),
    visitor_day_input as (select event_id, account_id, room_id, day, count(*) as n from engaging group by event_id, account_id, room_id, day),
    visitor_day as (
      insert into analytics_room_visitor_days (event_id, account_id, room_id, day, engaging_actions)
      select event_id, account_id, room_id, day, n from visitor_day_input, (select count(*) from room_action) as before
      order by event_id, account_id, room_id, day
      on conflict (event_id, account_id, room_id, day) do update set engaging_actions = analytics_room_visitor_days.engaging_actions + excluded.engaging_actions
      returning event_id, account_id, room_id, day, engaging_actions, present_minutes
    ),
    room_day as (
      insert into analytics_room_days (event_id, room_id, day, engaged_visitors, ${raw(roomDayColumns.join(', '))})
      select g.event_id, g.room_id, g.day, coalesce(v.engaged, 0), ${raw(roomDayColumns.map((column) => `g.${column}`).join(', '))}
      from (select event_id, room_id, day, ${roomDayCounts} from engaging group by event_id, room_id, day) as g
      left join (
        select w.event_id, w.room_id, w.day, count(*) filter (where w.engaging_actions = i.n and w.present_minutes > 0) as engaged
        from visitor_day w join visitor_day_input i using (event_id, account_id, room_id, day)
        group by w.event_id, w.room_id, w.day
      ) as v using (event_id, room_id, day)
      order by g.event_id, g.room_id, g.day
      on conflict (event_id, room_id, day) do update set
        engaged_visitors = analytics_room_days.engaged_visitors + excluded.engaged_visitors, ${added('analytics_room_days', roomDayColumns)}
      returning 1
    ),
    visitor_input as (select event_id, account_id, room_id, count(*) as n from engaging group by event_id, account_id, room_id),
    visitor as (
      insert into analytics_room_visitors (event_id, account_id, room_id, engaging_actions)
      select event_id, account_id, room_id, n from visitor_input, (select count(*) from room_day) as before
      order by event_id, account_id, room_id
      on conflict (event_id, account_id, room_id) do update set engaging_actions = analytics_room_visitors.engaging_actions + excluded.engaging_actions
      returning event_id, account_id, room_id, engaging_actions, present_minutes
    ),
    room_total as (
      insert into analytics_room_totals (event_id, room_id, engaged_visitors)
      select w.event_id, w.room_id, count(*) filter (where w.engaging_actions = i.n and w.present_minutes > 0)
      from visitor w join visitor_input i using (event_id, account_id, room_id)
      group by w.event_id, w.room_id order by w.event_id, w.room_id
      on conflict (event_id, room_id) do update set engaged_visitors = analytics_room_totals.engaged_visitors + excluded.engaged_visitors
      returning 1
    )
    select (select count(*) from room_total) as written`);
}
