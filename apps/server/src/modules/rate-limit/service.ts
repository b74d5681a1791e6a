import type { Database } from '../../db/client';
import { createRateLimitRepository } from './repository';

/**
 * One limit: at most `limit` hits per window for `key` (e.g. `login:ip:203.0.113.5`); the window
 * is the configured one unless `windowSeconds` sets its own.
 */
export type RateLimitBucket = { key: string; limit: number; windowSeconds?: number };

export type RateLimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Fixed-window rate limits shared by all server instances through the database. */
export function createRateLimitService(db: Database, options: { windowSeconds: number; now: () => Date }) {
  const repository = createRateLimitRepository(db);
  const windowMs = options.windowSeconds * 1000;
  let lastSweepMs = 0;

  /** Once a window per instance, drops counters of ended windows so the table stays small. */
  async function sweep(now: Date): Promise<void> {
    if (now.getTime() - lastSweepMs < windowMs) return;
    lastSweepMs = now.getTime();
    await repository.deleteEnded(now);
  }

  return {
    /**
     * Counts a hit in every bucket and says whether all of them are still within their limit; when
     * not, how many seconds until the latest of the exceeded windows ends.
     */
    async consume(buckets: RateLimitBucket[]): Promise<RateLimitVerdict> {
      const now = options.now();
      await sweep(now);
      let retryAfterMs = 0;
      for (const bucket of buckets) {
        const windowEndsAt = new Date(now.getTime() + (bucket.windowSeconds ? bucket.windowSeconds * 1000 : windowMs));
        const { count, resetAt } = await repository.hit(bucket.key, now, windowEndsAt);
        if (count > bucket.limit) retryAfterMs = Math.max(retryAfterMs, resetAt.getTime() - now.getTime());
      }
      if (retryAfterMs <= 0) return { allowed: true };
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
    },

    /** The hits of `bucket` in its current window, and whether they reached its limit, without counting one. */
    async check(bucket: RateLimitBucket): Promise<{ count: number; verdict: RateLimitVerdict }> {
      const now = options.now();
      const window = await repository.peek(bucket.key, now);
      const count = window?.count ?? 0;
      if (!window || count < bucket.limit) return { count, verdict: { allowed: true } };
      const retryAfterSeconds = Math.max(1, Math.ceil((window.resetAt.getTime() - now.getTime()) / 1000));
      return { count, verdict: { allowed: false, retryAfterSeconds } };
    },

    /** Forgets a bucket's hits. */
    clear: (key: string) => repository.remove(key),
  };
}

export type RateLimitService = ReturnType<typeof createRateLimitService>;
