import {
  FUNNEL_STAGES,
  engagementScore,
  funnelStage,
  type AnalyticsAccountRow,
  type AnalyticsAccountSortKey,
  type AnalyticsFunnelStage,
  type EngagementWeights,
} from '@aula/shared';
import type { TableColumn } from '../../http/table-export/columns';
import type { StoredAccountRow } from './accounts-repository';

/** An account's row as the list shows it: its stage and score from the shared rules, votes of both kinds together. */
export function accountRow(stored: StoredAccountRow, weights: EngagementWeights): AnalyticsAccountRow {
  const { counts } = stored;
  return {
    accountId: stored.accountId,
    name: stored.name,
    email: stored.email,
    role: stored.role,
    stage: funnelStage(stored),
    firstSeen: stored.firstSeen?.toISOString() ?? null,
    lastSeen: stored.lastSeen?.toISOString() ?? null,
    minutes: counts.presentMinutes,
    sessions: stored.sessions,
    messages: counts.chatMessages,
    questions: counts.questions,
    votes: counts.pollVotes + counts.questionVotes,
    score: engagementScore(counts, weights),
  };
}

const sortValue = (row: AnalyticsAccountRow, key: AnalyticsAccountSortKey): string | number => {
  if (key === 'stage') return FUNNEL_STAGES.indexOf(row.stage);
  if (key === 'name') return row.name.toLocaleLowerCase();
  // Never seen sorts before every instant.
  if (key === 'firstSeen' || key === 'lastSeen') return row[key] ?? '';
  return row[key];
};

/** The list's order: the chosen column, then the name and the id, so that pages never overlap. */
export function accountOrder(key: AnalyticsAccountSortKey, dir: 'asc' | 'desc') {
  const sign = dir === 'asc' ? 1 : -1;
  return (a: AnalyticsAccountRow, b: AnalyticsAccountRow): number => {
    const left = sortValue(a, key);
    const right = sortValue(b, key);
    const byKey = left < right ? -1 : left > right ? 1 : 0;
    return byKey * sign || a.name.localeCompare(b.name) || a.accountId - b.accountId;
  };
}

export const matchesStage = (row: AnalyticsAccountRow, stage: AnalyticsFunnelStage | undefined) => stage === undefined || row.stage === stage;

/** The accounts export's columns: the list's, with the stage and role as words of the caller's language. */
export const ACCOUNT_COLUMNS: readonly TableColumn[] = [
  { key: 'name', header: 'analytics_col_name', kind: 'text' },
  { key: 'email', header: 'analytics_col_email', kind: 'text' },
  { key: 'role', header: 'analytics_col_role', kind: 'text' },
  { key: 'stage', header: 'analytics_col_stage', kind: 'text' },
  { key: 'firstSeen', header: 'analytics_col_first_seen', kind: 'dateTime' },
  { key: 'lastSeen', header: 'analytics_col_last_seen', kind: 'dateTime' },
  { key: 'minutes', header: 'analytics_col_present_minutes', kind: 'minutes' },
  { key: 'sessions', header: 'analytics_col_sessions', kind: 'integer' },
  { key: 'messages', header: 'analytics_col_messages', kind: 'integer' },
  { key: 'questions', header: 'analytics_col_questions', kind: 'integer' },
  { key: 'votes', header: 'analytics_col_votes', kind: 'integer' },
  { key: 'score', header: 'analytics_col_score', kind: 'decimal' },
];
