import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';

type Range = { from: Date; to: Date };
type Row = Record<string, unknown>;
export type ViewerPoint = { minute: string; attendees: number };
export type StageSession = { sessionId: number; titleEn: string; titleDe: string; day: string; startTime: string; endTime: string };

const within = (range: Range) => sql`t.minute >= ${range.from.toISOString()}::timestamptz and t.minute < ${range.to.toISOString()}::timestamptz`;
const iso = (value: unknown) => new Date(String(value)).toISOString();
/** The event's stages, joined to a roll-up aliased `t` that has a room id. */
const onStages = (eventId: number) => sql`join rooms r on r.id = t.room_id and r.type = 'stage' where t.event_id = ${eventId}`;

/** Rows grouped by their `room_id`, each group in the rows' order. */
function byRoom<T>(rows: Row[], map: (row: Row) => T): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const roomId = Number(row.room_id);
    const group = groups.get(roomId);
    if (group) group.push(map(row));
    else groups.set(roomId, [map(row)]);
  }
  return groups;
}

/**
 * The Livestream screen's reads (docs/rules/performance.md#analytics): the stage rooms, their
 * sessions, and the per-room minute and attendee roll-ups. Each read covers every stage at once,
 * so that the screen costs the same few queries however many stages and sessions the event has.
 */
export function createAnalyticsLivestreamRepository(db: Database) {
  const rowsOf = async (query: SQL) => ((await db.execute(query)) as unknown as { rows: Row[] }).rows;

  return {
    /** The event's rooms with a stream (stages), in the rooms' order. */
    async streamRooms(eventId: number) {
      const rows = await rowsOf(sql`select id, name_en, name_de from rooms where event_id = ${eventId} and type = 'stage' order by position, id`);
      return rows.map((row) => ({ roomId: Number(row.id), nameEn: String(row.name_en), nameDe: String(row.name_de) }));
    },

    /** Per stage, its viewers in each minute of a range with any, in time order. */
    async viewersByMinute(eventId: number, range: Range): Promise<Map<number, ViewerPoint[]>> {
      const rows = await rowsOf(sql`
        select t.room_id, t.minute, t.watched from analytics_room_minute_totals t ${onStages(eventId)} and ${within(range)} and t.watched > 0
        order by t.room_id, t.minute`);
      return byRoom(rows, (row) => ({ minute: iso(row.minute), attendees: Number(row.watched) }));
    },

    /** Per stage, each hour of the event's zone with viewers: its start and its highest minute. */
    async viewersByHour(eventId: number, timezoneOffset: number) {
      const shift = sql`make_interval(mins => ${timezoneOffset})`;
      const rows = await rowsOf(sql`
        select t.room_id, date_trunc('hour', t.minute + ${shift}) - ${shift} as hour, max(t.watched)::int as watched
        from analytics_room_minute_totals t ${onStages(eventId)} and t.watched > 0 group by 1, 2 order by 1, 2`);
      return byRoom(rows, (row) => ({ at: iso(row.hour), value: Number(row.watched) }));
    },

    /** Per stage, watch minutes over a range, and the attendees who watched it at least once and were in it during the range. */
    async watchTotals(eventId: number, range: Range): Promise<Map<number, { watchMinutes: number; viewers: number }>> {
      const minutes = await rowsOf(sql`
        select t.room_id, sum(t.watched)::int as watched from analytics_room_minute_totals t ${onStages(eventId)} and ${within(range)} group by 1`);
      const viewers = await rowsOf(sql`
        select t.room_id, count(*)::int as viewers from analytics_room_attendees t ${onStages(eventId)} and t.watched_minutes > 0
          and t.first_minute < ${range.to.toISOString()}::timestamptz and t.last_minute >= ${range.from.toISOString()}::timestamptz
        group by 1`);
      const viewersOf = new Map(viewers.map((row) => [Number(row.room_id), Number(row.viewers)]));
      return new Map(minutes.map((row) => [Number(row.room_id), { watchMinutes: Number(row.watched), viewers: viewersOf.get(Number(row.room_id)) ?? 0 }]));
    },

    /** Per stage, its sessions (of one day) in time order. */
    async stageSessions(eventId: number, day: string | null): Promise<Map<number, StageSession[]>> {
      const rows = await rowsOf(sql`
        select s.room_id, s.id, s.title, s.title_de, s.day::text as day, s.start_time, s.end_time from agenda_sessions s
        join rooms r on r.id = s.room_id and r.type = 'stage'
        where s.event_id = ${eventId} ${day === null ? sql`` : sql`and s.day = ${day}::date`} order by s.room_id, s.day, s.start_time, s.id`);
      return byRoom(rows, (row) => ({
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
