import { describe, expect, it } from 'vitest';
import { floatsOf, takesReactions } from './reactions';

describe('reactions', () => {
  it('draws each reaction of a small push', () => {
    expect(floatsOf({ applause: 2, heart: 1 })).toEqual(['applause', 'applause', 'heart']);
  });

  it('draws at most the bound for a full hall, every kind sent at least once', () => {
    const floats = floatsOf({ applause: 900, heart: 100, thinking: 1 }, 12);
    expect(floats.length).toBeLessThanOrEqual(12);
    expect(new Set(floats)).toEqual(new Set(['applause', 'heart', 'thinking']));
    expect(floats.filter((kind) => kind === 'applause').length).toBeGreaterThan(floats.filter((kind) => kind === 'heart').length);
  });

  it('draws nothing for no counts, and takes reactions on a stage only', () => {
    expect(floatsOf({})).toEqual([]);
    expect(takesReactions('stage')).toBe(true);
    expect(takesReactions('meeting')).toBe(false);
  });
});
