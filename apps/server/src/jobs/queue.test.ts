import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { jobs } from '../db/schema';
import { waitFor } from '../test/server-process';
import { createTestApp, type TestApp } from '../test/test-app';
import { defineJob } from './job';
import { createJobQueue, type JobQueue, type JobQueueOptions } from './queue';
import { createJobRepository } from './repository';

const silent = { error: () => {}, warn: () => {}, info: () => {}, debug: () => {}, child: () => silent } as unknown as FastifyBaseLogger;
const LEASE_MS = 60_000;
/** Short enough that renewals (every third of it) come many times within a test. */
const SHORT_LEASE_MS = 300;

describe('the PostgreSQL job queue', () => {
  let t: TestApp;
  const queues: JobQueue[] = [];
  const newQueue = (options: Partial<JobQueueOptions> = {}) => {
    const queue = createJobQueue(t.database.db, { now: () => t.app.now(), log: silent, pollIntervalMs: 60_000, leaseMs: LEASE_MS, soleInstance: false, ...options });
    queues.push(queue);
    return queue;
  };
  const lockedUntil = async (name: string) => {
    const [row] = await t.database.db.select({ lockedUntil: jobs.lockedUntil }).from(jobs).where(eq(jobs.name, name));
    return row?.lockedUntil ?? null;
  };

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await Promise.all(queues.map((q) => q.stop()));
    await t.close();
  });

  it('retries a failing job after a growing delay and gives up after its last attempt', async () => {
    const queue = newQueue();
    const flaky = defineJob('test.flaky', z.object({ id: z.string() }), { maxAttempts: 3 });
    const tries: number[] = [];
    queue.handle(flaky, async () => {
      tries.push(Date.now());
      throw new Error('mail server said no');
    });
    await queue.enqueue(flaky, { id: 'a' });
    await queue.drain();
    expect(tries).toHaveLength(1);
    await queue.drain();
    expect(tries).toHaveLength(1);

    t.advanceClock(10_000);
    await queue.drain();
    expect(tries).toHaveLength(2);
    t.advanceClock(39_000);
    await queue.drain();
    expect(tries).toHaveLength(2);
    t.advanceClock(1_000);
    await queue.drain();
    expect(tries).toHaveLength(3);

    t.advanceClock(24 * 3600_000);
    await queue.drain();
    expect(tries).toHaveLength(3);
    const rows = (await queue.pending()).filter((job) => job.name === 'test.flaky');
    expect(rows).toEqual([{ name: 'test.flaky', status: 'failed', attempts: 3, lastError: 'mail server said no' }]);
  });

  it('stores many jobs at once, each once and due now, across the insert chunks', async () => {
    const queue = newQueue();
    const each = defineJob('test.each', z.object({ n: z.number() }));
    await queue.enqueueMany(
      each,
      Array.from({ length: 2_100 }, (_, n) => ({ n })),
    );
    // Running them is the other tests' concern; this one is about what the chunked insert stored.
    const stored = await t.database.db
      .select({ payload: jobs.payload, status: jobs.status, runAt: jobs.runAt })
      .from(jobs)
      .where(eq(jobs.name, 'test.each'));
    expect(stored).toHaveLength(2_100);
    expect(new Set(stored.map((row) => (row.payload as { n: number }).n)).size).toBe(2_100);
    expect(stored.every((row) => row.status === 'queued' && row.runAt.getTime() <= t.app.now().getTime())).toBe(true);
  });

  it('runs a job again whose claim expired because its worker died, and only once', async () => {
    const queue = newQueue();
    const orphan = defineJob('test.orphan', z.object({ n: z.number() }));
    const runs: number[] = [];
    queue.handle(orphan, async ({ n }) => void runs.push(n));
    await queue.enqueue(orphan, { n: 7 });
    // A worker that died: it claimed the job and never finished it.
    const dead = await createJobRepository(t.database.db).claim(t.app.now(), LEASE_MS, ['test.orphan']);
    expect(dead?.name).toBe('test.orphan');

    await queue.drain();
    expect(runs).toEqual([]);
    t.advanceClock(LEASE_MS + 1);
    await queue.drain();
    expect(runs).toEqual([7]);
    // The dead worker's late completion cannot touch the job again.
    await createJobRepository(t.database.db).fail(dead!, 'too late', new Date());
    await queue.drain();
    expect(runs).toEqual([7]);
    expect((await queue.pending()).filter((job) => job.name === 'test.orphan')).toEqual([]);
  });

  it('runs each job exactly once when several workers share the database', async () => {
    const counted = defineJob('test.counted', z.object({ n: z.number() }));
    const runs: number[] = [];
    const workers = [newQueue(), newQueue(), newQueue()];
    for (const worker of workers) worker.handle(counted, async ({ n }) => void runs.push(n));
    for (let n = 0; n < 30; n++) await workers[n % 3]!.enqueue(counted, { n });
    await Promise.all(workers.map((worker) => worker.drain()));
    expect(runs.toSorted((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, n) => n));
  });

  it('commits a job with the transaction it was queued in, and drops it on rollback', async () => {
    const queue = newQueue();
    const inTx = defineJob('test.in_tx', z.object({ keep: z.boolean() }));
    const runs: boolean[] = [];
    queue.handle(inTx, async ({ keep }) => void runs.push(keep));
    await t.database.db.transaction(async (tx) => queue.enqueue(inTx, { keep: true }, tx));
    await expect(
      t.database.db.transaction(async (tx) => {
        await queue.enqueue(inTx, { keep: false }, tx);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    await queue.drain();
    expect(runs).toEqual([true]);
  });

  it('renews the lease of a long job, so that a second worker does not take it while it runs', async () => {
    const long = defineJob('test.long', z.object({ n: z.number() }));
    const holder = newQueue({ leaseMs: SHORT_LEASE_MS });
    const second = newQueue({ leaseMs: SHORT_LEASE_MS });
    const runs: string[] = [];
    let finish = () => {};
    const finished = new Promise<void>((resolve) => (finish = resolve));
    holder.handle(long, async () => {
      runs.push('holder');
      await finished;
    });
    second.handle(long, async () => void runs.push('second'));
    await holder.enqueue(long, { n: 1 });
    const holding = holder.drain();
    await waitFor('the job to start', () => runs.length === 1);

    // Far past the lease the job was claimed with: only a renewal since keeps the claim alive.
    t.advanceClock(100 * SHORT_LEASE_MS);
    await waitFor('the lease to be renewed', async () => ((await lockedUntil('test.long'))?.getTime() ?? 0) > t.app.now().getTime());
    await second.drain();
    expect(runs).toEqual(['holder']);

    finish();
    await holding;
    expect(await pendingOf('test.long')).toEqual([]);
  });

  it('hands a job still running after the stop grace back to the queue, uncounted, for another worker to run at once', async () => {
    const slow = defineJob('test.slow_on_stop', z.object({ n: z.number() }), { maxAttempts: 1 });
    const stopping = newQueue({ stopGraceMs: 50, pollIntervalMs: 50 });
    const runs: string[] = [];
    let told: AbortSignal | null = null;
    stopping.handle(slow, async (_payload, lost) => {
      runs.push('stopping');
      told = lost;
      await new Promise<void>((resolve) => lost.addEventListener('abort', () => resolve()));
    });
    await stopping.start();
    await stopping.enqueue(slow, { n: 1 });
    await waitFor('the job to start', () => runs.length === 1);
    await stopping.stop();
    expect(told!.aborted).toBe(true);
    expect(await pendingOf('test.slow_on_stop')).toEqual([{ name: 'test.slow_on_stop', status: 'queued', attempts: 0, lastError: null }]);

    const next = newQueue();
    next.handle(slow, async () => void runs.push('next'));
    await next.drain();
    expect(runs).toEqual(['stopping', 'next']);
    expect(await pendingOf('test.slow_on_stop')).toEqual([]);
  });

  it('takes up the job of a worker that died within its short lease', async () => {
    const orphan = defineJob('test.short_orphan', z.object({ n: z.number() }));
    const survivor = newQueue({ leaseMs: SHORT_LEASE_MS, pollIntervalMs: 50 });
    const runs: number[] = [];
    survivor.handle(orphan, async ({ n }) => void runs.push(n));
    await survivor.enqueue(orphan, { n: 3 });
    // The dead worker claimed it and renews nothing.
    expect(await createJobRepository(t.database.db).claim(t.app.now(), SHORT_LEASE_MS, ['test.short_orphan'])).not.toBeNull();
    await survivor.start();
    await waitFor('a run of the job', () => runs.length > 0);
    await survivor.stop();
    expect(runs).toEqual([3]);
    expect(await pendingOf('test.short_orphan')).toEqual([]);
  });

  it('stops a worker whose job another worker took over, and leaves the outcome to the new holder', async () => {
    const taken = defineJob('test.taken', z.object({ n: z.number() }));
    const holder = newQueue({ leaseMs: SHORT_LEASE_MS });
    let started = false;
    let stopped = false;
    holder.handle(taken, async (_payload, lost) => {
      started = true;
      await new Promise((resolve) => lost.addEventListener('abort', resolve));
      stopped = true;
      throw lost.reason;
    });
    await holder.enqueue(taken, { n: 1 });
    const holding = holder.drain();
    await waitFor('the job to start', () => started);
    // A worker whose clock says the lease ran out claims the job.
    const later = new Date(t.app.now().getTime() + 3600_000);
    const takeover = await createJobRepository(t.database.db).claim(later, LEASE_MS, ['test.taken']);
    expect(takeover).not.toBeNull();
    await holding;
    expect(stopped).toBe(true);
    // The first worker's failure did not queue the job again: it is still the new holder's.
    expect(await pendingOf('test.taken')).toEqual([{ name: 'test.taken', status: 'running', attempts: 2, lastError: null }]);
    expect(await createJobRepository(t.database.db).complete(takeover!)).toBe(true);
    expect(await pendingOf('test.taken')).toEqual([]);
  });

  it('gives up a job whose process died on its last attempt, and ends what waited on it', async () => {
    const last = defineJob('test.last', z.object({ n: z.number() }), { maxAttempts: 1 });
    const queue = newQueue();
    const ended: number[] = [];
    queue.handle(
      last,
      async () => {},
      async ({ n }) => void ended.push(n),
    );
    await queue.enqueue(last, { n: 5 });
    expect(await createJobRepository(t.database.db).claim(t.app.now(), LEASE_MS, ['test.last'])).not.toBeNull();
    t.advanceClock(LEASE_MS + 1);
    await queue.drain();
    expect(ended).toEqual([5]);
    expect(await pendingOf('test.last')).toMatchObject([{ status: 'failed', lastError: 'lease expired on the last attempt' }]);
  });

  it('takes up at once, when alone on the database, the jobs a process that died left running', async () => {
    const left = defineJob('test.left', z.object({ n: z.number() }));
    const restarted = newQueue({ soleInstance: true });
    const runs: number[] = [];
    restarted.handle(left, async ({ n }) => void runs.push(n));
    await restarted.enqueue(left, { n: 9 });
    expect(await createJobRepository(t.database.db).claim(t.app.now(), LEASE_MS, ['test.left'])).not.toBeNull();
    await restarted.start();
    await waitFor('a run of the job', () => runs.length > 0);
    await restarted.stop();
    expect(runs).toEqual([9]);
  });

  it('runs jobs of one dedupe key enqueued before the first starts once, and once more for one enqueued while it runs', async () => {
    const recount = defineJob('test.recount', z.object({ eventId: z.number() }), { dedupeKey: ({ eventId }) => String(eventId) });
    const queue = newQueue();
    const runs: number[] = [];
    let finish = () => {};
    let blocking = false;
    queue.handle(recount, async ({ eventId }) => {
      runs.push(eventId);
      if (blocking) await new Promise<void>((resolve) => (finish = resolve));
    });
    for (let edit = 0; edit < 10; edit++) await queue.enqueue(recount, { eventId: 1 });
    await queue.enqueue(recount, { eventId: 2 });
    expect(await pendingOf('test.recount')).toEqual([
      { name: 'test.recount', status: 'queued', attempts: 0, lastError: null },
      { name: 'test.recount', status: 'queued', attempts: 0, lastError: null },
    ]);
    await queue.drain();
    expect(runs.toSorted()).toEqual([1, 2]);

    blocking = true;
    await queue.enqueue(recount, { eventId: 1 });
    const running = queue.drain();
    await waitFor('the job to start', () => runs.length === 3);
    blocking = false;
    await queue.enqueue(recount, { eventId: 1 });
    await queue.enqueue(recount, { eventId: 1 });
    expect((await pendingOf('test.recount')).map((job) => job.status)).toEqual(['running', 'queued']);
    finish();
    await running;
    await queue.drain();
    expect(runs.toSorted()).toEqual([1, 1, 1, 2]);
    expect(await pendingOf('test.recount')).toEqual([]);
  });

  it('refuses a job with a dedupe key inside a transaction, where it could merge into a job that starts before the change commits', async () => {
    const recount = defineJob('test.recount_in_tx', z.object({ eventId: z.number() }), { dedupeKey: ({ eventId }) => String(eventId) });
    const queue = newQueue();
    await expect(t.database.db.transaction((tx) => queue.enqueue(recount, { eventId: 1 }, tx))).rejects.toThrow('enqueue it after the change commits');
    expect(await pendingOf('test.recount_in_tx')).toEqual([]);
  });

  async function pendingOf(name: string) {
    return (await createJobRepository(t.database.db).list()).filter((job) => job.name === name);
  }
});
