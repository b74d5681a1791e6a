import { FORCED_LOGOUT_BELOW_MS, INACTIVITY_LIMIT_MS, REFRESH_BEFORE_EXPIRY_MS } from '../constants';

export type TokenExpiryAction =
  | { kind: 'logout' }
  | { kind: 'refresh-now' }
  | { kind: 'schedule-refresh'; inMs: number };

/**
 * What the client does with its token (docs/rules/accounts-and-sign-in.md#session-and-tokens): under 5 s left it logs out; under 100 s it
 * refreshes at once; otherwise it schedules a refresh 100 s before expiry.
 */
export function tokenExpiryAction(expiresAtMs: number, nowMs: number): TokenExpiryAction {
  const remaining = expiresAtMs - nowMs;
  if (remaining < FORCED_LOGOUT_BELOW_MS) return { kind: 'logout' };
  if (remaining < REFRESH_BEFORE_EXPIRY_MS) return { kind: 'refresh-now' };
  return { kind: 'schedule-refresh', inMs: remaining - REFRESH_BEFORE_EXPIRY_MS };
}

/** The instant a token expires, from the moment it was received and its `expires_in` seconds. */
export function tokenExpiresAt(receivedAtMs: number, expiresInSeconds: number): number {
  return receivedAtMs + expiresInSeconds * 1000;
}

/** The inactivity deadline after activity at `activityAtMs` (one hour ahead: docs/rules/accounts-and-sign-in.md#inactivity). */
export function inactivityDeadline(activityAtMs: number): number {
  return activityAtMs + INACTIVITY_LIMIT_MS;
}

/** True once the inactivity deadline has passed. */
export function isInactiveExpired(deadlineMs: number, nowMs: number): boolean {
  return nowMs >= deadlineMs;
}
