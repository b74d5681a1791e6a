import type { AuthToken } from '@aula/shared';
import { tokenExpiresAt } from '@aula/shared';
import { createStore, useStore } from '../create-store';
import { AUTH_STORAGE_KEY, authorizationOf, readStoredAuth, type AuthState } from './stored-auth';

const store = createStore<AuthState | null>(readStoredAuth());

/** The stored auth state, or null when signed out. */
export function getAuth(): AuthState | null {
  return store.get();
}

/** Stores a token received from /login or /refresh. */
export function setAuthFromToken(token: AuthToken, receivedAtMs = Date.now()): AuthState {
  const auth = { ...token, expiresAt: tokenExpiresAt(receivedAtMs, token.expires_in), is_owner: token.is_admin };
  localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(auth));
  store.set(auth);
  return auth;
}

/** Forgets the token (sign-out, 401, expiry). */
export function clearAuth(): void {
  localStorage.removeItem(AUTH_STORAGE_KEY);
  store.set(null);
}

/** Re-reads storage, for changes another tab made. */
export function reloadAuthFromStorage(): void {
  store.set(readStoredAuth());
}

export function subscribeAuth(listener: () => void): () => void {
  return store.subscribe(listener);
}

/** The auth state as React state. */
export function useAuth(): AuthState | null {
  return useStore(store);
}

/** The Authorization header value, or null when signed out. */
export function authorizationHeader(): string | null {
  const auth = store.get();
  return auth ? authorizationOf(auth) : null;
}
