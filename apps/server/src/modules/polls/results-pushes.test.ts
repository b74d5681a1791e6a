import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createInProcessPubSub } from '../../adapters/pubsub/pubsub';
import { createResultsPushes } from './results-pushes';

describe("a poll's results pushes on several instances", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('push once an interval between them all while votes come in, and each once after its last vote', async () => {
    // The broker both instances share: the claim of an interval is what they have in common.
    const broker = createInProcessPubSub();
    const pushes: { instance: string; at: number }[] = [];
    const instance = (name: string) =>
      createResultsPushes(
        250,
        async () => {
          pushes.push({ instance: name, at: performance.now() });
        },
        (error) => {
          throw error;
        },
        (pollId) => broker.claim(`poll-results:${pollId}`, 225),
      );
    const [a, b] = [instance('a'), instance('b')];
    // Votes on both instances every 10 ms for two seconds.
    for (let ms = 0; ms < 2000; ms += 10) {
      a.request(7);
      b.request(7);
      await vi.advanceTimersByTimeAsync(10);
    }
    await vi.advanceTimersByTimeAsync(2000);

    const during = pushes.filter((push) => push.at < 2000);
    for (const [index, push] of during.entries()) if (index > 0) expect(push.at - during[index - 1]!.at).toBeGreaterThanOrEqual(225);
    expect(during.length).toBeLessThanOrEqual(9);
    // After the last votes both pushed once more, within a second of them.
    const after = pushes.filter((push) => push.at > 1990);
    expect(after.map((push) => push.instance).sort()).toEqual(['a', 'b']);
    expect(Math.max(...after.map((push) => push.at))).toBeLessThan(3000);
  });
});
