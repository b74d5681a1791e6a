import { WATCHED_MINUTE_SECONDS } from '@aula/shared';
import { TransactionRollbackError, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * The first key of the two-key advisory lock on an event's session figures; the second is the
 * event. A key of its own keeps these locks apart from any other advisory lock on the database.
 */
const SESSION_FIGURES_LOCK = 89_112;

/**
 * Holds the session figures of these events until the transaction ends
 * (docs/decisions/0118-session-recount-locks-its-event.md). The recount holds its event's
 * exclusively; the minute writer and an erasure hold theirs shared, so they never wait for each
 * other, only for a recount of the same event. Call it first in the transaction, before any row is
 * written: whoever waits here then holds no lock anyone else waits for. Events are taken in
 * order, so two writers never take the same two in opposite orders.
 */
export async function lockSessionFigures(tx: Database, eventIds: Iterable<number>, mode: 'exclusive' | 'shared'): Promise<void> {
  const lock = mode === 'exclusive' ? sql`pg_advisory_xact_lock` : sql`pg_advisory_xact_lock_shared`;
  for (const eventId of [...new Set(eventIds)].sort((a, b) => a - b)) {
    await tx.execute(sql`select ${lock}(${SESSION_FIGURES_LOCK}::int, ${eventId}::int)`);
  }
}

type Residue = { session_id: number; attendees: number; present: number; watched: number };

/**
 * Whether all of the event's minute rows are still there: its earliest minute with anyone present
 * still has its rows. Retention deletes the oldest minutes first, so once one is gone this stays false.
 */
async function minuteRowsComplete(tx: Database, eventId: number): Promise<boolean> {
  const [coverage] = rowsOf<{ complete: boolean }>(
    await tx.execute(sql`
      select (select min(minute) from analytics_room_minutes where event_id = ${eventId})
        is not distinct from (select min(minute) from analytics_room_minute_totals where event_id = ${eventId} and present > 0) as complete`),
  );
  return coverage?.complete === true;
}

/**
 * Runs inside a recount after its first check that the minute rows are complete and before it reads
 * them: the moment when a retention pass could delete some. Only tests pass one, to delete rows there.
 */
export type BeforeMinuteRowsRead = (tx: Database) => Promise<void>;

/**
 * Recounts an event's session roll-ups from its minute rows under the agenda as it is now
 * (docs/rules/analytics.md#storage): per session and attendee, then per session.
 */
export function createSessionFiguresRepository(db: Database) {
  return {
    /**
     * Recounts the event's sessions; false, changing nothing, when some of its minute rows are
     * gone (past retention): its earliest minute with anyone present is no longer among them.
     */
    async recount(eventId: number, beforeRead?: BeforeMinuteRowsRead): Promise<boolean> {
      return db
        .transaction(async (tx) => {
          // The minute writer adds to this event's session rows in its own transactions; holding them
          // until the recount commits means a minute is either in the rows read below or added after, never both.
          await lockSessionFigures(tx, [eventId], 'exclusive');
          if (!(await minuteRowsComplete(tx, eventId))) return false;
          await beforeRead?.(tx);
          await recountSessions(tx, eventId);
          // Retention takes no lock: rows it deleted after the first check went missing from what was
          // read, and then the figures that were there before stay (docs/rules/analytics.md#storage).
          if (!(await minuteRowsComplete(tx, eventId))) tx.rollback();
          return true;
        })
        .catch((error: unknown) => {
          if (error instanceof TransactionRollbackError) return false;
          throw error;
        });
    },
  };
}

/** Replaces the event's session rows with a count of its minute rows, keeping what erased attendees left in the totals. */
async function recountSessions(tx: Database, eventId: number): Promise<void> {
  // What the totals hold beyond the attendees' own rows: the minutes of erased attendees, which stay counted.
  const residue = rowsOf<Residue>(
    await tx.execute(sql`
      select t.session_id, t.attendees - count(a.account_id)::int as attendees,
             t.present_minutes - coalesce(sum(a.present_minutes), 0)::int as present,
             t.watched_minutes - coalesce(sum(a.watched_minutes), 0)::int as watched
      from analytics_session_totals t left join analytics_session_attendees a on a.session_id = t.session_id
      where t.event_id = ${eventId}
      group by t.session_id, t.attendees, t.present_minutes, t.watched_minutes`),
  );
  await tx.execute(sql`delete from analytics_session_attendees where event_id = ${eventId}`);
  await tx.execute(sql`delete from analytics_session_totals where event_id = ${eventId}`);
  await tx.execute(sql`
    insert into analytics_session_attendees (session_id, event_id, account_id, present_minutes, watched_minutes)
    select s.id, s.event_id, m.account_id,
           count(*) filter (where m.present_seconds > 0), count(*) filter (where m.playing_seconds >= ${WATCHED_MINUTE_SECONDS})
    from analytics_room_minutes m
    join agenda_sessions s on s.room_id = m.room_id and s.event_id = m.event_id
    join events e on e.id = s.event_id
    where m.event_id = ${eventId}
      and m.minute >= ((s.day + s.start_time::time) - make_interval(mins => e.timezone_offset)) at time zone 'UTC'
      and m.minute < ((s.day + s.end_time::time) - make_interval(mins => e.timezone_offset)) at time zone 'UTC'
    group by s.id, s.event_id, m.account_id`);
  await tx.execute(sql`
    with fresh as (
      select session_id, count(*)::int as attendees, sum(present_minutes)::int as present, sum(watched_minutes)::int as watched
      from analytics_session_attendees where event_id = ${eventId} group by session_id
    ),
    residue as (select * from jsonb_to_recordset(${JSON.stringify(residue)}::jsonb) as r(session_id int, attendees int, present int, watched int))
    insert into analytics_session_totals (session_id, event_id, attendees, present_minutes, watched_minutes)
    select coalesce(f.session_id, r.session_id), ${eventId}, coalesce(f.attendees, 0) + coalesce(r.attendees, 0),
           coalesce(f.present, 0) + coalesce(r.present, 0), coalesce(f.watched, 0) + coalesce(r.watched, 0)
    from fresh f full join residue r on r.session_id = f.session_id`);
}
