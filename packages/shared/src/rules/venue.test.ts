import { describe, expect, it } from 'vitest';
import { venueStateAt } from './venue';

describe('venueStateAt', () => {
  const event = { startMs: 1_000, closingMs: 5_000 };

  it.each([
    [0, 'upcoming'],
    [999, 'upcoming'],
    [1_000, 'open'],
    [5_000, 'open'],
    [5_001, 'closed'],
    [9_000, 'closed'],
  ] as const)('at %i is %s', (nowMs, state) => {
    expect(venueStateAt(event, nowMs)).toBe(state);
  });
});
