import { describe, expect, it } from 'vitest';
import { inactivityDeadline, isInactiveExpired, tokenExpiresAt, tokenExpiryAction } from './session';

describe('token expiry', () => {
  const now = 1_000_000;
  it.each([
    [-1_000, { kind: 'logout' }],
    [0, { kind: 'logout' }],
    [4_999, { kind: 'logout' }],
    [5_000, { kind: 'refresh-now' }],
    [99_999, { kind: 'refresh-now' }],
    [100_000, { kind: 'schedule-refresh', inMs: 0 }],
    [3_600_000, { kind: 'schedule-refresh', inMs: 3_500_000 }],
  ])('with %i ms left: %j', (left, action) => {
    expect(tokenExpiryAction(now + left, now)).toEqual(action);
  });

  it('computes the expiry instant from expires_in seconds', () => {
    expect(tokenExpiresAt(1_000, 3600)).toBe(3_601_000);
  });
});

describe('inactivity', () => {
  it('expires one hour after the last activity', () => {
    const deadline = inactivityDeadline(0);
    expect(isInactiveExpired(deadline, 3_599_999)).toBe(false);
    expect(isInactiveExpired(deadline, 3_600_000)).toBe(true);
  });
});
