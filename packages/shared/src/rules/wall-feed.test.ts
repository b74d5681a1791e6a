import { describe, expect, it } from 'vitest';
import { fetchWallChanges, relevantChanges, wallOrder } from './wall-feed';

const post = (id: number, seq: number, extra: Partial<{ pinned: boolean; removed: boolean }> = {}) => ({ id, seq, pinned: false, removed: false, ...extra });

describe('the wall lists in the browser', () => {
  it('asks again from the last number while an answer is full, and only once for a first load', async () => {
    const asked: number[] = [];
    const pages: Record<number, ReturnType<typeof post>[]> = { 4: [post(1, 5), post(2, 6)], 6: [post(3, 7), post(1, 8)], 8: [post(4, 9)] };
    const changes = await fetchWallChanges(async (after) => (asked.push(after), pages[after] ?? []), 4, 2);
    expect(asked).toEqual([4, 6, 8]);
    expect(changes.map((p) => p.seq)).toEqual([5, 6, 7, 8, 9]);

    const firstLoads: number[] = [];
    await fetchWallChanges(async (after) => (firstLoads.push(after), [post(1, 1), post(2, 2)]), 0, 2);
    expect(firstLoads).toEqual([0]);
  });

  it('keeps a removed post only where the list holds it', () => {
    const changes = [post(1, 3, { removed: true }), post(2, 4, { removed: true }), post(3, 5)];
    expect(relevantChanges(changes, new Set([1])).map((p) => p.id)).toEqual([1, 3]);
  });

  it('shows pinned posts first, then the newest, and leaves removed ones out', () => {
    const ordered = wallOrder([post(1, 1, { pinned: true }), post(2, 2), post(3, 3, { removed: true }), post(4, 4)]);
    expect(ordered.map((p) => p.id)).toEqual([1, 4, 2]);
  });
});
