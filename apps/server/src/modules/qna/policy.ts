import type { QuestionAction, QuestionStatus } from '@aula/shared';
import type { QuestionPatch } from './repository';

/** Whether everyone in the room sees a question in this state. */
export function isShown(status: QuestionStatus): boolean {
  return status === 'approved' || status === 'answered';
}

/** The status a new question starts in: waiting for a moderator when the event pre-moderates. */
export function initialStatus(moderation: 'pre' | 'post'): QuestionStatus {
  return moderation === 'pre' ? 'pending' : 'approved';
}

/**
 * What a moderator's action changes on a question in its current state, or null when it changes
 * nothing: two moderators who approve the same question at once both succeed, the second finds it
 * approved already. Pinning marks the question being answered now, so it shows it (approving a
 * pending one); answering, archiving and rejecting unpin.
 */
export function patchFor(action: QuestionAction, current: { status: QuestionStatus; pinned: boolean }): QuestionPatch | null {
  const { status, pinned } = current;
  switch (action) {
    case 'approve':
      return status === 'pending' || status === 'rejected' ? { status: 'approved' } : null;
    case 'reject':
      return status === 'pending' ? { status: 'rejected', pinned: false } : null;
    case 'answer':
      return status === 'pending' || status === 'approved' || pinned ? { status: 'answered', pinned: false } : null;
    case 'archive':
      return status === 'archived' ? null : { status: 'archived', pinned: false };
    case 'reopen':
      return status === 'answered' || status === 'archived' || status === 'rejected' ? { status: 'approved' } : null;
    case 'pin':
      return pinned ? null : { status: 'approved', pinned: true };
    case 'unpin':
      return pinned ? { pinned: false } : null;
  }
}

/** Whom to tell that their question moved: the asker learns it was published, answered or not published. */
export function askerNoticeFor(before: QuestionStatus, after: QuestionStatus): boolean {
  if (before === after) return false;
  return (before === 'pending' && (after === 'approved' || after === 'rejected')) || after === 'answered';
}
