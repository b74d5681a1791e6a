import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../test/test-app';
import { defineJob } from './job';
import { createJobQueue, type JobQueue } from './queue';
import { createJobRepository } from './repository';

const silent = { error: () => {}, info: () => {} } as unknown as FastifyBaseLogger;
const LEASE_MS = 60_000;

describe('the PostgreSQL job queue', () => {
  let t: TestApp;
  const queues: JobQueue[] = [];
  const newQueue = () => {
    const queue = createJobQueue(t.database.db, { now: () => t.app.now(), log: silent, pollIntervalMs: 60_000, leaseMs: LEASE_MS });
    queues.push(queue);
    return queue;
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

  it('enqueues many jobs in a few statements, each run once', async () => {
    const queue = newQueue();
    const each = defineJob('test.each', z.object({ n: z.number() }));
    const seen: number[] = [];
    queue.handle(each, async ({ n }) => {
      seen.push(n);
    });
    await queue.enqueueMany(
      each,
      Array.from({ length: 2_100 }, (_, n) => ({ n })),
    );
    await queue.drain();
    expect(seen).toHaveLength(2_100);
    expect(new Set(seen).size).toBe(2_100);
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
});
