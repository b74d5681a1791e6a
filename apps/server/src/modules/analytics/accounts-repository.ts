import type { AnalyticsAccountSortKey, AnalyticsFunnelStage, AttendeeRole, EngagementCounts, EngagementWeights } from '@aula/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { STAGE_RANK, accountsOrderBy, scoreOf, stageIs } from './accounts-order-repository';
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

/** An export reads the list this many rows at a time: it never holds the query's whole answer at once. */
const PAGE = 2_000;

export type AccountsFilter = { day: string | null; q: string; role: AttendeeRole | undefined; stage: AnalyticsFunnelStage | undefined };
export type AccountsOrder = { sort: AnalyticsAccountSortKey; dir: 'asc' | 'desc'; weights: EngagementWeights };

/** The sessions an account attended (in the period: with a day, that day's sessions). */
const sessionsOf = (alias: string, day: string | null) =>
  day === null
    ? sql.raw(`(select count(*) from analytics_session_attendees s where s.event_id = ${alias}.event_id and s.account_id = ${alias}.id)::int`)
    : sql`(select count(*) from analytics_session_attendees s join agenda_sessions g on g.id = s.session_id and g.day = ${day}::date
        where s.event_id = ${sql.raw(alias)}.event_id and s.account_id = ${sql.raw(alias)}.id)::int`;

/**
 * Every account of the event with its figures under the search and role filter; with a day, its
 * minutes, actions and sessions are that day's, first and last seen the whole event's.
 */
function figures(eventId: number, filter: AccountsFilter, withSessions: boolean) {
  const search = filter.q.trim() === '' ? sql`` : sql`and strpos(lower(a.first_name || ' ' || a.last_name || ' ' || coalesce(a.email, '')), lower(${filter.q.trim()})) > 0`;
  const role = filter.role === undefined ? sql`` : sql`and a.role = ${filter.role}`;
  return sql`
    select a.id, a.event_id, trim(a.first_name || ' ' || a.last_name) as name, coalesce(a.email, '') as email, a.role,
      (a.invited_at is not null or a.registered_at is not null) as invited, (a.first_signed_in_at is not null or a.registered_at is not null) as activated, seen.first_seen_at, seen.last_seen_at,
      coalesce(t.present_minutes, 0) as present_minutes,
      coalesce(t.watched_minutes, 0) as watched_minutes, coalesce(t.chat_messages, 0) as chat_messages, coalesce(t.wall_posts, 0) as wall_posts,
      coalesce(t.likes, 0) as likes, coalesce(t.questions, 0) as questions, coalesce(t.question_votes, 0) as question_votes,
      coalesce(t.poll_votes, 0) as poll_votes ${withSessions ? sql`, ${sessionsOf('a', filter.day)} as sessions` : sql``}
    from attendee_accounts a
    left join analytics_attendees seen on seen.event_id = a.event_id and seen.account_id = a.id
    left join ${figuresOf(filter.day)} t on t.event_id = a.event_id and t.account_id = a.id
    where a.event_id = ${eventId} and a.erased_at is null ${search} ${role}`;
}

function stored(row: Record<string, unknown>): StoredAccountRow {
  return {
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

/**
 * The accounts of the analytics list (docs/rules/performance.md#analytics): the accounts, their
 * per-attendee roll-up and the count of their session roll-ups, never the minute rows; filtered,
 * sorted and cut into pages by the database, so that a page reads its own rows only.
 */
export function createAnalyticsAccountsRepository(db: Database) {
  const rowsOf = async (query: SQL) => ((await db.execute(query)) as unknown as { rows: Array<Record<string, unknown>> }).rows;

  /** Rows `offset` to `offset + limit` of the list; sessions are counted for those rows only, unless the list is sorted by them. */
  async function slice(eventId: number, filter: AccountsFilter, order: AccountsOrder, limit: number, offset: number) {
    const sortedBySessions = order.sort === 'sessions';
    const rows = await rowsOf(sql`
      select f.*${sortedBySessions ? sql`` : sql`, ${sessionsOf('f', filter.day)} as sessions`} from (
        select * from (${figures(eventId, filter, sortedBySessions)}) f
        ${filter.stage === undefined ? sql`` : sql`where ${stageIs(filter.stage)}`}
        order by ${accountsOrderBy(order.sort, order.dir, order.weights)} limit ${limit} offset ${offset}) f
      order by ${accountsOrderBy(order.sort, order.dir, order.weights)}`);
    return rows.map(stored);
  }

  return {
    /** One page of the list and how many rows the whole list has. */
    async page(eventId: number, filter: AccountsFilter, order: AccountsOrder, page: { limit: number; offset: number }) {
      const rows = await slice(eventId, filter, order, page.limit, page.offset);
      const [count] = await rowsOf(sql`
        select count(*)::int as total from (${figures(eventId, filter, false)}) f
        ${filter.stage === undefined ? sql`` : sql`where ${stageIs(filter.stage)}`}`);
      return { rows, total: Number(count?.total ?? 0) };
    },

    /** Every row of the list in its order, for the export. */
    async *all(eventId: number, filter: AccountsFilter, order: AccountsOrder): AsyncGenerator<StoredAccountRow> {
      for (let offset = 0; ; offset += PAGE) {
        const rows = await slice(eventId, filter, order, PAGE, offset);
        yield* rows;
        if (rows.length < PAGE) return;
      }
    },

    /**
     * How many of the event's accounts reached each stage, by its place in `FUNNEL_STAGES`, and the
     * sum of the scores of those present (docs/rules/analytics.md#definitions); with a day, present that day.
     */
    async stageTotals(eventId: number, day: string | null, weights: EngagementWeights) {
      const rows = await rowsOf(sql`
        select ${STAGE_RANK} as stage_rank, count(*)::int as accounts,
          coalesce(sum(${scoreOf(weights)}) filter (where present_minutes > 0), 0)::float8 as score_sum
        from (${figures(eventId, { day, q: '', role: undefined, stage: undefined }, false)}) f group by 1`);
      return rows.map((row) => ({ stageRank: Number(row.stage_rank), accounts: Number(row.accounts), scoreSum: Number(row.score_sum) }));
    },

    /** Every account of the event, whatever the filter: zero shows the list's empty state. */
    async eventTotal(eventId: number): Promise<number> {
      const [row] = await rowsOf(sql`select count(*)::int as total from attendee_accounts where event_id = ${eventId} and erased_at is null`);
      return Number(row?.total ?? 0);
    },
  };
}
