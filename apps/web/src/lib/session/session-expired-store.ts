import { createStore, useStore } from '../create-store';

/**
 * Kept in the tab's session storage: the session ends on a console page and the tab then loads the
 * sign-in pages, an entry of their own, where the dialog must still be up until it is confirmed.
 */
const SHOWN_KEY = 'aula.session-expired';

/** Whether the 'Session Timeout' dialog is up; set by inactivity here or by another tab. */
const store = createStore(sessionStorage.getItem(SHOWN_KEY) !== null);

export function showSessionExpired(): void {
  sessionStorage.setItem(SHOWN_KEY, '1');
  store.set(true);
}

export function hideSessionExpired(): void {
  sessionStorage.removeItem(SHOWN_KEY);
  store.set(false);
}

export function useSessionExpired(): boolean {
  return useStore(store);
}
