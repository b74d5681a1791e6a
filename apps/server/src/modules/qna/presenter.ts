import type { Question } from '@aula/shared';
import { isShown } from './policy';
import type { QuestionRow } from './repository';

/**
 * Who looks at a question: `moderator` (organisers and moderator attendees: everything, with the
 * asker's name), `public` (what every attendee in the room may see: the push on `qna:{roomId}`), or
 * one `attendee`, who also sees their own question while it waits or after it was not published.
 */
export type QuestionViewer = { kind: 'moderator' } | { kind: 'public' } | { kind: 'attendee'; accountId: number };

/** Whether the viewer sees the question in the list. */
export function isVisibleTo(row: QuestionRow, viewer: QuestionViewer): boolean {
  if (viewer.kind === 'moderator') return true;
  if (isShown(row.status)) return true;
  return viewer.kind === 'attendee' && row.authorAccountId === viewer.accountId && row.status !== 'archived' && row.status !== 'withdrawn';
}

/**
 * A question for one viewer; fields whitelisted. A question the viewer does not see is answered
 * without its text or asker (`visible` false), so a client that showed it drops it. Attendees never
 * learn who asked an anonymous question.
 */
export function presentQuestion(row: QuestionRow, viewer: QuestionViewer): Question {
  const visible = isVisibleTo(row, viewer);
  const named = visible && (viewer.kind === 'moderator' || !row.anonymous);
  return {
    id: row.id,
    seq: row.seq,
    roomId: row.roomId,
    sessionId: row.sessionId,
    body: visible ? row.body : '',
    status: row.status,
    pinned: visible && row.pinned,
    upvotes: visible ? row.upvotes : 0,
    anonymous: row.anonymous,
    authorName: named ? row.authorName || null : null,
    createdMs: row.createdAt.getTime(),
    visible,
  };
}
