import { DEFAULT_ANALYTICS_RETENTION_DAYS, type BrowserFamily, type RoomAction } from '@aula/shared';
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
import { writeActions, type RecordedAction } from './action-roll-up-repository';
import { lockSessionFigures } from './session-figures-repository';


export type RecordedSignIn = { eventId: number; accountId: number; browser: BrowserFamily; lang: string; at: Date };

/** Sign-ins, actions, erasure and retention of the analytics tables (docs/rules/analytics.md). */
export function createAnalyticsRepository(db: Database) {
  const a = analyticsAttendees;

  return {
    /** Counts a batch of actions in one statement (`writeActions`). */
    recordActions: (actions: readonly RecordedAction[]) => writeActions(db, actions),

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
