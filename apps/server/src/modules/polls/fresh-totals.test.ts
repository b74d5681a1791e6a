import { describe, expect, it } from 'vitest';
import { createFreshTotals } from './fresh-totals';

describe("a poll's fresh totals", () => {
  it('answers everyone asking during a count from the one count that starts after it', async () => {
    const started: { pollId: number; finish: (value: number) => void }[] = [];
    const totals = createFreshTotals((pollId) => new Promise<number>((finish) => started.push({ pollId, finish })));
    const first = totals.after(7);
    const during = [totals.after(7), totals.after(7)];
    const other = totals.after(8);
    expect(started.map((count) => count.pollId)).toEqual([7, 8]);
    started[0]!.finish(1);
    expect(await first).toBe(1);
    await new Promise((resolve) => setImmediate(resolve));
    // The asks made while the first count ran share the count that began when it ended.
    expect(started.map((count) => count.pollId)).toEqual([7, 8, 7]);
    started[2]!.finish(3);
    expect(await Promise.all(during)).toEqual([3, 3]);
    started[1]!.finish(2);
    expect(await other).toBe(2);
    const afterwards = totals.after(7);
    expect(started).toHaveLength(4);
    started[3]!.finish(4);
    expect(await afterwards).toBe(4);
  });
});
