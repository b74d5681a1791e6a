import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';

/** A session of the agenda with its stored totals; names in both languages, the slot as the event's wall clock. */
export type StoredSession = {
  sessionId: number;
  titleEn: string;
  titleDe: string;
  roomId: number | null;
  roomNameEn: string | null;
  roomNameDe: string | null;
  day: string;
  startTime: string;
  endTime: string;
  attendees: number;
  presentMinutes: number;
};

type Slot = { roomId: number; from: Date; to: Date };

const SESSION_COLUMNS = sql`s.id, s.title, s.title_de, s.room_id, r.name_en, r.name_de, s.day::text as day, s.start_time, s.end_time,
  coalesce(t.attendees, 0)::int as attendees, coalesce(t.present_minutes, 0)::int as present_minutes`;

/**
 * The sessions screens' reads (docs/rules/performance.md#analytics): the agenda, its rooms, the
 * session roll-ups and the per-room minute and action roll-ups within a slot.
 */
export function createAnalyticsSessionsRepository(db: Database) {
  const rowsOf = async (query: SQL) => ((await db.execute(query)) as unknown as { rows: Array<Record<string, unknown>> }).rows;
  const session = (row: Record<string, unknown>): StoredSession => ({
    sessionId: Number(row.id),
    titleEn: String(row.title),
    titleDe: String(row.title_de),
    roomId: row.room_id === null ? null : Number(row.room_id),
    roomNameEn: row.name_en === null ? null : String(row.name_en),
    roomNameDe: row.name_de === null ? null : String(row.name_de),
    day: String(row.day),
    startTime: String(row.start_time),
    endTime: String(row.end_time),
    attendees: Number(row.attendees),
    presentMinutes: Number(row.present_minutes),
  });

  return {
    /** The event's sessions (of one day) in time order, a page of them, with how many there are. */
    async page(eventId: number, day: string | null, limit: number, offset: number) {
      const onDay = day === null ? sql`` : sql`and s.day = ${day}::date`;
      const rows = await rowsOf(sql`
        select ${SESSION_COLUMNS} from agenda_sessions s left join rooms r on r.id = s.room_id left join analytics_session_totals t on t.session_id = s.id
        where s.event_id = ${eventId} ${onDay} order by s.day, s.start_time, s.id limit ${limit} offset ${offset}`);
      const [count] = await rowsOf(sql`select count(*)::int as total from agenda_sessions s where s.event_id = ${eventId} ${onDay}`);
      return { sessions: rows.map(session), total: Number(count?.total ?? 0) };
    },

    async find(eventId: number, sessionId: number): Promise<StoredSession | null> {
      const [row] = await rowsOf(sql`
        select ${SESSION_COLUMNS} from agenda_sessions s left join rooms r on r.id = s.room_id left join analytics_session_totals t on t.session_id = s.id
        where s.event_id = ${eventId} and s.id = ${sessionId}`);
      return row ? session(row) : null;
    },

    /** Attendees present in the room in each minute of a slot with anyone present, in time order. */
    async slotMinutes(eventId: number, slot: Slot) {
      const rows = await rowsOf(sql`
        select minute, present from analytics_room_minute_totals
        where event_id = ${eventId} and room_id = ${slot.roomId} and minute >= ${slot.from.toISOString()}::timestamptz and minute < ${slot.to.toISOString()}::timestamptz
          and present > 0
        order by minute`);
      return rows.map((row) => ({ minute: new Date(String(row.minute)).toISOString(), attendees: Number(row.present) }));
    },

    /** The actions done in the room during a slot, by kind. */
    async slotActions(eventId: number, slot: Slot) {
      const [row] = await rowsOf(sql`
        select coalesce(sum(count) filter (where action = 'question'), 0)::int as questions,
          coalesce(sum(count) filter (where action = 'questionVote'), 0)::int as question_votes,
          coalesce(sum(count) filter (where action = 'chatMessage'), 0)::int as messages,
          coalesce(sum(count) filter (where action = 'reaction'), 0)::int as reactions
        from analytics_room_actions
        where event_id = ${eventId} and room_id = ${slot.roomId} and minute >= ${slot.from.toISOString()}::timestamptz and minute < ${slot.to.toISOString()}::timestamptz`);
      return {
        questions: Number(row?.questions ?? 0),
        questionVotes: Number(row?.question_votes ?? 0),
        messages: Number(row?.messages ?? 0),
        reactions: Number(row?.reactions ?? 0),
      };
    },

    /**
     * A page of a session's attendees, most minutes first. First and last seen are their first and
     * last minute in the session's room, kept within the slot (docs/decisions/0099-analytics-read-from-roll-ups.md).
     */
    async attendees(sessionId: number, slot: { from: Date; to: Date }, limit: number, offset: number) {
      const rows = await rowsOf(sql`
        select sa.account_id, trim(a.first_name || ' ' || a.last_name) as name, coalesce(a.email, '') as email, sa.present_minutes,
          greatest(ra.first_minute, ${slot.from.toISOString()}::timestamptz) as first_seen,
          least(ra.last_minute, ${slot.to.toISOString()}::timestamptz - interval '1 minute') as last_seen
        from analytics_session_attendees sa
        join agenda_sessions s on s.id = sa.session_id
        join attendee_accounts a on a.id = sa.account_id
        join analytics_room_attendees ra on ra.event_id = sa.event_id and ra.room_id = s.room_id and ra.account_id = sa.account_id
        where sa.session_id = ${sessionId} and sa.present_minutes > 0
        order by sa.present_minutes desc, name, sa.account_id limit ${limit} offset ${offset}`);
      const [count] = await rowsOf(sql`select count(*)::int as total from analytics_session_attendees where session_id = ${sessionId} and present_minutes > 0`);
      return {
        rows: rows.map((row) => ({
          accountId: Number(row.account_id),
          name: String(row.name),
          email: String(row.email),
          minutes: Number(row.present_minutes),
          firstSeen: new Date(String(row.first_seen)).toISOString(),
          lastSeen: new Date(String(row.last_seen)).toISOString(),
        })),
        total: Number(count?.total ?? 0),
      };
    },
  };
}
