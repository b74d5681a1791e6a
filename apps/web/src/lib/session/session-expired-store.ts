import { createStore, useStore } from '../create-store';

/** Whether the 'Session Timeout' dialog is up; set by inactivity here or by another tab. */
const store = createStore(false);

export function showSessionExpired(): void {
  store.set(true);
}

export function hideSessionExpired(): void {
  store.set(false);
}

export function useSessionExpired(): boolean {
  return useStore(store);
}
