import { describe, expect, it } from 'vitest';
import { lastEndedMinute } from './livestream-read';

describe("a session's last minute for its drop-off", () => {
  const slot = { from: new Date('2026-12-03T10:00:00Z'), to: new Date('2026-12-03T10:05:00Z') };

  it('is its last minute once it has ended', () => {
    expect(lastEndedMinute(slot, new Date('2026-12-04T08:00:00Z'))).toEqual(new Date('2026-12-03T10:04:00Z'));
    expect(lastEndedMinute(slot, new Date('2026-12-03T10:05:00Z'))).toEqual(new Date('2026-12-03T10:04:00Z'));
  });

  it('is the last minute that has ended while it runs, not the minute under way', () => {
    expect(lastEndedMinute(slot, new Date('2026-12-03T10:02:30Z'))).toEqual(new Date('2026-12-03T10:01:00Z'));
  });

  it('does not exist before its first minute has ended', () => {
    expect(lastEndedMinute(slot, new Date('2026-12-03T10:00:59Z'))).toBeNull();
    expect(lastEndedMinute(slot, new Date('2026-12-03T09:00:00Z'))).toBeNull();
  });
});
