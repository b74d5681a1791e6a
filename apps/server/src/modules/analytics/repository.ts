import { DEFAULT_ANALYTICS_RETENTION_DAYS, type AnalyticsAction, type BrowserFamily, type RoomAction } from '@aula/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  analyticsAttendeeDays,
  analyticsAttendeeHours,
  analyticsAttendees,
  analyticsMinutes,
  analyticsRoomActions,
  analyticsRoomAttendees,
  analyticsRoomMinutes,
  analyticsRoomVisitorDays,
  analyticsRoomVisitorHours,
  analyticsRoomVisitors,
  analyticsSessionAttendees,
} from '../../db/schema';
import { roomActionRollUps } from './room-roll-up-repository';
import { lockSessionFigures } from './session-figures-repository';

/** The column of `analytics_attendees` that counts each action. */
const ACTION_COLUMNS: Record<AnalyticsAction, string> = {
  chatMessage: 'chat_messages',
  wallPost: 'wall_posts',
  like: 'likes',
  question: 'questions',
  questionVote: 'question_votes',
  pollVote: 'poll_votes',
};

export type RecordedAction = { eventId: number; accountId: number; roomId: number | null; action: AnalyticsAction; at: Date };
export type RecordedSignIn = { eventId: number; accountId: number; browser: BrowserFamily; lang: string; at: Date };

/** Sign-ins, actions, erasure and retention of the analytics tables (docs/rules/analytics.md). */
export function createAnalyticsRepository(db: Database) {
  const a = analyticsAttendees;

  return {
    /** Counts one action for the attendee, their day in the event's zone and, when it belongs to a room, that room's minute and day. */
    async recordAction({ eventId, accountId, roomId, action, at }: RecordedAction): Promise<void> {
      const column = sql.raw(`"${ACTION_COLUMNS[action]}"`);
      const instant = sql`${at.toISOString()}::timestamptz`;
      // One statement, one round trip (an action comes with every vote and message: docs/rules/analytics.md#storage).
      // Each part reads the one before it, so the rows are locked in the order written whatever the plan.
      await db.execute(sql`
        with e as (select id, timezone_offset from events where id = ${eventId}),
        attendee as (
          insert into analytics_attendees (event_id, account_id, first_seen_at, last_seen_at, ${column})
          select e.id, ${accountId}, ${instant}, ${instant}, 1 from e
          on conflict (event_id, account_id) do update set ${column} = analytics_attendees.${column} + 1
          returning event_id
        ),
        attendee_day as (
          insert into analytics_attendee_days (event_id, account_id, day, ${column})
          select e.id, ${accountId}, ((${instant} at time zone 'UTC') + make_interval(mins => e.timezone_offset))::date, 1 from e, attendee
          on conflict (event_id, account_id, day) do update set ${column} = analytics_attendee_days.${column} + 1
          returning event_id
        )${roomId === null ? sql`` : roomActionRollUps({ eventId, accountId, roomId, action, at }, 'attendee_day')}
        select 1`);
    },

    /** Adds a batch of actions counted per room and minute only (docs/rules/analytics.md#what-is-recorded): one statement for a window's reactions. */
    async recordRoomActions({ eventId, roomId, action, count, at }: { eventId: number; roomId: number; action: RoomAction; count: number; at: Date }): Promise<void> {
      const minute = new Date(Math.floor(at.getTime() / 60_000) * 60_000);
      const r = analyticsRoomActions;
      await db
        .insert(r)
        .values({ eventId, roomId, minute, action, count })
        .onConflictDoUpdate({ target: [r.eventId, r.roomId, r.minute, r.action], set: { count: sql`${r.count} + ${count}` } });
    },

    /** A sign-in to the venue: first and last seen, the browser family and the language of the latest. */
    async recordSignIn({ eventId, accountId, browser, lang, at }: RecordedSignIn): Promise<void> {
      await db
        .insert(a)
        .values({ eventId, accountId, firstSeenAt: at, lastSeenAt: at, browser, lang, signIns: 1 })
        .onConflictDoUpdate({
          target: [a.eventId, a.accountId],
          set: {
            browser,
            lang,
            signIns: sql`${a.signIns} + 1`,
            firstSeenAt: sql`least(${a.firstSeenAt}, excluded.first_seen_at)`,
            lastSeenAt: sql`greatest(${a.lastSeenAt}, excluded.last_seen_at)`,
          },
        });
    },

    /** Deletes an attendee's minute rows and own roll-ups; the anonymous counts stay. */
    async eraseAttendee(eventId: number, accountId: number): Promise<void> {
      await db.transaction(async (tx) => {
        // A recount between the deletes below would lose the attendee's session minutes from the anonymous totals.
        await lockSessionFigures(tx, [eventId], 'shared');
        const ownTables = [
          analyticsMinutes,
          analyticsRoomMinutes,
          analyticsAttendees,
          analyticsRoomAttendees,
          analyticsAttendeeDays,
          analyticsAttendeeHours,
          analyticsRoomVisitors,
          analyticsRoomVisitorDays,
          analyticsRoomVisitorHours,
        ];
        for (const table of ownTables) {
          await tx.delete(table).where(and(eq(table.eventId, eventId), eq(table.accountId, accountId)));
        }
        await tx
          .delete(analyticsSessionAttendees)
          .where(and(eq(analyticsSessionAttendees.eventId, eventId), eq(analyticsSessionAttendees.accountId, accountId)));
      });
    },

    /**
     * Deletes the minute rows older than each event's retention period (its setting, else
     * DEFAULT_ANALYTICS_RETENTION_DAYS) before `now`; answers how many rows went.
     */
    async deleteExpiredMinutes(now: Date): Promise<number> {
      let deleted = 0;
      for (const table of ['analytics_minutes', 'analytics_room_minutes']) {
        const result = await db.execute(sql`
          with gone as (delete from ${sql.raw(table)} m
          using events e left join event_analytics_settings s on s.event_id = e.id
          where m.event_id = e.id
            and m.minute < ${now.toISOString()}::timestamptz
              - make_interval(days => coalesce(s.retention_days, ${DEFAULT_ANALYTICS_RETENTION_DAYS}))
          returning 1)
          select count(*)::int as count from gone`);
        deleted += (result as unknown as { rows: Array<{ count: number }> }).rows[0]?.count ?? 0;
      }
      return deleted;
    },
  };
}
