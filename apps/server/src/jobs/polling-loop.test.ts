import { describe, expect, it } from 'vitest';
import { waitFor } from '../test/server-process';
import { createPollingLoop } from './polling-loop';

/** A pass the test lets end when it chooses, counting how many began. */
function heldPasses() {
  const releases: ((outcome: string) => void)[] = [];
  const failures: ((error: Error) => void)[] = [];
  const pass = () =>
    new Promise<string>((resolve, reject) => {
      releases.push(resolve);
      failures.push(reject);
    });
  return {
    pass,
    get begun() {
      return releases.length;
    },
    end: (outcome: string) => releases.at(-1)?.(outcome),
    fail: (error: Error) => failures.at(-1)?.(error),
  };
}

const HOUR = 3_600_000;

describe('a polling loop', () => {
  it('runs a pass now when asked before it is started, and answers what the pass answered', async () => {
    const loop = createPollingLoop(async () => 'claimed 3', { intervalMs: HOUR, onError: () => {} });
    expect(await loop.runNow()).toBe('claimed 3');
    expect(await loop.runNow()).toBe('claimed 3');
  });

  it('lets calls during a pass join it: one pass, one answer for all', async () => {
    const passes = heldPasses();
    const loop = createPollingLoop(passes.pass, { intervalMs: HOUR, onError: () => {} });
    const calls = [loop.runNow(), loop.runNow(), loop.runNow()];
    expect(passes.begun).toBe(1);
    passes.end('first');
    expect(await Promise.all(calls)).toEqual(['first', 'first', 'first']);

    const later = loop.runNow();
    expect(passes.begun).toBe(2);
    passes.end('second');
    expect(await later).toBe('second');
  });

  it("joins the started loop's pass under way rather than running a second at the same time", async () => {
    const passes = heldPasses();
    const loop = createPollingLoop(passes.pass, { intervalMs: HOUR, onError: () => {} });
    loop.start();
    expect(passes.begun).toBe(1);
    const joined = loop.runNow();
    expect(passes.begun).toBe(1);
    passes.end('polled');
    expect(await joined).toBe('polled');
    await loop.stop();
    expect(passes.begun).toBe(1);
  });

  it('still makes a nudge during a pass another round after it', async () => {
    const passes = heldPasses();
    const loop = createPollingLoop(passes.pass, { intervalMs: HOUR, onError: () => {} });
    loop.start();
    loop.nudge();
    passes.end('first');
    await waitFor('the nudged round', () => passes.begun === 2);
    passes.end('second');
    await loop.stop();
    expect(passes.begun).toBe(2);
  });

  it('answers a failed pass with its error to those who waited, and reports it too', async () => {
    const passes = heldPasses();
    const reported: unknown[] = [];
    const loop = createPollingLoop(passes.pass, { intervalMs: HOUR, onError: (error) => reported.push(error) });
    const calls = Promise.allSettled([loop.runNow(), loop.runNow()]);
    const lost = new Error('connection lost');
    passes.fail(lost);
    expect(await calls).toEqual([
      { status: 'rejected', reason: lost },
      { status: 'rejected', reason: lost },
    ]);
    expect(reported).toEqual([lost]);

    const next = loop.runNow();
    passes.end('recovered');
    expect(await next).toBe('recovered');
  });
});
