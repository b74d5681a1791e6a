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
      return status === 'archived' || status === 'withdrawn' ? null : { status: 'archived', pinned: false };
    case 'reopen':
      return status === 'answered' || status === 'archived' || status === 'rejected' ? { status: 'approved' } : null;
    case 'pin':
      return pinned || status === 'withdrawn' ? null : { status: 'approved', pinned: true };
    case 'unpin':
      return pinned ? { pinned: false } : null;
  }
}

/**
 * Whom to tell that their question moved: the asker learns it was published, answered or not
 * published; a withdrawal reaches the asker's other tabs, which still show the question.
 */
export function askerNoticeFor(before: QuestionStatus, after: QuestionStatus): boolean {
  if (before === after) return false;
  return (before === 'pending' && (after === 'approved' || after === 'rejected')) || after === 'answered' || after === 'withdrawn';
}

/**
 * What the asker's withdrawal changes: a waiting or shown, unanswered question leaves the lists
 * (and its pin); a withdrawn one stays so (a second click changes nothing); null for one that was
 * answered, archived or rejected, which is no longer the asker's to take back.
 */
export function withdrawalFor(status: QuestionStatus): QuestionPatch | 'unchanged' | null {
  if (status === 'withdrawn') return 'unchanged';
  return status === 'pending' || status === 'approved' ? { status: 'withdrawn', pinned: false } : null;
}
