import { callPath, signInCalls } from '@aula/shared';
import { apiRequest } from '../api-client';
import { getAuth, reloadAuthFromStorage, setAuthFromToken } from './auth-store';

/** Marks a refresh in progress so that tabs sharing the token do not rotate it twice. */
const REFRESH_LOCK_KEY = 'aula.refresh-lock';
const REFRESH_LOCK_MS = 15_000;

/**
 * Rotates the token through POST /refresh, without the spinner (docs/rules/accounts-and-sign-in.md#session-and-tokens). When another tab is
 * already refreshing, this tab waits for that tab's new token to arrive through storage.
 */
export async function refreshToken(now: () => number = Date.now): Promise<void> {
  reloadAuthFromStorage();
  const before = getAuth();
  if (!before) return;
  const lockedAt = Number(localStorage.getItem(REFRESH_LOCK_KEY));
  if (lockedAt && now() - lockedAt < REFRESH_LOCK_MS) return;
  localStorage.setItem(REFRESH_LOCK_KEY, String(now()));
  try {
    const token = await apiRequest(callPath(signInCalls.refresh), { method: signInCalls.refresh.method, spinner: false, catcher: true, schema: signInCalls.refresh.answer });
    setAuthFromToken(token, now());
  } finally {
    localStorage.removeItem(REFRESH_LOCK_KEY);
  }
}
