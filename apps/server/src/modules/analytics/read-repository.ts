import { DEFAULT_ANALYTICS_RETENTION_DAYS, type EngagementWeights } from '@aula/shared';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { eventAnalyticsSettings, events } from '../../db/schema';

type Row = Record<string, unknown>;

export type MinutePoint = { minute: string; attendees: number };

const iso = (value: unknown) => new Date(String(value)).toISOString();

/** Per attendee the figures of one day (`analytics_attendee_days`) or of the whole event (`analytics_attendees`), to join on event and account. */
export const figuresOf = (day: string | null): SQL =>
  day === null ? sql`analytics_attendees` : sql`(select * from analytics_attendee_days where day = ${day}::date)`;

/**
 * The analytics screens' reads (docs/rules/performance.md#analytics): only roll-ups, the accounts
 * and the settings, never the minute rows.
 */
export function createAnalyticsReadRepository(db: Database) {
  const rowsOf = async (query: SQL): Promise<Row[]> => ((await db.execute(query)) as unknown as { rows: Row[] }).rows;

  return {
    async findEvent(eventId: number) {
      const [row] = await db
        .select({ id: events.id, name: events.name, timezoneOffset: events.timezoneOffset, startDate: events.startDate, endDate: events.endDate, startAt: events.startAt, endAt: events.endAt })
        .from(events)
        .where(eq(events.id, eventId));
      return row ?? null;
    },

    async storedWeights(eventId: number): Promise<Partial<EngagementWeights>> {
      const [row] = await db.select({ weights: eventAnalyticsSettings.engagementWeights }).from(eventAnalyticsSettings).where(eq(eventAnalyticsSettings.eventId, eventId));
      return row?.weights ?? {};
    },

    async storedRetentionDays(eventId: number): Promise<number> {
      const [row] = await db.select({ days: eventAnalyticsSettings.retentionDays }).from(eventAnalyticsSettings).where(eq(eventAnalyticsSettings.eventId, eventId));
      return row?.days ?? DEFAULT_ANALYTICS_RETENTION_DAYS;
    },

    async saveRetentionDays(eventId: number, retentionDays: number): Promise<void> {
      const s = eventAnalyticsSettings;
      await db.insert(s).values({ eventId, retentionDays }).onConflictDoUpdate({ target: s.eventId, set: { retentionDays, updatedAt: sql`now()` } });
    },

    async saveWeights(eventId: number, weights: EngagementWeights): Promise<void> {
      const s = eventAnalyticsSettings;
      await db
        .insert(s)
        .values({ eventId, retentionDays: DEFAULT_ANALYTICS_RETENTION_DAYS, engagementWeights: weights })
        .onConflictDoUpdate({ target: s.eventId, set: { engagementWeights: weights, updatedAt: sql`now()` } });
    },

    /** Attendees present in each minute of a period with anyone present, in time order. */
    async concurrentByMinute(eventId: number, from: Date, to: Date): Promise<MinutePoint[]> {
      const rows = await rowsOf(sql`
        select minute, present from analytics_event_minutes
        where event_id = ${eventId} and minute >= ${from.toISOString()}::timestamptz and minute < ${to.toISOString()}::timestamptz and present > 0
        order by minute`);
      return rows.map((row) => ({ minute: iso(row.minute), attendees: Number(row.present) }));
    },

    /**
     * Each hour of the event's zone with anyone present: the hour's start, its highest minute and
     * the first minute that reached it.
     */
    async concurrentByHour(eventId: number, timezoneOffset: number): Promise<Array<MinutePoint & { hour: string }>> {
      const shift = sql`make_interval(mins => ${timezoneOffset})`;
      const rows = await rowsOf(sql`
        select distinct on (hour) hour, minute, present from (
          select date_trunc('hour', minute + ${shift}) - ${shift} as hour, minute, present
          from analytics_event_minutes where event_id = ${eventId} and present > 0) m
        order by hour, present desc, minute`);
      return rows.map((row) => ({ hour: iso(row.hour), minute: iso(row.minute), attendees: Number(row.present) }));
    },

    /**
     * Unique attendees of each UTC hour with any, from `from` up to `to` when given, in time order;
     * in a zone that is not a whole hour off UTC an hour starts at its half or quarter there.
     */
    async attendeesByHour(eventId: number, range: { from: Date; to: Date } | null) {
      const within = range === null ? sql`` : sql`and hour >= ${range.from.toISOString()}::timestamptz and hour < ${range.to.toISOString()}::timestamptz`;
      const rows = await rowsOf(sql`select hour, attendees from analytics_event_hours where event_id = ${eventId} and attendees > 0 ${within} order by hour`);
      return rows.map((row) => ({ at: iso(row.hour), attendees: Number(row.attendees) }));
    },

    /** Present and watched minutes of one day, or of every day, with the day's unique attendees. */
    async dayTotals(eventId: number, day: string | null) {
      const [row] = await rowsOf(sql`
        select coalesce(sum(attendees), 0)::int as attendees, coalesce(sum(present_minutes), 0)::int as present_minutes,
          coalesce(sum(watched_minutes), 0)::int as watched_minutes
        from analytics_event_days where event_id = ${eventId} ${day === null ? sql`` : sql`and day = ${day}::date`}`);
      return { attendees: Number(row?.attendees ?? 0), presentMinutes: Number(row?.present_minutes ?? 0), watchedMinutes: Number(row?.watched_minutes ?? 0) };
    },

    /** Each day's unique attendees and present minutes, of one day or of every day, in day order. */
    async days(eventId: number, day: string | null) {
      const rows = await rowsOf(sql`
        select day::text as day, attendees, present_minutes from analytics_event_days
        where event_id = ${eventId} ${day === null ? sql`` : sql`and day = ${day}::date`} order by day`);
      return rows.map((row) => ({ day: String(row.day), attendees: Number(row.attendees), presentMinutes: Number(row.present_minutes) }));
    },

    /**
     * How many attendees signed in with each language or browser family (of their latest sign-in),
     * most first; with a day, those present that day.
     */
    async signInShares(eventId: number, day: string | null, column: 'lang' | 'browser') {
      const rows = await rowsOf(sql`
        select t.${sql.raw(column)} as value, count(*)::int as attendees from analytics_attendees t
        where t.event_id = ${eventId} and t.${sql.raw(column)} is not null
          ${day === null ? sql`` : sql`and exists (select 1 from analytics_attendee_days d where d.event_id = t.event_id and d.account_id = t.account_id and d.day = ${day}::date and d.present_minutes > 0)`}
        group by 1 order by 2 desc, 1`);
      return rows.map((row) => ({ value: String(row.value), attendees: Number(row.attendees) }));
    },

    /** The event's mails the mail server accepted, and those it could not deliver (failed or bounced). */
    async mailCounts(eventId: number) {
      const [row] = await rowsOf(sql`
        select count(*) filter (where r.status = 'sent')::int as delivered, count(*) filter (where r.status in ('failed', 'bounced'))::int as failed
        from mail_sends s join mail_send_recipients r on r.send_id = s.id where s.event_id = ${eventId}`);
      return { delivered: Number(row?.delivered ?? 0), failed: Number(row?.failed ?? 0) };
    },
  };
}

export type AnalyticsReadRepository = ReturnType<typeof createAnalyticsReadRepository>;
