import { and, asc, desc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { topicOf, type WallPostStatus } from '@aula/shared';
import type { Database } from '../../db/client';
import { wallLikes, wallPosts } from '../../db/schema';
import { nextTopicSeq } from '../../db/topic-seq';

export type WallPostRow = typeof wallPosts.$inferSelect;
/** What one page of a list shows: posts of these statuses, and (an attendee's) own posts in any. */
export type WallPage = { statuses: WallPostStatus[]; authorAccountId: number | null; limit: number };
/** A page's posts, newest first, and where the older ones start (null when none are left). */
export type WallRows = { rows: WallPostRow[]; olderBefore: number | null };

/** A page from `limit + 1` rows, newest first: the extra row only says that older ones exist. */
function pageOf(rows: WallPostRow[], limit: number): WallRows {
  const page = rows.slice(0, limit);
  return { rows: page, olderBefore: rows.length > limit ? (page.at(-1)?.id ?? null) : null };
}

/**
 * Every change of an event's wall takes its number from the counter of `wall:{eventId}`; the
 * moderators' topic `wallQueue:{eventId}` carries the same changes with the same numbers, so a post
 * keeps one `seq` whichever of the two a client follows.
 */
const wallTopic = (eventId: number) => topicOf('wall', eventId);

/** Social wall posts and likes; the only file of the module that speaks Drizzle. */
export function createWallRepository(db: Database) {
  const inEvent = (eventId: number, postId: number) => and(eq(wallPosts.eventId, eventId), eq(wallPosts.id, postId), isNull(wallPosts.deletedAt));

  return {
    async insert(post: { eventId: number; authorAccountId: number; body: string; image: string | null; status: WallPostStatus }): Promise<WallPostRow> {
      return db.transaction(async (tx) => {
        const seq = await nextTopicSeq(tx, wallTopic(post.eventId));
        const [row] = await tx
          .insert(wallPosts)
          .values({ ...post, seq })
          .returning();
        return row!;
      });
    },

    async find(eventId: number, postId: number): Promise<WallPostRow | null> {
      const [row] = await db.select().from(wallPosts).where(inEvent(eventId, postId)).limit(1);
      return row ?? null;
    },

    /**
     * Sets or takes back one account's like of an approved post, counting it on the post in the same
     * transaction; the post gets a new change number only when the like changed. Null for a post
     * that is not (or no longer) on the wall.
     */
    async setLike(eventId: number, postId: number, accountId: number, liked: boolean): Promise<{ row: WallPostRow; changed: boolean } | null> {
      return db.transaction(async (tx) => {
        const [post] = await tx.select().from(wallPosts).where(inEvent(eventId, postId)).for('update');
        if (!post || post.status !== 'approved') return null;
        const changedRows = liked
          ? await tx.insert(wallLikes).values({ postId, accountId }).onConflictDoNothing().returning({ postId: wallLikes.postId })
          : await tx
              .delete(wallLikes)
              .where(and(eq(wallLikes.postId, postId), eq(wallLikes.accountId, accountId)))
              .returning({ postId: wallLikes.postId });
        if (changedRows.length === 0) return { row: post, changed: false };
        const seq = await nextTopicSeq(tx, wallTopic(eventId));
        const [row] = await tx
          .update(wallPosts)
          .set({ likes: sql`${wallPosts.likes} + ${liked ? 1 : -1}`, seq })
          .where(eq(wallPosts.id, postId))
          .returning();
        return { row: row!, changed: true };
      });
    },

    /** Sets a post's status; answers the status before and the post after, or null for no such post. */
    async setStatus(eventId: number, postId: number, status: WallPostStatus, now: Date): Promise<{ before: WallPostStatus; row: WallPostRow } | null> {
      return db.transaction(async (tx) => {
        const [post] = await tx.select().from(wallPosts).where(inEvent(eventId, postId)).for('update');
        if (!post) return null;
        if (post.status === status) return { before: status, row: post };
        const seq = await nextTopicSeq(tx, wallTopic(eventId));
        const [row] = await tx.update(wallPosts).set({ status, moderatedAt: now, seq }).where(eq(wallPosts.id, postId)).returning();
        return { before: post.status, row: row! };
      });
    },

    /** Deletes a post of its author (kept as a removed row, so followers catch up on it); null when the post is not theirs. */
    async deleteOwn(eventId: number, postId: number, authorAccountId: number, now: Date): Promise<WallPostRow | null> {
      return db.transaction(async (tx) => {
        const [post] = await tx
          .select()
          .from(wallPosts)
          .where(and(inEvent(eventId, postId), eq(wallPosts.authorAccountId, authorAccountId)))
          .for('update');
        if (!post) return null;
        const seq = await nextTopicSeq(tx, wallTopic(eventId));
        const [row] = await tx.update(wallPosts).set({ deletedAt: now, seq }).where(eq(wallPosts.id, postId)).returning();
        return row!;
      });
    },

    /** Pins or unpins a post; null for no such post. */
    async setPinned(eventId: number, postId: number, pinned: boolean): Promise<WallPostRow | null> {
      return db.transaction(async (tx) => {
        const [post] = await tx.select().from(wallPosts).where(inEvent(eventId, postId)).for('update');
        if (!post) return null;
        if (post.pinned === pinned) return post;
        const seq = await nextTopicSeq(tx, wallTopic(eventId));
        const [row] = await tx.update(wallPosts).set({ pinned, seq }).where(eq(wallPosts.id, postId)).returning();
        return row!;
      });
    },

    /**
     * A first load: the newest `limit` posts of the given statuses, the pinned ones among them
     * whatever their age, and (for an attendee) the newest `limit` of their own posts in any status.
     * `olderBefore` continues the newest posts, whatever pinned or own ones older than them came along.
     */
    async firstLoad(eventId: number, { statuses, authorAccountId, limit }: WallPage): Promise<WallRows> {
      const live = and(eq(wallPosts.eventId, eventId), isNull(wallPosts.deletedAt));
      const shown = inArray(wallPosts.status, statuses);
      const [page, pinned, own] = await Promise.all([
        db.select().from(wallPosts).where(and(live, shown)).orderBy(desc(wallPosts.id)).limit(limit + 1),
        db.select().from(wallPosts).where(and(live, shown, eq(wallPosts.pinned, true))).orderBy(desc(wallPosts.id)).limit(limit),
        authorAccountId === null
          ? Promise.resolve([])
          : db.select().from(wallPosts).where(and(live, eq(wallPosts.authorAccountId, authorAccountId))).orderBy(desc(wallPosts.id)).limit(limit),
      ]);
      const { rows: newest, olderBefore } = pageOf(page, limit);
      const byId = new Map([...newest, ...pinned, ...own].map((row) => [row.id, row]));
      return { rows: [...byId.values()].sort((a, b) => b.id - a.id), olderBefore };
    },

    /** The page of posts before post `before`, newest first: those with the statuses, and the author's own. */
    async olderPage(eventId: number, before: number, { statuses, authorAccountId, limit }: WallPage): Promise<WallRows> {
      const seen = authorAccountId === null ? inArray(wallPosts.status, statuses) : or(inArray(wallPosts.status, statuses), eq(wallPosts.authorAccountId, authorAccountId));
      const rows = await db
        .select()
        .from(wallPosts)
        .where(and(eq(wallPosts.eventId, eventId), isNull(wallPosts.deletedAt), lt(wallPosts.id, before), seen))
        .orderBy(desc(wallPosts.id))
        .limit(limit + 1);
      return pageOf(rows, limit);
    },

    /** Every post of the event that changed after change `after`, oldest change first, at most `limit`. */
    async changedAfter(eventId: number, after: number, limit: number): Promise<WallPostRow[]> {
      return db
        .select()
        .from(wallPosts)
        .where(and(eq(wallPosts.eventId, eventId), gt(wallPosts.seq, after)))
        .orderBy(asc(wallPosts.seq))
        .limit(limit);
    },

    /** Which of the posts the account likes. */
    async likedBy(accountId: number, postIds: number[]): Promise<Set<number>> {
      if (postIds.length === 0) return new Set();
      const rows = await db
        .select({ postId: wallLikes.postId })
        .from(wallLikes)
        .where(and(eq(wallLikes.accountId, accountId), inArray(wallLikes.postId, postIds)));
      return new Set(rows.map((row) => row.postId));
    },
  };
}

export type WallRepository = ReturnType<typeof createWallRepository>;
