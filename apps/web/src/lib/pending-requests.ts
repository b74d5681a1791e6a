import { useSyncExternalStore } from 'react';

/** How many spinner-worthy requests are in flight; drives the full-screen spinner (SPEC §2). */
let pending = 0;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

/** Counts a request until the returned function is called (once). */
export function trackPendingRequest(): () => void {
  pending += 1;
  emit();
  let done = false;
  return () => {
    if (done) return;
    done = true;
    pending -= 1;
    emit();
  };
}

export function pendingRequestCount(): number {
  return pending;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePendingRequestCount(): number {
  return useSyncExternalStore(subscribe, pendingRequestCount, pendingRequestCount);
}
