import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * The background job queue (docs/operations.md#background-jobs): a row per job, claimed by any server instance with
 * `FOR UPDATE SKIP LOCKED`. A claim holds a lease until `lockedUntil`; a job whose lease ran out
 * (its process died) is claimed again. Finished jobs are deleted; failed ones stay for inspection.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    /** Which handler runs it, e.g. `auth.password_reset`. */
    name: text('name').notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status').$type<'queued' | 'running' | 'failed'>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    /** Not before this instant: the enqueue time, or the next retry after a failure. */
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    /** The current claim; completing or failing needs it, so a claim that expired cannot finish. */
    claimId: uuid('claim_id'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    /** The id of the request that enqueued it, so its log lines can be followed into the job. */
    requestId: text('request_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Work done once for all who asked before it starts: one job per kind and key that has not
     * started (never claimed); one asked for while it runs is queued anew
     * (docs/decisions/0119-jobs-merged-until-they-start.md).
     */
    dedupeKey: text('dedupe_key'),
  },
  (t) => [
    index('jobs_due_idx').on(t.status, t.runAt),
    uniqueIndex('jobs_not_started_key').on(t.name, t.dedupeKey).where(sql`${t.attempts} = 0`),
  ],
);
