import type { FastifyBaseLogger } from 'fastify';
import { currentRequestId } from '../http/request-scope';
import { withinTime } from '../http/within-time';
import type { Database } from '../db/client';
import { retryDelayMs, type JobDefinition } from './job';
import { holdLease, type HeldLease } from './lease';
import { createPollingLoop } from './polling-loop';
import { createJobRepository, type ClaimedJob, type NewJob } from './repository';

/**
 * Runs one job. `lost` aborts when the job's claim was taken over by another worker: the handler
 * should stop at its next safe point, and must not write an outcome the new holder will write.
 */
export type JobRun<P> = (payload: P, lost: AbortSignal) => Promise<void>;

/** What ends a job's work when the queue gives the job up (no attempts left), e.g. a status that said "running". */
export type JobGiveUp<P> = (payload: P) => Promise<void>;

type Handler = { definition: JobDefinition<unknown>; run: JobRun<unknown>; giveUp?: JobGiveUp<unknown> };

export type JobQueueOptions = {
  now: () => Date;
  log: FastifyBaseLogger;
  /** How often an idle worker looks for due jobs (retries, jobs enqueued by other instances). */
  pollIntervalMs: number;
  /** How long a claim lasts unless renewed; the worker renews it while the job runs (`apps/server/src/jobs/lease.ts`). */
  leaseMs: number;
  /**
   * Whether this process is the only one on its database (PGlite belongs to one process): then a
   * job found running at start belonged to a process that died, and is taken up at once.
   */
  soleInstance: boolean;
  /** How long stopping waits for the job under way before handing it back to the queue (default 6 s). */
  stopGraceMs?: number;
};

/** Within the 10 s an instance has to stop, the job under way gets this long to end by itself. */
const STOP_GRACE_MS = 6_000;

/**
 * A PostgreSQL job queue that works the same on PGlite: jobs are rows, enqueued in the caller's
 * transaction when there is one, and run at least once by whichever instance claims them. Each
 * instance's worker runs one job at a time; it polls, and is nudged right after an enqueue.
 */
export function createJobQueue(db: Database, options: JobQueueOptions) {
  const repository = createJobRepository(db);
  const handlers = new Map<string, Handler>();
  /** The job this worker runs now, so that stopping can hand it back. */
  let current: { job: ClaimedJob; lease: HeldLease } | null = null;

  async function giveUp(name: string, payload: unknown): Promise<void> {
    const handler = handlers.get(name);
    const parsed = handler?.definition.payload.safeParse(payload);
    if (!handler?.giveUp || !parsed?.success) return;
    try {
      await handler.giveUp(parsed.data);
    } catch (error) {
      options.log.error({ err: error, job: name }, 'giving up a job failed');
    }
  }

  async function runJob(job: ClaimedJob): Promise<void> {
    const handler = handlers.get(job.name)!;
    // The job's lines carry the id of the request that enqueued it (docs/rules/operations.md#logs).
    const log = options.log.child({ job: job.name, jobId: job.id, ...(job.requestId && { reqId: job.requestId }) });
    const lease = holdLease(() => repository.renew(job, options.now(), options.leaseMs), options.leaseMs, (error) =>
      log.warn({ err: error }, 'renewing a job lease failed'),
    );
    log.debug({ attempt: job.attempts }, 'job started');
    current = { job, lease };
    try {
      await handler.run(handler.definition.payload.parse(job.payload), lease.signal);
      if (!(await repository.complete(job))) log.warn('job finished after another worker took it over');
      else log.info({ attempt: job.attempts }, 'job done');
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const retryAt = job.attempts < job.maxAttempts ? new Date(options.now().getTime() + retryDelayMs(job.attempts)) : null;
      log.error({ err: error, attempt: job.attempts, retry: retryAt !== null, lost: lease.signal.aborted }, 'job failed');
      if ((await repository.fail(job, message.slice(0, 1000), retryAt)) && !retryAt) await giveUp(job.name, job.payload);
    } finally {
      current = null;
      lease.release();
    }
  }

  /** Runs due jobs one after another until none is left, or `keepGoing` says stop. */
  async function runDue(keepGoing: () => boolean): Promise<void> {
    for (const abandoned of await repository.failAbandoned(options.now())) await giveUp(abandoned.name, abandoned.payload);
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
    /**
     * Registers what runs a kind of job, and what ends its work when the job is given up; every
     * instance registers the same handlers.
     */
    handle<P>(definition: JobDefinition<P>, run: JobRun<P>, giveUp?: JobGiveUp<P>): void {
      handlers.set(definition.name, {
        definition: definition as JobDefinition<unknown>,
        run: run as JobRun<unknown>,
        giveUp: giveUp as JobGiveUp<unknown> | undefined,
      });
    },

    /**
     * Adds a job. Pass `within` (a transaction) to commit it with the change it belongs to, and
     * call `nudge()` after that commit; without it the worker is nudged at once. `runAt` holds it
     * back until then (a scheduled send); by default it is due at once.
     */
    async enqueue<P>(definition: JobDefinition<P>, payload: P, within?: Database, runAt: Date = options.now()): Promise<void> {
      await repository.insert(newJob(definition, payload, runAt, within), within);
      if (!within) loop.nudge();
    },

    /**
     * Adds one job per payload in a few statements, e.g. a mail to each of 10,000 accounts; `within`
     * as for `enqueue`.
     */
    async enqueueMany<P>(definition: JobDefinition<P>, payloads: P[], within?: Database): Promise<void> {
      const runAt = options.now();
      await repository.insertMany(
        payloads.map((payload) => newJob(definition, payload, runAt, within)),
        within,
      );
      if (!within) loop.nudge();
    },

    /** Makes a started worker look for due jobs now instead of at its next poll. */
    nudge: loop.nudge,

    /** Starts polling; the server calls it once it is ready. */
    async start(): Promise<void> {
      if (options.soleInstance) {
        const orphans = await repository.expireAllLeases(options.now());
        if (orphans > 0) options.log.info({ jobs: orphans }, 'taking up the jobs of a process that died');
      }
      loop.start();
    },

    /**
     * Stops polling and waits for the job under way, so the database can close after it; a job
     * still running after the grace is handed back to the queue, due at once for another instance,
     * and told through its `lost` signal to stop (docs/rules/operations.md#stopping-an-instance).
     */
    async stop(): Promise<void> {
      const stopped = loop.stop().then(
        () => true,
        () => true,
      );
      if (await withinTime(stopped, options.stopGraceMs ?? STOP_GRACE_MS, false)) return;
      const running = current;
      if (running && (await repository.handBack(running.job, options.now()))) {
        running.lease.giveUp(new Error('the instance is stopping'));
        options.log.info({ job: running.job.name, jobId: running.job.id }, 'job handed back to the queue');
      }
    },

    /** Runs every job that is due now, worker started or not, and waits until they are done (tests). */
    drain: loop.drain,

    /** The jobs still queued, running or failed. */
    pending: () => repository.list(),

    /** The queue's depth now: due jobs, running ones, and the oldest due job's wait in seconds (metrics). */
    async depth(): Promise<{ due: number; running: number; oldestDueSeconds: number }> {
      const now = options.now();
      const { due, running, oldestDueAt } = await repository.depth(now);
      return { due, running, oldestDueSeconds: oldestDueAt ? Math.max(0, (now.getTime() - oldestDueAt.getTime()) / 1000) : 0 };
    },
  };
}

export type JobQueue = ReturnType<typeof createJobQueue>;

/**
 * The row of a job to add. A job with a dedupe key may merge into a queued one, which could start
 * before the caller's transaction commits and miss its change; so it is enqueued only after it.
 */
function newJob<P>(definition: JobDefinition<P>, payload: P, runAt: Date, within: Database | undefined): NewJob {
  const parsed = definition.payload.parse(payload);
  const dedupeKey = definition.dedupeKey?.(parsed) ?? null;
  if (dedupeKey !== null && within) throw new Error(`${definition.name} merges into queued jobs: enqueue it after the change commits`);
  return { name: definition.name, payload: parsed, maxAttempts: definition.maxAttempts, runAt, dedupeKey, requestId: currentRequestId() };
}
