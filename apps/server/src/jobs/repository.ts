import crypto from 'node:crypto';
import { and, asc, eq, gte, inArray, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { jobs } from '../db/schema';

/** A job to add; `dedupeKey` merges it into a queued job of its kind with the same key that has not started. */
export type NewJob = { name: string; payload: unknown; maxAttempts: number; runAt: Date; dedupeKey: string | null; requestId: string | null };
const INSERT_CHUNK = 2_000;
/**
 * A job whose kind and dedupe key are those of a job that has not started (`jobs_not_started_key`)
 * is already asked for; jobs without a key never conflict.
 */
const NOT_STARTED_TWIN = { target: [jobs.name, jobs.dedupeKey], where: sql`attempts = 0` };

export type ClaimedJob = { id: number; name: string; payload: unknown; attempts: number; maxAttempts: number; claimId: string; requestId: string | null };

/** A job given up because its process died on its last attempt. */
export type AbandonedJob = { name: string; payload: unknown };

/** The job rows; `db` may be a transaction, so a job commits or rolls back with the change it belongs to. */
export function createJobRepository(db: Database) {
  return {
    async insert(job: NewJob, within: Database = db): Promise<void> {
      await within.insert(jobs).values(job).onConflictDoNothing(NOT_STARTED_TWIN);
    },

    /** Adds many jobs, a few thousand rows per statement (PostgreSQL takes at most 65,535 parameters). */
    async insertMany(rows: NewJob[], within: Database = db): Promise<void> {
      for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
        await within.insert(jobs).values(rows.slice(start, start + INSERT_CHUNK)).onConflictDoNothing(NOT_STARTED_TWIN);
      }
    },

    /**
     * Claims the oldest due job: queued and due, or running with a lease that ran out because its
     * process died. `SKIP LOCKED` lets every instance claim a different job without waiting. Only
     * jobs named in `names` are taken: an instance of an older version leaves newer kinds alone.
     */
    async claim(now: Date, leaseMs: number, names: string[]): Promise<ClaimedJob | null> {
      if (names.length === 0) return null;
      const due = db
        .select({ id: jobs.id })
        .from(jobs)
        .where(
          and(
            inArray(jobs.name, names),
            or(
              and(eq(jobs.status, 'queued'), lte(jobs.runAt, now)),
              and(eq(jobs.status, 'running'), lte(jobs.lockedUntil, now), sql`${jobs.attempts} < ${jobs.maxAttempts}`),
            ),
          ),
        )
        .orderBy(asc(jobs.runAt), asc(jobs.id))
        .limit(1)
        .for('update', { skipLocked: true });
      const [row] = await db
        .update(jobs)
        .set({
          status: 'running',
          attempts: sql`${jobs.attempts} + 1`,
          claimId: crypto.randomUUID(),
          lockedUntil: new Date(now.getTime() + leaseMs),
        })
        .where(inArray(jobs.id, due))
        .returning({
          id: jobs.id,
          name: jobs.name,
          payload: jobs.payload,
          attempts: jobs.attempts,
          maxAttempts: jobs.maxAttempts,
          claimId: jobs.claimId,
          requestId: jobs.requestId,
        });
      return row ? { ...row, claimId: row.claimId! } : null;
    },

    /**
     * Extends a running job's lease; answers false when the claim is no longer this worker's
     * (its lease ran out and another worker claimed the job).
     */
    async renew(job: ClaimedJob, now: Date, leaseMs: number): Promise<boolean> {
      const rows = await db
        .update(jobs)
        .set({ lockedUntil: new Date(now.getTime() + leaseMs) })
        .where(and(eq(jobs.id, job.id), eq(jobs.claimId, job.claimId), eq(jobs.status, 'running')))
        .returning({ id: jobs.id });
      return rows.length > 0;
    },

    /** A finished job leaves the table; answers false when the claim was no longer this worker's. */
    async complete(job: ClaimedJob): Promise<boolean> {
      const rows = await db
        .delete(jobs)
        .where(and(eq(jobs.id, job.id), eq(jobs.claimId, job.claimId)))
        .returning({ id: jobs.id });
      return rows.length > 0;
    },

    /**
     * Hands a running job back to the queue, due now, as if this claim had never been made: its
     * attempt is not counted. False when the claim was no longer this worker's.
     */
    async handBack(job: ClaimedJob, now: Date): Promise<boolean> {
      const rows = await db
        .update(jobs)
        .set({ status: 'queued', runAt: now, claimId: null, lockedUntil: null, attempts: sql`${jobs.attempts} - 1` })
        .where(and(eq(jobs.id, job.id), eq(jobs.claimId, job.claimId)))
        .returning({ id: jobs.id });
      return rows.length > 0;
    },

    /**
     * Queues the job again at `retryAt`, or marks it failed when it has no attempts left; answers
     * false when the claim was no longer this worker's.
     */
    async fail(job: ClaimedJob, error: string, retryAt: Date | null): Promise<boolean> {
      const rows = await db
        .update(jobs)
        .set(
          retryAt
            ? { status: 'queued', runAt: retryAt, claimId: null, lockedUntil: null, lastError: error }
            : { status: 'failed', claimId: null, lockedUntil: null, lastError: error },
        )
        .where(and(eq(jobs.id, job.id), eq(jobs.claimId, job.claimId)))
        .returning({ id: jobs.id });
      return rows.length > 0;
    },

    /**
     * Jobs whose process died on their last attempt can never be claimed again: they failed.
     * Answers them, so that what waited on them can be ended too.
     */
    async failAbandoned(now: Date): Promise<AbandonedJob[]> {
      return db
        .update(jobs)
        .set({ status: 'failed', claimId: null, lockedUntil: null, lastError: 'lease expired on the last attempt' })
        .where(and(eq(jobs.status, 'running'), lte(jobs.lockedUntil, now), gte(jobs.attempts, jobs.maxAttempts)))
        .returning({ name: jobs.name, payload: jobs.payload });
    },

    /**
     * Ends the leases of every running job at `now`, so that they are claimed again at once. Only
     * for a process that is alone on its database: whatever is running there belonged to a
     * process that died.
     */
    async expireAllLeases(now: Date): Promise<number> {
      const rows = await db.update(jobs).set({ lockedUntil: now }).where(eq(jobs.status, 'running')).returning({ id: jobs.id });
      return rows.length;
    },

    /** What is still to do or has failed, for tests and diagnostics. */
    /** How many jobs wait that are due and how many run, and since when the oldest due one waits (metrics). */
    async depth(now: Date): Promise<{ due: number; running: number; oldestDueAt: Date | null }> {
      const at = sql`${now.toISOString()}::timestamptz`;
      const [row] = await db
        .select({
          due: sql<number>`count(*) filter (where ${jobs.status} = 'queued' and ${jobs.runAt} <= ${at})::int`,
          running: sql<number>`count(*) filter (where ${jobs.status} = 'running')::int`,
          oldestDueAt: sql<string | null>`min(${jobs.runAt}) filter (where ${jobs.status} = 'queued' and ${jobs.runAt} <= ${at})`,
        })
        .from(jobs);
      return { due: row?.due ?? 0, running: row?.running ?? 0, oldestDueAt: row?.oldestDueAt ? new Date(row.oldestDueAt) : null };
    },

    async list(): Promise<{ name: string; status: string; attempts: number; lastError: string | null }[]> {
      return db
        .select({ name: jobs.name, status: jobs.status, attempts: jobs.attempts, lastError: jobs.lastError })
        .from(jobs)
        .orderBy(asc(jobs.id));
    },
  };
}

export type JobRepository = ReturnType<typeof createJobRepository>;
