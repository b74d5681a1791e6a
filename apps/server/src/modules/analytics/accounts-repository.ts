import type { AttendeeRole, EngagementCounts } from '@aula/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { figuresOf } from './read-repository';

/** An account of the analytics list as stored: who it is, how far it got, when it was seen and what it did. */
export type StoredAccountRow = {
  accountId: number;
  name: string;
  email: string;
  role: AttendeeRole;
  invited: boolean;
  activated: boolean;
  firstSeen: Date | null;
  lastSeen: Date | null;
  sessions: number;
  counts: EngagementCounts;
};

/** Accounts are read this many at a time: a list or an export never holds the query's whole answer at once. */
const PAGE = 2_000;

/**
 * The accounts of the analytics list (docs/rules/performance.md#analytics): the accounts, their
 * per-attendee roll-up and the count of their session roll-ups, never the minute rows.
 */
export function createAnalyticsAccountsRepository(db: Database) {
  return {
    /**
     * Every account of the event under the search and role filter, in id order; with a day, its
     * minutes, actions and sessions are that day's, first and last seen the whole event's.
     */
    async *accounts(eventId: number, filter: { day: string | null; q: string; role: AttendeeRole | undefined }): AsyncGenerator<StoredAccountRow> {
      const onDay = filter.day === null ? sql`` : sql`join agenda_sessions g on g.id = s.session_id and g.day = ${filter.day}::date`;
      const search = filter.q.trim() === '' ? sql`` : sql`and strpos(lower(a.first_name || ' ' || a.last_name || ' ' || coalesce(a.email, '')), lower(${filter.q.trim()})) > 0`;
      const role = filter.role === undefined ? sql`` : sql`and a.role = ${filter.role}`;
      let after = 0;
      for (;;) {
        const result = await db.execute(sql`
          select a.id, trim(a.first_name || ' ' || a.last_name) as name, coalesce(a.email, '') as email, a.role,
            a.invited_at is not null as invited, a.first_signed_in_at is not null as activated, seen.first_seen_at, seen.last_seen_at,
            coalesce(t.present_minutes, 0) as present_minutes, coalesce(t.watched_minutes, 0) as watched_minutes, coalesce(t.chat_messages, 0) as chat_messages,
            coalesce(t.wall_posts, 0) as wall_posts, coalesce(t.likes, 0) as likes, coalesce(t.questions, 0) as questions,
            coalesce(t.question_votes, 0) as question_votes, coalesce(t.poll_votes, 0) as poll_votes,
            (select count(*) from analytics_session_attendees s ${onDay} where s.event_id = a.event_id and s.account_id = a.id)::int as sessions
          from attendee_accounts a
          left join analytics_attendees seen on seen.event_id = a.event_id and seen.account_id = a.id
          left join ${figuresOf(filter.day)} t on t.event_id = a.event_id and t.account_id = a.id
          where a.event_id = ${eventId} and a.erased_at is null and a.id > ${after} ${search} ${role}
          order by a.id limit ${PAGE}`);
        const rows = (result as unknown as { rows: Array<Record<string, unknown>> }).rows;
        for (const row of rows) {
          yield {
            accountId: Number(row.id),
            name: String(row.name),
            email: String(row.email),
            role: row.role as AttendeeRole,
            invited: Boolean(row.invited),
            activated: Boolean(row.activated),
            firstSeen: row.first_seen_at === null ? null : new Date(String(row.first_seen_at)),
            lastSeen: row.last_seen_at === null ? null : new Date(String(row.last_seen_at)),
            sessions: Number(row.sessions),
            counts: {
              presentMinutes: Number(row.present_minutes),
              watchedMinutes: Number(row.watched_minutes),
              chatMessages: Number(row.chat_messages),
              wallPosts: Number(row.wall_posts),
              likes: Number(row.likes),
              questions: Number(row.questions),
              questionVotes: Number(row.question_votes),
              pollVotes: Number(row.poll_votes),
            },
          };
        }
        if (rows.length < PAGE) return;
        after = Number(rows[rows.length - 1]!.id);
      }
    },

    /** Every account of the event, whatever the filter: zero shows the list's empty state. */
    async eventTotal(eventId: number): Promise<number> {
      const result = await db.execute(sql`select count(*)::int as total from attendee_accounts where event_id = ${eventId} and erased_at is null`);
      return Number((result as unknown as { rows: Array<{ total: number }> }).rows[0]?.total ?? 0);
    },
  };
}
