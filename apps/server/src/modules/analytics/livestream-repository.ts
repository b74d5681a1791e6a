import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';

type Range = { from: Date; to: Date };
const within = (range: Range) => sql`minute >= ${range.from.toISOString()}::timestamptz and minute < ${range.to.toISOString()}::timestamptz`;
const iso = (value: unknown) => new Date(String(value)).toISOString();

/**
 * The Livestream screen's reads (docs/rules/performance.md#analytics): the stage rooms, their
 * sessions, and the per-room minute and attendee roll-ups.
 */
export function createAnalyticsLivestreamRepository(db: Database) {
  const rowsOf = async (query: SQL) => ((await db.execute(query)) as unknown as { rows: Array<Record<string, unknown>> }).rows;

  return {
    /** The event's rooms with a stream (stages), in the rooms' order. */
    async streamRooms(eventId: number) {
      const rows = await rowsOf(sql`select id, name_en, name_de from rooms where event_id = ${eventId} and type = 'stage' order by position, id`);
      return rows.map((row) => ({ roomId: Number(row.id), nameEn: String(row.name_en), nameDe: String(row.name_de) }));
    },

    /** Viewers of a room in each minute of a range with any, in time order. */
    async viewersByMinute(eventId: number, roomId: number, range: Range) {
      const rows = await rowsOf(sql`
        select minute, watched from analytics_room_minute_totals
        where event_id = ${eventId} and room_id = ${roomId} and ${within(range)} and watched > 0 order by minute`);
      return rows.map((row) => ({ minute: iso(row.minute), attendees: Number(row.watched) }));
    },

    /** Each hour of the event's zone with viewers in the room: its start and its highest minute. */
    async viewersByHour(eventId: number, roomId: number, timezoneOffset: number) {
      const shift = sql`make_interval(mins => ${timezoneOffset})`;
      const rows = await rowsOf(sql`
        select date_trunc('hour', minute + ${shift}) - ${shift} as hour, max(watched)::int as watched
        from analytics_room_minute_totals where event_id = ${eventId} and room_id = ${roomId} and watched > 0 group by 1 order by 1`);
      return rows.map((row) => ({ at: iso(row.hour), value: Number(row.watched) }));
    },

    /** Watch minutes in the room over a range, and the attendees who watched it at least once and were in it during the range. */
    async watchTotals(eventId: number, roomId: number, range: Range) {
      const [minutes] = await rowsOf(sql`
        select coalesce(sum(watched), 0)::int as watched from analytics_room_minute_totals where event_id = ${eventId} and room_id = ${roomId} and ${within(range)}`);
      const [viewers] = await rowsOf(sql`
        select count(*)::int as viewers from analytics_room_attendees
        where event_id = ${eventId} and room_id = ${roomId} and watched_minutes > 0
          and first_minute < ${range.to.toISOString()}::timestamptz and last_minute >= ${range.from.toISOString()}::timestamptz`);
      return { watchMinutes: Number(minutes?.watched ?? 0), viewers: Number(viewers?.viewers ?? 0) };
    },

    /** The room's sessions (of one day) in time order. */
    async roomSessions(eventId: number, roomId: number, day: string | null) {
      const rows = await rowsOf(sql`
        select id, title, title_de, day::text as day, start_time, end_time from agenda_sessions
        where event_id = ${eventId} and room_id = ${roomId} ${day === null ? sql`` : sql`and day = ${day}::date`} order by day, start_time, id`);
      return rows.map((row) => ({
        sessionId: Number(row.id),
        titleEn: String(row.title),
        titleDe: String(row.title_de),
        day: String(row.day),
        startTime: String(row.start_time),
        endTime: String(row.end_time),
      }));
    },
  };
}
