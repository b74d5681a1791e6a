import { describe, expect, it } from 'vitest';
import { isReminderDue } from './due';

const MINUTE = 60_000;

describe('isReminderDue', () => {
  const start = Date.UTC(2030, 0, 1, 10, 0);
  it('is due from the moment on, for an hour, and never once the start has come', () => {
    expect(isReminderDue(start, 120, start - 121 * MINUTE)).toBe(false);
    expect(isReminderDue(start, 120, start - 120 * MINUTE)).toBe(true);
    expect(isReminderDue(start, 120, start - 61 * MINUTE)).toBe(true);
    expect(isReminderDue(start, 120, start - 60 * MINUTE)).toBe(false);
    expect(isReminderDue(start, 15, start - MINUTE)).toBe(true);
    expect(isReminderDue(start, 15, start)).toBe(false);
  });
});
