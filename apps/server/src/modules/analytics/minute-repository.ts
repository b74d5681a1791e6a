import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  analyticsBatches,
  analyticsEventMinutes,
  analyticsRoomMinuteTotals,
} from '../../db/schema';
import { WATCHED_MINUTE_SECONDS } from '@aula/shared';
import type { AccountMinuteRow, RoomMinuteRow } from './activity-recorder';
import { rollUpRoomVisits, startOfHour } from './room-roll-up-repository';
import { lockSessionFigures } from './session-figures-repository';

/** One batch of one instance's minute: the key that makes writing it again a no-op, and its rows. */
export type MinuteBatch = { instance: string; minute: Date; part: number; accounts: AccountMinuteRow[]; rooms: RoomMinuteRow[] };

/** `table.column + excluded.column`, for an upsert's SET. */
const added = (table: string, column: string) => sql.raw(`"${table}"."${column}" + excluded."${column}"`);
const json = (rows: unknown[]) => sql`${JSON.stringify(rows)}::jsonb`;
const at = (minute: Date) => sql`${minute.toISOString()}::timestamptz`;
/** The rows of a raw statement's answer, which both drivers hand back as `rows`. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
/** Transitions of one room minute this write caused: a new present minute, a newly watched one. */
type RoomTransition = { eventId: number; accountId: number; roomId: number; present: number; watched: number };

/**
 * Writes minute rows and keeps the roll-ups in step (docs/rules/analytics.md#storage,
 * docs/decisions/0089-analytics-minute-rows-and-roll-ups.md). One transaction per batch: the batch's key goes in first, and a
 * key already there means the batch was applied before (its answer was lost), so nothing is added
 * twice. The minute rows add their seconds (at most 60); only the keys that this write created, and
 * the room minutes that this write made watched, count in the roll-ups, so an attendee written by
 * two instances in one minute counts once.
 */
export function createMinuteRepository(db: Database) {
  async function upsertAccounts(tx: Database, minute: Date, rows: AccountMinuteRow[]) {
    if (rows.length === 0) return [];
    return rowsOf<{ eventId: number; accountId: number; inserted: boolean }>(
      await tx.execute(sql`
        insert into analytics_minutes (event_id, account_id, minute, present_seconds, visible_seconds)
        select d."eventId", d."accountId", ${at(minute)}, d."presentSeconds", d."visibleSeconds"
        from jsonb_to_recordset(${json(rows)}) as d("eventId" int, "accountId" int, "presentSeconds" int, "visibleSeconds" int)
        on conflict (event_id, account_id, minute) do update set
          present_seconds = least(60, analytics_minutes.present_seconds + excluded.present_seconds),
          visible_seconds = least(60, analytics_minutes.visible_seconds + excluded.visible_seconds)
        returning event_id as "eventId", account_id as "accountId", (xmax = 0) as inserted`),
    );
  }

  async function upsertRooms(tx: Database, minute: Date, rows: RoomMinuteRow[]): Promise<RoomTransition[]> {
    if (rows.length === 0) return [];
    // prev_playing_seconds keeps the value before this write, read back to tell whether this write crossed the threshold.
    const written = rowsOf<{ eventId: number; accountId: number; roomId: number; inserted: boolean; before: number; after: number }>(
      await tx.execute(sql`
        insert into analytics_room_minutes (event_id, account_id, room_id, minute, present_seconds, visible_seconds, playing_seconds)
        select d."eventId", d."accountId", d."roomId", ${at(minute)}, d."presentSeconds", d."visibleSeconds", d."playingSeconds"
        from jsonb_to_recordset(${json(rows)})
          as d("eventId" int, "accountId" int, "roomId" int, "presentSeconds" int, "visibleSeconds" int, "playingSeconds" int)
        on conflict (event_id, account_id, room_id, minute) do update set
          present_seconds = least(60, analytics_room_minutes.present_seconds + excluded.present_seconds),
          visible_seconds = least(60, analytics_room_minutes.visible_seconds + excluded.visible_seconds),
          playing_seconds = least(60, analytics_room_minutes.playing_seconds + excluded.playing_seconds),
          prev_playing_seconds = analytics_room_minutes.playing_seconds
        returning event_id as "eventId", account_id as "accountId", room_id as "roomId", (xmax = 0) as inserted,
          prev_playing_seconds as before, playing_seconds as after`),
    );
    return written
      .map(({ eventId, accountId, roomId, inserted, before, after }) => ({
        eventId,
        accountId,
        roomId,
        present: inserted ? 1 : 0,
        watched: (inserted ? 0 : before) < WATCHED_MINUTE_SECONDS && after >= WATCHED_MINUTE_SECONDS ? 1 : 0,
      }))
      .filter((row) => row.present + row.watched > 0);
  }

  /** Venue concurrency, attendees' minutes, days and hours, and the event's days and hours from the new attendee minutes. */
  async function rollUpAccounts(tx: Database, minute: Date, fresh: Array<{ eventId: number; accountId: number }>) {
    if (fresh.length === 0) return;
    const perEvent = countBy(fresh, (row) => row.eventId);
    await tx
      .insert(analyticsEventMinutes)
      .values([...perEvent].map(([eventId, present]) => ({ eventId, minute, present })))
      .onConflictDoUpdate({ target: [analyticsEventMinutes.eventId, analyticsEventMinutes.minute], set: { present: added('analytics_event_minutes', 'present') } });
    await tx.execute(sql`
      insert into analytics_attendees (event_id, account_id, first_seen_at, last_seen_at, present_minutes)
      select d."eventId", d."accountId", ${at(minute)}, ${at(minute)}, 1
      from jsonb_to_recordset(${json(fresh)}) as d("eventId" int, "accountId" int)
      on conflict (event_id, account_id) do update set
        present_minutes = analytics_attendees.present_minutes + 1,
        first_seen_at = least(analytics_attendees.first_seen_at, excluded.first_seen_at),
        last_seen_at = greatest(analytics_attendees.last_seen_at, excluded.last_seen_at)`);
    // The day in the event's own zone (events.timezone_offset, minutes east of UTC); an attendee counts once a day.
    await tx.execute(sql`
      with d as (select * from jsonb_to_recordset(${json(fresh)}) as d("eventId" int, "accountId" int)),
      days as (
        select d."eventId" as event_id, d."accountId" as account_id,
               ((${at(minute)} at time zone 'UTC') + make_interval(mins => e.timezone_offset))::date as day
        from d join events e on e.id = d."eventId"
      ),
      first_today as (
        insert into analytics_attendee_days (event_id, account_id, day, present_minutes) select event_id, account_id, day, 1 from days
        order by 1, 2, 3
        on conflict (event_id, account_id, day) do update set present_minutes = analytics_attendee_days.present_minutes + 1
        returning event_id, day, present_minutes = 1 as first
      )
      insert into analytics_event_days (event_id, day, attendees, present_minutes)
      select days.event_id, days.day, (select count(*) from first_today f where f.event_id = days.event_id and f.day = days.day and f.first), count(*)
      from days group by days.event_id, days.day
      on conflict (event_id, day) do update set attendees = analytics_event_days.attendees + excluded.attendees,
        present_minutes = analytics_event_days.present_minutes + excluded.present_minutes`);
    await rollUpHours(tx, minute, fresh);
  }

  /** Unique attendees per UTC hour: an attendee's first minute in an hour counts them there. */
  async function rollUpHours(tx: Database, minute: Date, fresh: Array<{ eventId: number; accountId: number }>) {
    const hour = at(startOfHour(minute));
    await tx.execute(sql`
      with first_this_hour as (
        insert into analytics_attendee_hours (event_id, account_id, hour)
        select d."eventId", d."accountId", ${hour} from jsonb_to_recordset(${json(fresh)}) as d("eventId" int, "accountId" int) order by 1, 2
        on conflict do nothing returning event_id
      )
      insert into analytics_event_hours (event_id, hour, attendees) select event_id, ${hour}, count(*) from first_this_hour group by 1 order by 1
      on conflict (event_id, hour) do update set attendees = analytics_event_hours.attendees + excluded.attendees`);
  }

  /** Rooms' minutes, attendees per room, watched minutes, the event's days, the agenda sessions and the rooms' visits from the room transitions. */
  async function rollUpRooms(tx: Database, minute: Date, changes: RoomTransition[]) {
    if (changes.length === 0) return;
    const perRoom = sumBy(changes, (row) => `${row.eventId}:${row.roomId}`);
    await tx
      .insert(analyticsRoomMinuteTotals)
      .values([...perRoom.values()].map(({ eventId, roomId, present, watched }) => ({ eventId, roomId, minute, present, watched })))
      .onConflictDoUpdate({
        target: [analyticsRoomMinuteTotals.eventId, analyticsRoomMinuteTotals.roomId, analyticsRoomMinuteTotals.minute],
        set: { present: added('analytics_room_minute_totals', 'present'), watched: added('analytics_room_minute_totals', 'watched') },
      });
    await tx.execute(sql`
      insert into analytics_room_attendees (event_id, room_id, account_id, present_minutes, watched_minutes, first_minute, last_minute)
      select d."eventId", d."roomId", d."accountId", d.present, d.watched, ${at(minute)}, ${at(minute)}
      from jsonb_to_recordset(${json(changes)}) as d("eventId" int, "accountId" int, "roomId" int, present int, watched int)
      on conflict (event_id, room_id, account_id) do update set
        present_minutes = analytics_room_attendees.present_minutes + excluded.present_minutes,
        watched_minutes = analytics_room_attendees.watched_minutes + excluded.watched_minutes,
        first_minute = least(analytics_room_attendees.first_minute, excluded.first_minute),
        last_minute = greatest(analytics_room_attendees.last_minute, excluded.last_minute)`);
    const watched = changes.filter((row) => row.watched > 0);
    if (watched.length > 0) {
      await tx.execute(sql`
        with d as (select "eventId" as event_id, "accountId" as account_id, count(*)::int as watched
                   from jsonb_to_recordset(${json(watched)}) as d("eventId" int, "accountId" int) group by 1, 2),
        attendees as (
          update analytics_attendees a set watched_minutes = a.watched_minutes + d.watched
          from d where a.event_id = d.event_id and a.account_id = d.account_id returning a.event_id
        ),
        attendee_days as (
          update analytics_attendee_days x set watched_minutes = x.watched_minutes + d.watched
          from d join events e on e.id = d.event_id
          where x.event_id = d.event_id and x.account_id = d.account_id
            and x.day = ((${at(minute)} at time zone 'UTC') + make_interval(mins => e.timezone_offset))::date
          returning x.event_id
        )
        update analytics_event_days x set watched_minutes = x.watched_minutes + w.watched
        from (select d.event_id, sum(d.watched)::int as watched, max(e.timezone_offset) as timezone_offset
              from d join events e on e.id = d.event_id group by d.event_id) w
        where x.event_id = w.event_id
          and x.day = ((${at(minute)} at time zone 'UTC') + make_interval(mins => w.timezone_offset))::date`);
    }
    await rollUpSessions(tx, minute, changes);
    await rollUpRoomVisits(tx, minute, changes.filter((row) => row.present > 0));
  }

  /** A minute in a session's room during its slot (docs/rules/analytics.md#definitions) counts for the session. */
  async function rollUpSessions(tx: Database, minute: Date, changes: RoomTransition[]) {
    await tx.execute(sql`
      with d as (select * from jsonb_to_recordset(${json(changes)}) as d("eventId" int, "accountId" int, "roomId" int, present int, watched int)),
      hits as (
        select s.id as session_id, s.event_id, d."accountId" as account_id, d.present, d.watched
        from d
        join agenda_sessions s on s.room_id = d."roomId" and s.event_id = d."eventId"
        join events e on e.id = s.event_id
        where ${at(minute)} >= ((s.day + s.start_time::time) - make_interval(mins => e.timezone_offset)) at time zone 'UTC'
          and ${at(minute)} < ((s.day + s.end_time::time) - make_interval(mins => e.timezone_offset)) at time zone 'UTC'
      ),
      written as (
        insert into analytics_session_attendees (session_id, event_id, account_id, present_minutes, watched_minutes)
        select session_id, event_id, account_id, present, watched from hits order by session_id, account_id
        on conflict (session_id, account_id) do update set
          present_minutes = analytics_session_attendees.present_minutes + excluded.present_minutes,
          watched_minutes = analytics_session_attendees.watched_minutes + excluded.watched_minutes
        returning session_id, (xmax = 0) as inserted
      )
      insert into analytics_session_totals (session_id, event_id, attendees, present_minutes, watched_minutes)
      select h.session_id, h.event_id, (select count(*) from written w where w.session_id = h.session_id and w.inserted),
             sum(h.present), sum(h.watched)
      from hits h group by h.session_id, h.event_id
      on conflict (session_id) do update set
        attendees = analytics_session_totals.attendees + excluded.attendees,
        present_minutes = analytics_session_totals.present_minutes + excluded.present_minutes,
        watched_minutes = analytics_session_totals.watched_minutes + excluded.watched_minutes`);
  }

  /** Which of these accounts still exist and are not erased. */
  async function countedAmong(tx: Database, accountIds: number[]): Promise<Set<number>> {
    if (accountIds.length === 0) return new Set();
    const rows = rowsOf<{ id: number }>(
      await tx.execute(sql`
        select a.id from attendee_accounts a
        join jsonb_array_elements_text(${JSON.stringify(accountIds)}::jsonb) as wanted(id) on a.id = wanted.id::int
        where a.erased_at is null`),
    );
    return new Set(rows.map((row) => row.id));
  }

  return {
    /** Applies a batch once; answers false when it had been applied before. */
    async writeBatch(batch: MinuteBatch): Promise<boolean> {
      return db.transaction(async (tx) => {
        // Room minutes count for their events' sessions: wait for a recount of those events, and let it wait for this batch.
        await lockSessionFigures(tx, batch.rooms.map((row) => row.eventId), 'shared');
        const [claimed] = await tx
          .insert(analyticsBatches)
          .values({ instance: batch.instance, minute: batch.minute, part: batch.part })
          .onConflictDoNothing()
          .returning({ part: analyticsBatches.part });
        if (!claimed) return false;
        // An attendee erased, or whose event was deleted, while their tab was still counted: what the
        // instance held of them is not written back (and a deleted event's rows would fail the whole batch).
        const counted = await countedAmong(tx, batch.accounts.map((row) => row.accountId));
        const kept = <T extends { accountId: number }>(rows: T[]) => rows.filter((row) => counted.has(row.accountId));
        const accounts = await upsertAccounts(tx, batch.minute, kept(batch.accounts));
        await rollUpAccounts(tx, batch.minute, accounts.filter((row) => row.inserted));
        await rollUpRooms(tx, batch.minute, await upsertRooms(tx, batch.minute, kept(batch.rooms)));
        return true;
      });
    },

    /** Forgets batch keys written before `before`: no lost answer is retried that late. */
    async deleteBatchKeysBefore(before: Date): Promise<void> {
      await db.delete(analyticsBatches).where(sql`${analyticsBatches.writtenAt} < ${before.toISOString()}::timestamptz`);
    },
  };
}

function countBy<T>(rows: T[], key: (row: T) => number): Map<number, number> {
  const counts = new Map<number, number>();
  for (const row of rows) counts.set(key(row), (counts.get(key(row)) ?? 0) + 1);
  return counts;
}

function sumBy(rows: RoomTransition[], key: (row: RoomTransition) => string): Map<string, RoomTransition> {
  const sums = new Map<string, RoomTransition>();
  for (const row of rows) {
    const sum = sums.get(key(row));
    if (sum) {
      sum.present += row.present;
      sum.watched += row.watched;
    } else sums.set(key(row), { ...row });
  }
  return sums;
}
