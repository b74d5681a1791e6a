import { createStore, useStore } from './create-store';

/** How many spinner-worthy requests are in flight; drives the full-screen spinner (docs/rules/screens.md#spinner-traces-and-notices). */
const store = createStore(0);

/** Counts a request until the returned function is called (once). */
export function trackPendingRequest(): () => void {
  store.set((pending) => pending + 1);
  let done = false;
  return () => {
    if (done) return;
    done = true;
    store.set((pending) => pending - 1);
  };
}

export function pendingRequestCount(): number {
  return store.get();
}

export function usePendingRequestCount(): number {
  return useStore(store);
}
