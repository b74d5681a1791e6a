import { and, asc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import { topicOf, type QuestionStatus } from '@aula/shared';
import type { Database } from '../../db/client';
import { agendaSessions, attendeeAccounts, questionVotes, questions } from '../../db/schema';
import { nextTopicSeq } from '../../db/topic-seq';

/** A question as stored, with its asker's name as it is now ('' when the account is gone). */
export type QuestionRow = {
  id: number;
  eventId: number;
  roomId: number;
  sessionId: number | null;
  authorAccountId: number | null;
  authorName: string;
  body: string;
  anonymous: boolean;
  status: QuestionStatus;
  pinned: boolean;
  upvotes: number;
  seq: number;
  createdAt: Date;
};

/** What a moderator's action changes on a question. */
export type QuestionPatch = { status?: QuestionStatus; pinned?: boolean };

/**
 * Every change of a room's questions takes its number from the room's one counter, `qna:{roomId}`:
 * the public topic and the moderators' topic carry the same numbers, so one "after n" serves both.
 * The counter's row is taken first in each transaction, which also puts a room's changes one after
 * the other (a second pin waits for the first, so a room never ends with two pinned).
 */
const roomCounter = (roomId: number) => topicOf('qna', roomId);

const columns = {
  id: questions.id,
  eventId: questions.eventId,
  roomId: questions.roomId,
  sessionId: questions.sessionId,
  authorAccountId: questions.authorAccountId,
  authorName: sql<string>`coalesce(trim(${attendeeAccounts.firstName} || ' ' || ${attendeeAccounts.lastName}), '')`,
  body: questions.body,
  anonymous: questions.anonymous,
  status: questions.status,
  pinned: questions.pinned,
  upvotes: questions.upvotes,
  seq: questions.seq,
  createdAt: questions.createdAt,
};

export function createQnaRepository(db: Database) {
  const select = () => db.select(columns).from(questions).leftJoin(attendeeAccounts, eq(attendeeAccounts.id, questions.authorAccountId));
  const byIds = async (ids: number[]): Promise<QuestionRow[]> =>
    ids.length === 0 ? [] : select().where(inArray(questions.id, ids)).orderBy(asc(questions.seq), asc(questions.id));

  return {
    /** Whether the agenda session takes place in the room. */
    async isSessionOfRoom(sessionId: number, roomId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: agendaSessions.id })
        .from(agendaSessions)
        .where(and(eq(agendaSessions.id, sessionId), eq(agendaSessions.roomId, roomId)));
      return row !== undefined;
    },

    async find(id: number): Promise<QuestionRow | null> {
      const [row] = await byIds([id]);
      return row ?? null;
    },

    /** The room's questions changed after `after`, in the order of their changes. */
    async changedInRoom(roomId: number, after: number): Promise<QuestionRow[]> {
      return select()
        .where(and(eq(questions.roomId, roomId), gt(questions.seq, after)))
        .orderBy(asc(questions.seq), asc(questions.id));
    },

    /** Which of the questions the account has upvoted. */
    async votedBy(accountId: number, questionIds: number[]): Promise<number[]> {
      if (questionIds.length === 0) return [];
      const rows = await db
        .select({ questionId: questionVotes.questionId })
        .from(questionVotes)
        .where(and(eq(questionVotes.accountId, accountId), inArray(questionVotes.questionId, questionIds)));
      return rows.map((row) => row.questionId);
    },

    async insert(values: {
      eventId: number;
      roomId: number;
      sessionId: number | null;
      authorAccountId: number;
      body: string;
      anonymous: boolean;
      status: QuestionStatus;
    }): Promise<QuestionRow> {
      const id = await db.transaction(async (tx) => {
        const seq = await nextTopicSeq(tx, roomCounter(values.roomId));
        const [row] = await tx.insert(questions).values({ ...values, seq }).returning({ id: questions.id });
        return row!.id;
      });
      return (await byIds([id]))[0]!;
    },

    /**
     * Adds (`up`) or takes back the account's one vote. The vote's primary key decides, so of many
     * simultaneous votes of one account exactly one counts, and the count changes in the same
     * statement-safe step (`upvotes + 1`) as the vote row. Answers whether anything changed.
     */
    async vote(question: { id: number; roomId: number }, accountId: number, up: boolean, now: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const seq = await nextTopicSeq(tx, roomCounter(question.roomId));
        const changed = up
          ? await tx.insert(questionVotes).values({ questionId: question.id, accountId }).onConflictDoNothing().returning({ id: questionVotes.questionId })
          : await tx
              .delete(questionVotes)
              .where(and(eq(questionVotes.questionId, question.id), eq(questionVotes.accountId, accountId)))
              .returning({ id: questionVotes.questionId });
        if (changed.length === 0) return false;
        await tx
          .update(questions)
          .set({ upvotes: sql`${questions.upvotes} + ${up ? 1 : -1}`, seq, updatedAt: now })
          .where(eq(questions.id, question.id));
        return true;
      });
    },

    /**
     * Applies a moderator's change; pinning first unpins the room's other pinned question (one per
     * room). Answers every question that changed, the acted-on one last.
     */
    async change(question: { id: number; roomId: number }, patch: QuestionPatch, now: Date): Promise<QuestionRow[]> {
      const changedIds = await db.transaction(async (tx) => {
        const seq = await nextTopicSeq(tx, roomCounter(question.roomId));
        const unpinned = patch.pinned
          ? await tx
              .update(questions)
              .set({ pinned: false, seq, updatedAt: now })
              .where(and(eq(questions.roomId, question.roomId), eq(questions.pinned, true), ne(questions.id, question.id)))
              .returning({ id: questions.id })
          : [];
        await tx
          .update(questions)
          .set({ ...patch, seq, updatedAt: now })
          .where(eq(questions.id, question.id));
        return [...unpinned.map((row) => row.id), question.id];
      });
      const rows = await byIds(changedIds);
      return [...rows.filter((row) => row.id !== question.id), ...rows.filter((row) => row.id === question.id)];
    },
  };
}

export type QnaRepository = ReturnType<typeof createQnaRepository>;
