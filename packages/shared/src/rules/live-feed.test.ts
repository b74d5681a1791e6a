import { describe, expect, it } from 'vitest';
import { lastSeqOf, mergeBySeq } from './live-feed';

describe('mergeBySeq', () => {
  const a1 = { id: 1, seq: 1, text: 'a' };
  const b2 = { id: 2, seq: 2, text: 'b' };

  it('adds new items and replaces older versions', () => {
    const merged = mergeBySeq([a1, b2], [{ id: 1, seq: 3, text: 'a edited' }, { id: 3, seq: 4, text: 'c' }]);
    expect(merged).toEqual([{ id: 1, seq: 3, text: 'a edited' }, b2, { id: 3, seq: 4, text: 'c' }]);
  });

  it('ignores a change seen before or older than what is shown', () => {
    const items = [{ id: 1, seq: 5, text: 'new' }];
    expect(mergeBySeq(items, [{ id: 1, seq: 5, text: 'new' }, { id: 1, seq: 2, text: 'old' }])).toBe(items);
  });
});

describe('lastSeqOf', () => {
  it('is the highest seq, or the given start', () => {
    expect(lastSeqOf([{ id: 1, seq: 3 }, { id: 2, seq: 9 }])).toBe(9);
    expect(lastSeqOf([], 4)).toBe(4);
    expect(lastSeqOf([{ id: 1, seq: 2 }], 4)).toBe(4);
  });
});
