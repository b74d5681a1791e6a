import type { WallDecision, WallModeration, WallPostStatus } from '@aula/shared';

/** The status a new post starts in: under pre-moderation it waits for a moderator. */
export function initialStatus(moderation: WallModeration): WallPostStatus {
  return moderation === 'pre' ? 'pending' : 'approved';
}

const STATUS_OF: Record<WallDecision, WallPostStatus> = { approve: 'approved', reject: 'rejected', hide: 'hidden' };

/** The status a moderator's decision leaves a post in, from whichever it had (a hidden post may be approved again). */
export function statusAfter(decision: WallDecision): WallPostStatus {
  return STATUS_OF[decision];
}

