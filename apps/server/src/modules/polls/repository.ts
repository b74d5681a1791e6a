import { and, asc, count, eq, gt, inArray, notInArray, sql } from 'drizzle-orm';
import type { PollKind, PollStatus } from '@aula/shared';
import type { Database } from '../../db/client';
import { pollBallots, pollOptions, polls, pollVotes, rooms } from '../../db/schema';
import { nextTopicSeq } from '../../db/topic-seq';

export type PollRow = typeof polls.$inferSelect & { ballots: number };
export type PollOptionRow = typeof pollOptions.$inferSelect & { votes: number };
/** A poll and the ids of its options, without the totals. */
export type PollBallotPaper = typeof polls.$inferSelect & { optionIds: number[] };
/** A poll with its options in order, their vote counts included. */
export type PollRecord = PollRow & { options: PollOptionRow[] };

/** The columns a save writes; options are given in order, id 0 for a new one. */
export type StoredPollFields = {
  roomId: number;
  sessionId: number | null;
  question: string;
  kind: PollKind;
  live: boolean;
  resultsHidden: boolean;
  options: { id: number; text: string }[];
};

/** What a vote came to: counted, refused as a second ballot, or refused because the poll is not open. */
export type VoteOutcome = 'counted' | 'alreadyVoted' | 'notOpen';

/** One attendee's ballot: the options they chose. */
export type CastBallot = { accountId: number; optionIds: readonly number[] };

const pollsTopic = (roomId: number) => `polls:${roomId}`;

/** Polls, their options and ballots; the only file of the module that speaks Drizzle. */
export function createPollsRepository(db: Database) {
  /**
   * The polls with their options and totals. The totals are counted from the ballots when read,
   * not kept as counters a vote would update: 2,000 votes at once would queue on those rows
   * (docs/decisions/0037-live-engagement-polls.md).
   */
  async function withOptions(rows: (typeof polls.$inferSelect)[]): Promise<PollRecord[]> {
    if (rows.length === 0) return [];
    const pollIds = rows.map((row) => row.id);
    // One statement, so the options' votes and the ballots are counted in one snapshot: counted in
    // separate queries, a batch of ballots committed between them gave totals whose votes did not
    // add up to their ballots, and a browser keeps the totals with the most ballots.
    const votes = db
      .select({ optionId: pollVotes.optionId, votes: count().as('votes') })
      .from(pollVotes)
      .where(inArray(pollVotes.pollId, pollIds))
      .groupBy(pollVotes.optionId)
      .as('option_votes');
    const ballots = db
      .select({ pollId: pollBallots.pollId, ballots: count().as('ballots') })
      .from(pollBallots)
      .where(inArray(pollBallots.pollId, pollIds))
      .groupBy(pollBallots.pollId)
      .as('poll_ballot_counts');
    const options = await db
      .select({
        option: pollOptions,
        votes: sql<number>`coalesce(${votes.votes}, 0)::int`,
        ballots: sql<number>`coalesce(${ballots.ballots}, 0)::int`,
      })
      .from(pollOptions)
      .leftJoin(votes, eq(votes.optionId, pollOptions.id))
      .leftJoin(ballots, eq(ballots.pollId, pollOptions.pollId))
      .where(inArray(pollOptions.pollId, pollIds))
      .orderBy(asc(pollOptions.position), asc(pollOptions.id));
    const ballotsOf = new Map(options.map((row) => [row.option.pollId, row.ballots]));
    return rows.map((row) => ({
      ...row,
      ballots: ballotsOf.get(row.id) ?? 0,
      options: options.filter(({ option }) => option.pollId === row.id).map(({ option, votes: optionVotes }) => ({ ...option, votes: optionVotes })),
    }));
  }

  // One round trip, prepared once: every vote reads it.
  const ballotPaperQuery = db
    .select({ poll: polls, optionIds: sql<number[]>`(select coalesce(json_agg(o.id), '[]'::json) from poll_options o where o.poll_id = ${polls}.id)` })
    .from(polls)
    .where(eq(polls.id, sql.placeholder('id')))
    .limit(1)
    .prepare('polls_ballot_paper');

  async function findBallotPaper(id: number): Promise<PollBallotPaper | null> {
    const [row] = await ballotPaperQuery.execute({ id });
    return row ? { ...row.poll, optionIds: row.optionIds } : null;
  }

  async function findById(id: number): Promise<PollRecord | null> {
    const rows = await db.select().from(polls).where(eq(polls.id, id)).limit(1);
    const [record] = await withOptions(rows);
    return record ?? null;
  }

  type Writer = Parameters<Parameters<Database['transaction']>[0]>[0];

  /** Writes the options in the given order: known ids keep their row (and votes), others are added, missing ones removed. */
  async function writeOptions(tx: Writer, pollId: number, options: StoredPollFields['options']): Promise<void> {
    const kept = options.filter((option) => option.id > 0).map((option) => option.id);
    await tx
      .delete(pollOptions)
      .where(and(eq(pollOptions.pollId, pollId), kept.length > 0 ? notInArray(pollOptions.id, kept) : undefined));
    for (const [position, option] of options.entries()) {
      if (option.id > 0) {
        await tx
          .update(pollOptions)
          .set({ text: option.text, position })
          .where(and(eq(pollOptions.id, option.id), eq(pollOptions.pollId, pollId)));
      } else {
        await tx.insert(pollOptions).values({ pollId, text: option.text, position });
      }
    }
  }

  return {
    findById,
    findBallotPaper,

    /** The event's polls, by room and then newest first. */
    async listForEvent(eventId: number): Promise<PollRecord[]> {
      return withOptions(await db.select().from(polls).where(eq(polls.eventId, eventId)).orderBy(asc(polls.roomId), sql`${polls.id} desc`));
    },

    /** The event's polls of the given statuses in its visible rooms, for the venue. */
    async listVisibleForEvent(eventId: number, statuses: readonly PollStatus[]): Promise<PollRecord[]> {
      const rows = await db
        .select({ poll: polls })
        .from(polls)
        .innerJoin(rooms, eq(rooms.id, polls.roomId))
        .where(and(eq(polls.eventId, eventId), eq(rooms.visible, true), inArray(polls.status, [...statuses])))
        .orderBy(asc(rooms.position), asc(rooms.id), sql`${polls.id} desc`);
      return withOptions(rows.map((row) => row.poll));
    },

    /** A room's polls whose latest change is after `after`, in the order of their changes. */
    async listForRoomAfter(roomId: number, after: number): Promise<PollRecord[]> {
      return withOptions(await db.select().from(polls).where(and(eq(polls.roomId, roomId), gt(polls.seq, after))).orderBy(asc(polls.seq)));
    },

    /** Adds a draft with its options, numbered as a change of its room's topic. */
    async insert(eventId: number, fields: StoredPollFields): Promise<PollRecord> {
      const id = await db.transaction(async (tx) => {
        const seq = await nextTopicSeq(tx, pollsTopic(fields.roomId));
        const { options, ...columns } = fields;
        const [row] = await tx
          .insert(polls)
          .values({ ...columns, eventId, seq })
          .returning({ id: polls.id });
        await writeOptions(tx, row!.id, options);
        return row!.id;
      });
      return (await findById(id))!;
    },

    /**
     * Saves a poll's fields. `withOptions` false keeps question, kind and options (a poll that was
     * opened); the room changes only with them, so a poll's votes stay in its room.
     */
    async update(id: number, fields: StoredPollFields, withOptions: boolean, now: Date): Promise<PollRecord> {
      await db.transaction(async (tx) => {
        const { options, roomId, question, kind, ...always } = fields;
        const [current] = await tx.select({ roomId: polls.roomId }).from(polls).where(eq(polls.id, id)).for('update');
        const topicRoom = withOptions ? roomId : current!.roomId;
        const seq = await nextTopicSeq(tx, pollsTopic(topicRoom));
        await tx
          .update(polls)
          .set({ ...always, ...(withOptions && { roomId, question, kind }), seq, updatedAt: now })
          .where(eq(polls.id, id));
        if (withOptions) await writeOptions(tx, id, options);
      });
      return (await findById(id))!;
    },

    /** Moves a poll from one status to another; null when it no longer had the status `from`. */
    async setStatus(id: number, from: PollStatus, to: PollStatus, now: Date): Promise<PollRecord | null> {
      const moved = await db.transaction(async (tx) => {
        const [current] = await tx.select({ roomId: polls.roomId, status: polls.status }).from(polls).where(eq(polls.id, id)).for('update');
        if (!current || current.status !== from) return false;
        const seq = await nextTopicSeq(tx, pollsTopic(current.roomId));
        await tx
          .update(polls)
          .set({
            status: to,
            seq,
            updatedAt: now,
            ...(to === 'open' && from === 'draft' && { openedAt: now }),
            ...(to === 'closed' && from === 'open' && { closedAt: now }),
          })
          .where(eq(polls.id, id));
        return true;
      });
      return moved ? findById(id) : null;
    },

    async delete(id: number): Promise<void> {
      await db.delete(polls).where(eq(polls.id, id));
    },

    /**
     * Counts a batch of ballots of one poll in one transaction (docs/decisions/0037-live-engagement-polls.md):
     * the poll's row is read with a share lock, so a close (an update of the row) waits for the
     * batches under way and the batches after it find the poll closed; no vote counts after the
     * close. The ballots' primary key refuses a second ballot of an account, also one written by
     * another instance at the same moment. The batch holds each account once.
     * Answers, per ballot in the order given, what it came to.
     */
    async voteBatch(pollId: number, ballots: readonly CastBallot[]): Promise<VoteOutcome[]> {
      return db.transaction(async (tx) => {
        const [poll] = await tx.select({ status: polls.status }).from(polls).where(eq(polls.id, pollId)).for('share');
        if (poll?.status !== 'open') return ballots.map((): VoteOutcome => 'notOpen');
        const inserted = await tx
          .insert(pollBallots)
          // In the order of the accounts, so two instances' batches never wait on each other's rows in a circle.
          .values(ballots.map(({ accountId }) => ({ pollId, accountId })).sort((a, b) => a.accountId - b.accountId))
          .onConflictDoNothing()
          .returning({ accountId: pollBallots.accountId });
        const counted = new Set(inserted.map((row) => row.accountId));
        const votes = ballots.filter((ballot) => counted.has(ballot.accountId)).flatMap(({ accountId, optionIds }) => optionIds.map((optionId) => ({ pollId, optionId, accountId })));
        if (votes.length > 0) await tx.insert(pollVotes).values(votes);
        return ballots.map((ballot): VoteOutcome => (counted.has(ballot.accountId) ? 'counted' : 'alreadyVoted'));
      });
    },

    /** The ballots an attendee cast in the given polls, with the options chosen. */
    async ballotsOf(accountId: number, pollIds: readonly number[]): Promise<{ pollId: number; optionIds: number[] }[]> {
      if (pollIds.length === 0) return [];
      const rows = await db
        .select({ pollId: pollVotes.pollId, optionId: pollVotes.optionId })
        .from(pollVotes)
        .where(and(eq(pollVotes.accountId, accountId), inArray(pollVotes.pollId, [...pollIds])))
        .orderBy(asc(pollVotes.pollId), asc(pollVotes.optionId));
      const byPoll = new Map<number, number[]>();
      for (const row of rows) byPoll.set(row.pollId, [...(byPoll.get(row.pollId) ?? []), row.optionId]);
      return [...byPoll].map(([pollId, optionIds]) => ({ pollId, optionIds }));
    },

    /** The room's polls an attendee may see in the venue (open or closed), by id. */
    async shownInRoom(roomId: number): Promise<number[]> {
      const rows = await db
        .select({ id: polls.id })
        .from(polls)
        .where(and(eq(polls.roomId, roomId), inArray(polls.status, ['open', 'closed'])));
      return rows.map((row) => row.id);
    },
  };
}

export type PollsRepository = ReturnType<typeof createPollsRepository>;
