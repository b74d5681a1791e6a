import { engagementScore, funnelStage, type AnalyticsAccountRow, type EngagementWeights } from '@aula/shared';
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
