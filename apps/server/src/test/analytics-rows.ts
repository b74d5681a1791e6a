import { WATCHED_MINUTE_SECONDS } from '@aula/shared';
import { sql, type SQL } from 'drizzle-orm';
import { agendaSessions } from '../db/schema';
import type { Database } from '../db/client';
import type { ServerProcess } from './server-process';

type Row = Record<string, unknown>;
const rowsOf = async (db: Database, query: SQL): Promise<Row[]> => ((await db.execute(query)) as unknown as { rows: Row[] }).rows;

/** The event's day of a minute column, in its own zone. */
const dayOf = (column: string) => sql.raw(`((${column} at time zone 'UTC') + make_interval(mins => e.timezone_offset))::date::text`);
const WATCHED = sql.raw(String(WATCHED_MINUTE_SECONDS));
/** The UTC hour of a row's minute, as the stored hour columns read back as text. */
const UTC_HOUR = sql.raw(`(date_trunc('hour', minute at time zone 'UTC') at time zone 'UTC')::text`);

/** A session of the agenda in `roomId` on `day` from `startTime` to `endTime` (the event's zone), stored directly. */
export async function agendaSession(db: Database, eventId: number, roomId: number, day: string, startTime: string, endTime: string): Promise<number> {
  const [row] = await db
    .insert(agendaSessions)
    .values({ eventId, roomId, day, startTime, endTime, title: 'Keynote' })
    .returning({ id: agendaSessions.id });
  return row!.id;
}

/** Every roll-up of an event as stored, in a fixed order: what the screens will read. */
export async function storedRollUps(db: Database, eventId: number) {
  return {
    eventMinutes: await rowsOf(db, sql`select minute::text, present from analytics_event_minutes where event_id = ${eventId} and present > 0 order by 1`),
    roomMinutes: await rowsOf(db, sql`select room_id, minute::text, present, watched from analytics_room_minute_totals where event_id = ${eventId} order by 1, 2`),
    eventDays: await rowsOf(db, sql`select day::text, attendees, present_minutes, watched_minutes from analytics_event_days where event_id = ${eventId} order by 1`),
    attendees: await rowsOf(db, sql`select account_id, present_minutes, watched_minutes from analytics_attendees where event_id = ${eventId} and present_minutes > 0 order by 1`),
    roomAttendees: await rowsOf(
      db,
      sql`select room_id, account_id, present_minutes, watched_minutes, first_minute::text, last_minute::text from analytics_room_attendees where event_id = ${eventId} order by 1, 2`,
    ),
    sessions: await rowsOf(db, sql`select session_id, attendees, present_minutes, watched_minutes from analytics_session_totals where event_id = ${eventId} order by 1`),
    sessionAttendees: await rowsOf(
      db,
      sql`select session_id, account_id, present_minutes, watched_minutes from analytics_session_attendees where event_id = ${eventId} order by 1, 2`,
    ),
    eventHours: await rowsOf(db, sql`select hour::text, attendees from analytics_event_hours where event_id = ${eventId} order by 1`),
    attendeeDays: await rowsOf(
      db,
      sql`select account_id, day::text, present_minutes, watched_minutes from analytics_attendee_days where event_id = ${eventId} and present_minutes > 0 order by 1, 2`,
    ),
    roomDays: await rowsOf(
      db,
      sql`select room_id, day::text, visitors, visits, present_minutes from analytics_room_days where event_id = ${eventId} and present_minutes > 0 order by 1, 2`,
    ),
    roomTotals: await rowsOf(db, sql`select room_id, visitors from analytics_room_totals where event_id = ${eventId} and visitors > 0 order by 1`),
    roomHours: await rowsOf(db, sql`select room_id, hour::text, visitors from analytics_room_hours where event_id = ${eventId} order by 1, 2`),
  };
}

/**
 * The same roll-ups computed afresh from the raw minute rows: the live figures must equal these
 * ("the live numbers are the final numbers", docs/rules/analytics.md).
 */
export async function recomputedRollUps(db: Database, eventId: number) {
  const inSlot = sql.raw(`r.minute >= ((s.day + s.start_time::time) - make_interval(mins => e.timezone_offset)) at time zone 'UTC'
    and r.minute < ((s.day + s.end_time::time) - make_interval(mins => e.timezone_offset)) at time zone 'UTC'`);
  const sessionMinutes = sql`select s.id as session_id, r.account_id, r.playing_seconds from analytics_room_minutes r
    join agenda_sessions s on s.room_id = r.room_id and s.event_id = r.event_id join events e on e.id = s.event_id
    where r.event_id = ${eventId} and ${inSlot}`;
  return {
    eventMinutes: await rowsOf(db, sql`select minute::text, count(*)::int as present from analytics_minutes where event_id = ${eventId} group by 1 order by 1`),
    roomMinutes: await rowsOf(
      db,
      sql`select room_id, minute::text, count(*)::int as present, (count(*) filter (where playing_seconds >= ${WATCHED}))::int as watched
          from analytics_room_minutes where event_id = ${eventId} group by 1, 2 order by 1, 2`,
    ),
    eventDays: await rowsOf(
      db,
      sql`select p.day, p.attendees, p.present_minutes, coalesce(w.watched, 0)::int as watched_minutes
          from (select ${dayOf('m.minute')} as day, count(distinct m.account_id)::int as attendees, count(*)::int as present_minutes
                from analytics_minutes m join events e on e.id = m.event_id where m.event_id = ${eventId} group by 1) p
          left join (select ${dayOf('r.minute')} as day, count(*) as watched from analytics_room_minutes r join events e on e.id = r.event_id
                     where r.event_id = ${eventId} and r.playing_seconds >= ${WATCHED} group by 1) w on w.day = p.day
          order by 1`,
    ),
    attendees: await rowsOf(
      db,
      sql`select m.account_id, count(*)::int as present_minutes,
            (select count(*) from analytics_room_minutes r where r.event_id = m.event_id and r.account_id = m.account_id and r.playing_seconds >= ${WATCHED})::int as watched_minutes
          from analytics_minutes m where m.event_id = ${eventId} group by m.event_id, m.account_id order by 1`,
    ),
    roomAttendees: await rowsOf(
      db,
      sql`select room_id, account_id, count(*)::int as present_minutes, (count(*) filter (where playing_seconds >= ${WATCHED}))::int as watched_minutes,
            min(minute)::text as first_minute, max(minute)::text as last_minute
          from analytics_room_minutes where event_id = ${eventId} group by 1, 2 order by 1, 2`,
    ),
    sessions: await rowsOf(
      db,
      sql`select session_id, count(distinct account_id)::int as attendees, count(*)::int as present_minutes,
            (count(*) filter (where playing_seconds >= ${WATCHED}))::int as watched_minutes
          from (${sessionMinutes}) x group by 1 order by 1`,
    ),
    sessionAttendees: await rowsOf(
      db,
      sql`select session_id, account_id, count(*)::int as present_minutes, (count(*) filter (where playing_seconds >= ${WATCHED}))::int as watched_minutes
          from (${sessionMinutes}) x group by 1, 2 order by 1, 2`,
    ),
    attendeeDays: await rowsOf(
      db,
      sql`select p.account_id, p.day, p.present_minutes, coalesce(w.watched, 0)::int as watched_minutes
          from (select m.account_id, ${dayOf('m.minute')} as day, count(*)::int as present_minutes
                from analytics_minutes m join events e on e.id = m.event_id where m.event_id = ${eventId} group by 1, 2) p
          left join (select r.account_id, ${dayOf('r.minute')} as day, count(*) as watched from analytics_room_minutes r join events e on e.id = r.event_id
                     where r.event_id = ${eventId} and r.playing_seconds >= ${WATCHED} group by 1, 2) w on w.account_id = p.account_id and w.day = p.day
          order by 1, 2`,
    ),
    eventHours: await rowsOf(
      db,
      sql`select ${UTC_HOUR} as hour, count(distinct account_id)::int as attendees from analytics_minutes where event_id = ${eventId} group by 1 order by 1`,
    ),
    roomDays: await rowsOf(
      db,
      sql`select r.room_id, ${dayOf('r.minute')} as day, count(distinct r.account_id)::int as visitors,
            (count(*) filter (where not exists (select 1 from analytics_room_minutes p where p.event_id = r.event_id and p.account_id = r.account_id
              and p.room_id = r.room_id and p.minute = r.minute - interval '1 minute')))::int as visits,
            count(*)::int as present_minutes
          from analytics_room_minutes r join events e on e.id = r.event_id where r.event_id = ${eventId} group by 1, 2 order by 1, 2`,
    ),
    roomTotals: await rowsOf(
      db,
      sql`select room_id, count(distinct account_id)::int as visitors from analytics_room_minutes where event_id = ${eventId} group by 1 order by 1`,
    ),
    roomHours: await rowsOf(
      db,
      sql`select room_id, ${UTC_HOUR} as hour, count(distinct account_id)::int as visitors
          from analytics_room_minutes where event_id = ${eventId} group by 1, 2 order by 1, 2`,
    ),
  };
}

/** An attendee's own minute rows and roll-ups, as counts: what erasure must leave at zero. */
export async function ownRows(db: Database, eventId: number, accountId: number) {
  const [row] = await rowsOf(
    db,
    sql`select
      (select count(*) from analytics_minutes where event_id = ${eventId} and account_id = ${accountId})::int as minutes,
      (select count(*) from analytics_room_minutes where event_id = ${eventId} and account_id = ${accountId})::int as room_minutes,
      (select count(*) from analytics_attendees where event_id = ${eventId} and account_id = ${accountId})::int as attendee,
      (select count(*) from analytics_room_attendees where event_id = ${eventId} and account_id = ${accountId})::int as rooms,
      (select count(*) from analytics_session_attendees where event_id = ${eventId} and account_id = ${accountId})::int as sessions,
      (select count(*) from analytics_attendee_days where event_id = ${eventId} and account_id = ${accountId})::int as days,
      (select count(*) from analytics_attendee_hours where event_id = ${eventId} and account_id = ${accountId})::int as hours,
      (select count(*) from analytics_room_visitors where event_id = ${eventId} and account_id = ${accountId})::int as room_visitors,
      (select count(*) from analytics_room_visitor_days where event_id = ${eventId} and account_id = ${accountId})::int as room_days,
      (select count(*) from analytics_room_visitor_hours where event_id = ${eventId} and account_id = ${accountId})::int as room_hours`,
  );
  return row;
}

/** The actions counted per room and minute of an event: room, action, count. */
export async function roomActions(db: Database, eventId: number) {
  return rowsOf(db, sql`select room_id, action, count from analytics_room_actions where event_id = ${eventId} order by 1, 2`);
}

/** The attendee's analytics row (sign-ins, actions, minutes), or undefined. */
export async function attendeeFigures(db: Database, eventId: number, accountId: number) {
  const [row] = await rowsOf(db, sql`select * from analytics_attendees where event_id = ${eventId} and account_id = ${accountId}`);
  return row;
}

/** The minutes with attendees a server process logged as written (its `analytics batch written` debug lines). */
export function writtenMinutes(server: ServerProcess): string[] {
  return server
    .output()
    .split('\n')
    .flatMap((line) => {
      if (!line.includes('analytics batch written')) return [];
      const entry = JSON.parse(line) as { minute: string; accounts: number; applied: boolean };
      return entry.accounts > 0 && entry.applied ? [entry.minute] : [];
    });
}
