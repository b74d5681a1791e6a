import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rateLimitCounters } from '../../db/schema';

export type WindowCount = { count: number; resetAt: Date };

/** Fixed-window counters in the database, so every server instance shares them. */
export function createRateLimitRepository(db: Database) {
  const nowSql = sql`${sql.placeholder('now')}::timestamptz`;
  const endSql = sql`${sql.placeholder('windowEndsAt')}::timestamptz`;
  const expired = sql`${rateLimitCounters.resetAt} <= ${nowSql}`;
  // Prepared once: every limited call (each vote and chat message among them) counts a hit.
  const hitQuery = db
    .insert(rateLimitCounters)
    .values({ key: sql.placeholder('key'), count: 1, resetAt: endSql })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        count: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimitCounters.count} + 1 END`,
        resetAt: sql`CASE WHEN ${expired} THEN ${endSql} ELSE ${rateLimitCounters.resetAt} END`,
      },
    })
    .returning({ count: rateLimitCounters.count, resetAt: rateLimitCounters.resetAt })
    .prepare('rate_limit_hit');

  return {
    /**
     * Counts one hit for `key` in one atomic statement: a window that has ended starts over at 1,
     * otherwise the count goes up by one.
     */
    async hit(key: string, now: Date, windowEndsAt: Date): Promise<WindowCount> {
      const [row] = await hitQuery.execute({ key, now: now.toISOString(), windowEndsAt: windowEndsAt.toISOString() });
      return { count: row!.count, resetAt: row!.resetAt };
    },

    /** The count of `key` in its current window; null when it has none or it has ended. */
    async peek(key: string, now: Date): Promise<WindowCount | null> {
      const [row] = await db
        .select({ count: rateLimitCounters.count, resetAt: rateLimitCounters.resetAt })
        .from(rateLimitCounters)
        .where(and(eq(rateLimitCounters.key, key), gt(rateLimitCounters.resetAt, now)));
      return row ?? null;
    },

    /** Forgets `key`, e.g. the failures of a client that then signed in. */
    async remove(key: string): Promise<void> {
      await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, key));
    },

    /** Deletes counters whose window ended before `before`; they would start over at 1 anyway. */
    async deleteEnded(before: Date): Promise<void> {
      await db.delete(rateLimitCounters).where(lt(rateLimitCounters.resetAt, before));
    },
  };
}

export type RateLimitRepository = ReturnType<typeof createRateLimitRepository>;
