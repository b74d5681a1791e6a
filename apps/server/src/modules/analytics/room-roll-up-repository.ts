import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';

/** A room minute this write created: one more present minute of the attendee in the room. */
type NewRoomMinute = { eventId: number; accountId: number; roomId: number };

const json = (rows: unknown[]) => sql`${JSON.stringify(rows)}::jsonb`;
const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;
/** The day of the event's zone of an instant, for a query that has the event as `e`. */
const zoneDay = (instant: Date) => sql`((${at(instant)} at time zone 'UTC') + make_interval(mins => e.timezone_offset))::date`;

/** The UTC hour a minute is in. */
export const startOfHour = (minute: Date) => new Date(Math.floor(minute.getTime() / 3600_000) * 3600_000);

/**
 * The Rooms screen's roll-ups from the room minutes a batch created (docs/rules/analytics.md#storage):
 * visitors and engaged visitors per day and for the event, visits, present minutes and unique
 * visitors per hour. Totals are written in key order, so that two writers lock them in the same
 * order. Runs after the batch upserted `analytics_room_attendees`, whose row lock on
 * (room, attendee) makes two writers of the same attendee take turns, so each sees the other's
 * minutes when it looks for a visit's neighbours.
 */
export async function rollUpRoomVisits(tx: Database, minute: Date, created: NewRoomMinute[]): Promise<void> {
  if (created.length === 0) return;
  const rows = sql`select e.id as event_id, d."roomId" as room_id, d."accountId" as account_id, ${zoneDay(minute)} as day
    from jsonb_to_recordset(${json(created)}) as d("eventId" int, "accountId" int, "roomId" int) join events e on e.id = d."eventId"`;
  // The write that takes an attendee's minutes from 0 makes them a visitor, and an engaged one if they already acted there.
  await tx.execute(sql`
    with d as (${rows}),
    counted as (
      insert into analytics_room_visitor_days (event_id, room_id, day, account_id, present_minutes)
      select event_id, room_id, day, account_id, 1 from d order by event_id, account_id, room_id, day
      on conflict (event_id, room_id, day, account_id) do update set present_minutes = analytics_room_visitor_days.present_minutes + 1
      returning event_id, room_id, day, present_minutes = 1 as first, present_minutes = 1 and engaging_actions > 0 as engaged
    )
    insert into analytics_room_days (event_id, room_id, day, visitors, engaged_visitors, present_minutes)
    select event_id, room_id, day, count(*) filter (where first), count(*) filter (where engaged), count(*) from counted group by 1, 2, 3 order by 1, 2, 3
    on conflict (event_id, room_id, day) do update set
      visitors = analytics_room_days.visitors + excluded.visitors,
      engaged_visitors = analytics_room_days.engaged_visitors + excluded.engaged_visitors,
      present_minutes = analytics_room_days.present_minutes + excluded.present_minutes`);
  await tx.execute(sql`
    with counted as (
      insert into analytics_room_visitors (event_id, room_id, account_id, present_minutes)
      select d."eventId", d."roomId", d."accountId", 1 from jsonb_to_recordset(${json(created)}) as d("eventId" int, "accountId" int, "roomId" int)
      order by d."eventId", d."accountId", d."roomId"
      on conflict (event_id, room_id, account_id) do update set present_minutes = analytics_room_visitors.present_minutes + 1
      returning event_id, room_id, present_minutes = 1 as first, present_minutes = 1 and engaging_actions > 0 as engaged
    )
    insert into analytics_room_totals (event_id, room_id, visitors, engaged_visitors)
    select event_id, room_id, count(*) filter (where first), count(*) filter (where engaged) from counted group by 1, 2 order by 1, 2
    on conflict (event_id, room_id) do update set
      visitors = analytics_room_totals.visitors + excluded.visitors,
      engaged_visitors = analytics_room_totals.engaged_visitors + excluded.engaged_visitors`);
  await tx.execute(sql`
    with fresh as (
      insert into analytics_room_visitor_hours (event_id, room_id, hour, account_id)
      select d."eventId", d."roomId", ${at(startOfHour(minute))}, d."accountId"
      from jsonb_to_recordset(${json(created)}) as d("eventId" int, "accountId" int, "roomId" int) order by d."eventId", d."accountId", d."roomId"
      on conflict do nothing returning event_id, room_id, hour
    )
    insert into analytics_room_hours (event_id, room_id, hour, visitors)
    select event_id, room_id, hour, count(*) from fresh group by 1, 2, 3 order by 1, 2, 3
    on conflict (event_id, room_id, hour) do update set visitors = analytics_room_hours.visitors + excluded.visitors`);
  await countVisits(tx, minute, rows);
}

/**
 * A new minute starts a visit unless the minute before is there, and joins the visit that started
 * in the minute after (which then no longer starts there): minutes may arrive out of order, from
 * a retried batch or another instance, and the count stays the number of runs.
 */
async function countVisits(tx: Database, minute: Date, rows: SQL) {
  const next = new Date(minute.getTime() + 60_000);
  const neighbour = (instant: Date) => sql`exists (select 1 from analytics_room_minutes m
    where m.event_id = d.event_id and m.account_id = d.account_id and m.room_id = d.room_id and m.minute = ${at(instant)})`;
  await tx.execute(sql`
    with d as (${rows}),
    started as (
      select d.event_id, d.room_id, d.day, 1 as visits from d where not ${neighbour(new Date(minute.getTime() - 60_000))}
      union all
      select d.event_id, d.room_id, ${zoneDay(next)}, -1 from d join events e on e.id = d.event_id where ${neighbour(next)}
    )
    insert into analytics_room_days (event_id, room_id, day, visits)
    select event_id, room_id, day, sum(visits) from started group by 1, 2, 3 order by 1, 2, 3
    on conflict (event_id, room_id, day) do update set visits = analytics_room_days.visits + excluded.visits`);
}
