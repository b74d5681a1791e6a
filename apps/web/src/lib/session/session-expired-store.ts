import { useSyncExternalStore } from 'react';

/** Whether the 'Session Timeout' dialog is up; set by inactivity here or by another tab. */
let expired = false;
const listeners = new Set<() => void>();

function set(next: boolean): void {
  expired = next;
  for (const listener of listeners) listener();
}

export function showSessionExpired(): void {
  set(true);
}

export function hideSessionExpired(): void {
  set(false);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function snapshot(): boolean {
  return expired;
}

export function useSessionExpired(): boolean {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
