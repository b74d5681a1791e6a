import {
  ENGAGEMENT_ACTIONS,
  ENGAGING_ACTIONS,
  FUNNEL_STAGES,
  type AnalyticsAccountSortKey,
  type EngagementAction,
  type EngagementWeights,
  type FunnelStage,
} from '@aula/shared';
import { sql, type SQL } from 'drizzle-orm';

/*
 * The accounts list's filter and order in SQL, so that a page reads 20 rows and not the whole event
 * (docs/decisions/0109-analytics-accounts-sorted-in-the-database.md). Each expression is built from
 * the shared rules' own lists (the actions, their weights, the engaging actions, the stages' order);
 * the rows shown still take their stage and score from the shared functions, and the API tests
 * check that both agree.
 */

/** The column of the list's figures that counts each action. */
const COUNT_COLUMNS: Record<EngagementAction, string> = {
  presentMinutes: 'present_minutes',
  watchedMinutes: 'watched_minutes',
  chatMessages: 'chat_messages',
  wallPosts: 'wall_posts',
  likes: 'likes',
  questions: 'questions',
  questionVotes: 'question_votes',
  pollVotes: 'poll_votes',
};
const column = (action: EngagementAction) => sql.raw(COUNT_COLUMNS[action]);
const rank = (stage: FunnelStage) => sql.raw(String(FUNNEL_STAGES.indexOf(stage)));

/** `funnelStage` as the stage's place in `FUNNEL_STAGES`. */
export const STAGE_RANK = sql`case
  when present_minutes > 0 and (${sql.join(ENGAGING_ACTIONS.map((action) => sql`${column(action)} > 0`), sql` or `)}) then ${rank('engaged')}
  when present_minutes > 0 then ${rank('attended')}
  when activated then ${rank('activated')}
  when invited then ${rank('invited')}
  else ${rank('not_invited')} end`;

/**
 * `engagementScore` in exact decimals: weights have at most one decimal and counts are whole, so
 * the sum needs no rounding and orders as the rounded score does.
 */
export const scoreOf = (weights: EngagementWeights) =>
  sql`(${sql.join(ENGAGEMENT_ACTIONS.map((action) => sql`${column(action)} * ${String(weights[action])}::numeric`), sql` + `)})`;

export const stageIs = (stage: FunnelStage) => sql`${STAGE_RANK} = ${rank(stage)}`;

/**
 * Names compare without case and accents (Müller beside Muller, Émile among the Es), the same on
 * PostgreSQL and PGlite whatever the database's collation.
 */
const NAME_KEY = sql.raw(
  `lower(translate(name, 'ÄÖÜÀÁÂÃÅÇÈÉÊËÌÍÎÏÑÒÓÔÕØÙÚÛÝäöüàáâãåçèéêëìíîïñòóôõøùúûýÿß', 'aouaaaaaceeeeiiiinooooouuuyaouaaaaaceeeeiiiinooooouuuyys')) collate "C"`,
);

const SORT_EXPRESSIONS: Record<Exclude<AnalyticsAccountSortKey, 'score'>, SQL> = {
  name: NAME_KEY,
  stage: STAGE_RANK,
  // Never seen sorts before every instant.
  firstSeen: sql`coalesce(first_seen_at, '-infinity'::timestamptz)`,
  lastSeen: sql`coalesce(last_seen_at, '-infinity'::timestamptz)`,
  minutes: sql`present_minutes`,
  sessions: sql`sessions`,
  messages: sql`chat_messages`,
  questions: sql`questions`,
  votes: sql`(poll_votes + question_votes)`,
};

/** The list's order: the chosen column, then the name and the id, so that pages never overlap. */
export function accountsOrderBy(sort: AnalyticsAccountSortKey, dir: 'asc' | 'desc', weights: EngagementWeights): SQL {
  const key = sort === 'score' ? scoreOf(weights) : SORT_EXPRESSIONS[sort];
  return sql`${key} ${sql.raw(dir)}, ${NAME_KEY}, name collate "C", id`;
}
