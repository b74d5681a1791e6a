import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';

type Range = { from: Date; to: Date };

/** A room's figures for a period, from its day and event roll-ups. */
export type RoomFigureRow = {
  roomId: number;
  visitors: number;
  engagedVisitors: number;
  visits: number;
  presentMinutes: number;
  chatMessages: number;
  questions: number;
  votes: number;
};

/**
 * The Rooms screen's reads (docs/rules/performance.md#analytics): the event's rooms and, by primary
 * keys that start with the event, `analytics_room_days`, `analytics_room_totals` and `analytics_room_hours`.
 */
export function createAnalyticsRoomsRepository(db: Database) {
  const rowsOf = async (query: SQL) => ((await db.execute(query)) as unknown as { rows: Array<Record<string, unknown>> }).rows;

  return {
    /** The event's rooms, in the rooms' order. */
    async rooms(eventId: number) {
      const rows = await rowsOf(sql`select id, name_en, name_de from rooms where event_id = ${eventId} order by position, id`);
      return rows.map((row) => ({ roomId: Number(row.id), nameEn: String(row.name_en), nameDe: String(row.name_de) }));
    },

    /**
     * Each room's figures on one day, or over the whole event: visits, minutes and actions add up
     * over the days, unique and engaged visitors come from the event's own totals.
     */
    async figures(eventId: number, day: string | null): Promise<RoomFigureRow[]> {
      const rows = await rowsOf(
        day === null
          ? sql`select d.room_id, coalesce(max(t.visitors), 0) as visitors, coalesce(max(t.engaged_visitors), 0) as engaged_visitors,
                  sum(d.visits) as visits, sum(d.present_minutes) as present_minutes, sum(d.chat_messages) as chat_messages,
                  sum(d.questions) as questions, sum(d.votes) as votes
                from analytics_room_days d left join analytics_room_totals t on t.event_id = d.event_id and t.room_id = d.room_id
                where d.event_id = ${eventId} group by d.room_id`
          : sql`select room_id, visitors, engaged_visitors, visits, present_minutes, chat_messages, questions, votes
                from analytics_room_days where event_id = ${eventId} and day = ${day}::date`,
      );
      return rows.map((row) => ({
        roomId: Number(row.room_id),
        visitors: Number(row.visitors),
        engagedVisitors: Number(row.engaged_visitors),
        visits: Number(row.visits),
        presentMinutes: Number(row.present_minutes),
        chatMessages: Number(row.chat_messages),
        questions: Number(row.questions),
        votes: Number(row.votes),
      }));
    },

    /**
     * Unique visitors per room and hour of the day in the event's zone over a range, each day's
     * added up; an hour of a zone that is not a whole hour off UTC is the UTC hour starting in it.
     */
    async visitorsByHourOfDay(eventId: number, range: Range, timezoneOffset: number) {
      const rows = await rowsOf(sql`
        select room_id, extract(hour from (hour at time zone 'UTC') + make_interval(mins => ${timezoneOffset}))::int as hour_of_day, sum(visitors)::int as visitors
        from analytics_room_hours
        where event_id = ${eventId} and hour >= ${range.from.toISOString()}::timestamptz and hour < ${range.to.toISOString()}::timestamptz and visitors > 0
        group by 1, 2 order by 1, 2`);
      return rows.map((row) => ({ roomId: Number(row.room_id), hour: Number(row.hour_of_day), visitors: Number(row.visitors) }));
    },
  };
}
