import type { Question } from '../schemas/qna';

const rank = (question: Pick<Question, 'pinned' | 'status'>) => (question.pinned ? 0 : question.status === 'answered' ? 2 : 1);

/**
 * The order of a room's questions: the pinned one (being answered now) first, then the open ones
 * by upvotes, then the answered ones; equal ones oldest first, so a question does not jump about.
 */
export function orderQuestions<Q extends Pick<Question, 'id' | 'pinned' | 'status' | 'upvotes' | 'createdMs'>>(questions: readonly Q[]): Q[] {
  return [...questions].sort((a, b) => rank(a) - rank(b) || b.upvotes - a.upvotes || a.createdMs - b.createdMs || a.id - b.id);
}
