import { describe, expect, it } from 'vitest';
import type { Question } from '../schemas/qna';
import { orderQuestions } from './qna';

const question = (id: number, fields: Partial<Question>): Question => ({
  id,
  seq: id,
  roomId: 1,
  sessionId: null,
  body: `question ${id}`,
  status: 'approved',
  pinned: false,
  upvotes: 0,
  anonymous: false,
  authorName: null,
  createdMs: id * 1000,
  visible: true,
  ...fields,
});

describe('orderQuestions', () => {
  it('puts the pinned question first, then open ones by votes, then answered ones', () => {
    const ordered = orderQuestions([
      question(1, { upvotes: 9, status: 'answered' }),
      question(2, { upvotes: 1 }),
      question(3, { upvotes: 5 }),
      question(4, { pinned: true }),
      question(5, { upvotes: 5 }),
    ]);
    expect(ordered.map((item) => item.id)).toEqual([4, 3, 5, 2, 1]);
  });
});
