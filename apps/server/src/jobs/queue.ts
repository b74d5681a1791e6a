import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { retryDelayMs, type JobDefinition } from './job';
import { createPollingLoop } from './polling-loop';
import { createJobRepository, type ClaimedJob } from './repository';

type Handler = { definition: JobDefinition<unknown>; run: (payload: unknown) => Promise<void> };

export type JobQueueOptions = {
  now: () => Date;
  log: FastifyBaseLogger;
  /** How often an idle worker looks for due jobs (retries, jobs enqueued by other instances). */
  pollIntervalMs: number;
  /** How long a claim lasts; a job still running after it may be claimed again. */
  leaseMs: number;
};

/**
 * A PostgreSQL job queue that works the same on PGlite: jobs are rows, enqueued in the caller's
 * transaction when there is one, and run at least once by whichever instance claims them. Each
 * instance's worker runs one job at a time; it polls, and is nudged right after an enqueue.
 */
export function createJobQueue(db: Database, options: JobQueueOptions) {
  const repository = createJobRepository(db);
  const handlers = new Map<string, Handler>();

  async function runJob(job: ClaimedJob): Promise<void> {
    const handler = handlers.get(job.name)!;
    try {
      await handler.run(handler.definition.payload.parse(job.payload));
      await repository.complete(job);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const retryAt = job.attempts < job.maxAttempts ? new Date(options.now().getTime() + retryDelayMs(job.attempts)) : null;
      options.log.error({ err: error, job: job.name, attempt: job.attempts, retry: retryAt !== null }, 'job failed');
      await repository.fail(job, message.slice(0, 1000), retryAt);
    }
  }

  /** Runs due jobs one after another until none is left, or `keepGoing` says stop. */
  async function runDue(keepGoing: () => boolean): Promise<void> {
    await repository.failAbandoned(options.now());
    while (keepGoing()) {
      const job = await repository.claim(options.now(), options.leaseMs, [...handlers.keys()]);
      if (!job) return;
      await runJob(job);
    }
  }

  const loop = createPollingLoop(runDue, {
    intervalMs: options.pollIntervalMs,
    onError: (error) => options.log.error({ err: error }, 'job worker pass failed'),
  });

  return {
    /** Registers what runs a kind of job; every instance registers the same handlers. */
    handle<P>(definition: JobDefinition<P>, run: (payload: P) => Promise<void>): void {
      handlers.set(definition.name, { definition: definition as JobDefinition<unknown>, run: run as (payload: unknown) => Promise<void> });
    },

    /**
     * Adds a job. Pass `within` (a transaction) to commit it with the change it belongs to, and
     * call `nudge()` after that commit; without it the worker is nudged at once. `runAt` holds it
     * back until then (a scheduled send); by default it is due at once.
     */
    async enqueue<P>(definition: JobDefinition<P>, payload: P, within?: Database, runAt: Date = options.now()): Promise<void> {
      const job = { name: definition.name, payload: definition.payload.parse(payload), maxAttempts: definition.maxAttempts, runAt };
      await repository.insert(job, within);
      if (!within) loop.nudge();
    },

    /**
     * Adds one job per payload in a few statements, e.g. a mail to each of 10,000 accounts; `within`
     * as for `enqueue`.
     */
    async enqueueMany<P>(definition: JobDefinition<P>, payloads: P[], within?: Database): Promise<void> {
      const runAt = options.now();
      const rows = payloads.map((payload) => ({ name: definition.name, payload: definition.payload.parse(payload), maxAttempts: definition.maxAttempts, runAt }));
      await repository.insertMany(rows, within);
      if (!within) loop.nudge();
    },

    /** Makes a started worker look for due jobs now instead of at its next poll. */
    nudge: loop.nudge,

    /** Starts polling; the server calls it once it is ready. */
    start: loop.start,

    /** Stops polling and waits for the job under way, so the database can close after it. */
    stop: loop.stop,

    /** Runs every job that is due now, worker started or not, and waits until they are done (tests). */
    drain: loop.drain,

    /** The jobs still queued, running or failed. */
    pending: () => repository.list(),
  };
}

export type JobQueue = ReturnType<typeof createJobQueue>;
