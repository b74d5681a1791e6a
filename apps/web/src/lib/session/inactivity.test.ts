import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACTIVITY_DEADLINE_KEY } from './activity-deadline';
import { startInactivityWatch } from './inactivity';

const MINUTE = 60_000;
let stop: () => void = () => undefined;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-05-01T10:00:00Z'));
});
afterEach(() => {
  stop();
  vi.useRealTimers();
});

describe('startInactivityWatch', () => {
  it('reports expiry at the first check after one idle hour, once', () => {
    const onExpired = vi.fn();
    stop = startInactivityWatch({ onExpired });
    vi.advanceTimersByTime(59 * MINUTE);
    expect(onExpired).not.toHaveBeenCalled();
    vi.advanceTimersByTime(MINUTE);
    expect(onExpired).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10 * MINUTE);
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  it('moves the deadline an hour past the last activity, after a 1 s debounce', () => {
    const onExpired = vi.fn();
    stop = startInactivityWatch({ onExpired });
    vi.advanceTimersByTime(30 * MINUTE);
    window.dispatchEvent(new Event('keydown'));
    vi.advanceTimersByTime(500);
    window.dispatchEvent(new Event('pointerdown'));
    expect(Number(localStorage.getItem(ACTIVITY_DEADLINE_KEY))).toBe(Date.now() - 30 * MINUTE - 500 + 60 * MINUTE);
    vi.advanceTimersByTime(1_000);
    expect(Number(localStorage.getItem(ACTIVITY_DEADLINE_KEY))).toBe(Date.now() + 60 * MINUTE);

    vi.advanceTimersByTime(59 * MINUTE);
    expect(onExpired).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2 * MINUTE);
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  it('keeps this tab signed in while another tab is in use', () => {
    const onExpired = vi.fn();
    stop = startInactivityWatch({ onExpired });
    vi.advanceTimersByTime(50 * MINUTE);
    localStorage.setItem(ACTIVITY_DEADLINE_KEY, String(Date.now() + 60 * MINUTE));
    vi.advanceTimersByTime(30 * MINUTE);
    expect(onExpired).not.toHaveBeenCalled();
  });
});
