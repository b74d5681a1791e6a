import { useSyncExternalStore } from 'react';
import type { AuthToken } from '@aula/shared';
import { tokenExpiresAt } from '@aula/shared';

/** The auth part of state, the only part persisted (SPEC §3 "Auth token"). */
export type AuthState = AuthToken & {
  /** Epoch ms when the token expires, computed when it was received. */
  expiresAt: number;
  /** Set from is_admin (SPEC §6). */
  is_owner: boolean;
};

export const AUTH_STORAGE_KEY = 'aula.auth';

type Listener = () => void;
const listeners = new Set<Listener>();

function read(): AuthState | null {
  try {
    const raw = localStorage.getItem(AUTH_STORAGE_KEY);
    return raw ? (JSON.parse(raw) as AuthState) : null;
  } catch {
    return null;
  }
}

let current: AuthState | null = read();

function emit(): void {
  for (const listener of listeners) listener();
}

/** The stored auth state, or null when signed out. */
export function getAuth(): AuthState | null {
  return current;
}

/** Stores a token received from /login or /refresh. */
export function setAuthFromToken(token: AuthToken, receivedAtMs = Date.now()): AuthState {
  current = { ...token, expiresAt: tokenExpiresAt(receivedAtMs, token.expires_in), is_owner: token.is_admin };
  localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(current));
  emit();
  return current;
}

/** Forgets the token (sign-out, 401, expiry). */
export function clearAuth(): void {
  current = null;
  localStorage.removeItem(AUTH_STORAGE_KEY);
  emit();
}

/** Re-reads storage, for changes another tab made. */
export function reloadAuthFromStorage(): void {
  current = read();
  emit();
}

export function subscribeAuth(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The auth state as React state. */
export function useAuth(): AuthState | null {
  return useSyncExternalStore(subscribeAuth, getAuth, getAuth);
}

/** The Authorization header value, or null when signed out. */
export function authorizationHeader(): string | null {
  return current ? `${current.token_type} ${current.access_token}` : null;
}
