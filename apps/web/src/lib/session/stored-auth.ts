import type { AuthToken } from '@aula/shared';

/** The auth part of state, the only part persisted (docs/rules/accounts-and-sign-in.md#session-and-tokens). */
export type AuthState = AuthToken & {
  /** Epoch ms when the token expires, computed when it was received. */
  expiresAt: number;
  /** Set from is_admin (docs/rules/roles-and-permissions.md#admins). */
  is_owner: boolean;
};

export const AUTH_STORAGE_KEY = 'aula.auth';

/**
 * The session this device keeps, as stored. Its own module, free of the app's code, so that the
 * page's first script can read it before the app has loaded (docs/decisions/0131-early-figures-request.md).
 */
export function readStoredAuth(): AuthState | null {
  try {
    const raw = localStorage.getItem(AUTH_STORAGE_KEY);
    return raw ? (JSON.parse(raw) as AuthState) : null;
  } catch {
    return null;
  }
}

/** The Authorization header value of a session. */
export const authorizationOf = (auth: AuthState): string => `${auth.token_type} ${auth.access_token}`;
