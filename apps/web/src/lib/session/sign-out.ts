import { callPath, signInCalls } from '@aula/shared';
import { apiRequest } from '../api-client';
import { clearConnectionId } from '../connection-id';
import { clearActivityDeadline } from './activity-deadline';
import { clearAuth, getAuth, reloadAuthFromStorage } from './auth-store';
import { AUTH_STORAGE_KEY } from './stored-auth';
import { showSessionExpired } from './session-expired-store';

/** The storage key through which a sign-out reaches the other tabs (docs/rules/accounts-and-sign-in.md#signing-out). */
export const LOGOUT_BROADCAST_KEY = 'aula.logout';

type LogoutBroadcast = { at: number; auto: boolean };

type SignOutOptions = {
  /** Inactivity ended the session: the other tabs show the expired dialog too. */
  auto?: boolean;
  /** Revoke the token on the server (POST /logout); skipped when the server already dropped it. */
  revoke?: boolean;
};

/**
 * Ends the session in this tab and every other: token, user data and the query cache go at once,
 * so no screen sees a half-signed-out state; the server revoke (its header is read when the call
 * starts) finishes afterwards, also when the sign-in pages load meanwhile, and its outcome does not matter.
 */
export async function signOut({ auto = false, revoke = true }: SignOutOptions = {}): Promise<void> {
  const hadSession = getAuth() !== null;
  const revoking =
    revoke && hadSession
      ? apiRequest(callPath(signInCalls.logout), { method: signInCalls.logout.method, spinner: false, catcher: true, keepalive: true })
      : null;
  // The other tabs hear of the sign-out, and why, before they see the token go: removing it makes
  // them leave for the sign-in page, and a tab that has begun to leave hears nothing more.
  if (hadSession) broadcast({ at: Date.now(), auto });
  forgetSession();
  await revoking?.catch(() => undefined);
}

const sessionDataHolders: (() => void)[] = [];

/**
 * Registers what else holds the user's data and must forget it with the session: the query cache
 * registers itself when the signed-in app loads it, so the login page need not load it to sign out.
 */
export function forgetWithSession(forget: () => void): void {
  sessionDataHolders.push(forget);
}

function forgetSession(): void {
  clearAuth();
  clearConnectionId();
  clearActivityDeadline();
  for (const forget of sessionDataHolders) forget();
}

function broadcast(message: LogoutBroadcast): void {
  // Other tabs receive the storage event on set; the key itself is not state, so it goes at once.
  localStorage.setItem(LOGOUT_BROADCAST_KEY, JSON.stringify(message));
  localStorage.removeItem(LOGOUT_BROADCAST_KEY);
}

/** Follows sign-in, refresh and sign-out of other tabs; returns the unsubscribe function. */
export function followOtherTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === AUTH_STORAGE_KEY) reloadAuthFromStorage();
    if (event.key !== LOGOUT_BROADCAST_KEY || !event.newValue) return;
    forgetSession();
    if (parseBroadcast(event.newValue)?.auto) showSessionExpired();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

function parseBroadcast(value: string): LogoutBroadcast | null {
  try {
    return JSON.parse(value) as LogoutBroadcast;
  } catch {
    return null;
  }
}
