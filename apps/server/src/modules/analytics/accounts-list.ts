import { engagementScore, funnelStage, type AnalyticsAccountRow, type EngagementWeights } from '@aula/shared';
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
