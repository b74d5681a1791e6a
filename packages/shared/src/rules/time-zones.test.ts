import { describe, expect, it } from 'vitest';
import { formatUtcOffset, isOfferedTimeZone, timeZoneOffsets } from './time-zones';

describe('time zones', () => {
  it('spans UTC -11:00 to UTC +13:00', () => {
    const offsets = timeZoneOffsets();
    expect(offsets[0]).toBe(-660);
    expect(offsets.at(-1)).toBe(780);
    expect(offsets).toHaveLength(25 + 8);
  });

  it('steps by 30 or 60 minutes only', () => {
    const offsets = timeZoneOffsets();
    for (let i = 1; i < offsets.length; i++) {
      expect([30, 60]).toContain(offsets[i]! - offsets[i - 1]!);
    }
  });

  it.each([
    [0, 'UTC ±00:00'],
    [330, 'UTC +05:30'],
    [-660, 'UTC -11:00'],
    [780, 'UTC +13:00'],
    [-210, 'UTC -03:30'],
  ])('formats %i as %s', (minutes, label) => {
    expect(formatUtcOffset(minutes)).toBe(label);
  });

  it.each([
    [60, true],
    [345, false],
    [-690, false],
    [810, false],
    [570, true],
  ])('offers %i: %s', (minutes, offered) => {
    expect(isOfferedTimeZone(minutes)).toBe(offered);
  });
});
