import { useSyncExternalStore } from 'react';

/** The app-wide dialogs a failed call can open (SPEC §8); one of each kind at a time. */
export type FailureDialogs = {
  trace: { message: string; trace: string } | null;
  upgrade: { message: string } | null;
};

let state: FailureDialogs = { trace: null, upgrade: null };
const listeners = new Set<() => void>();

export function setFailureDialogs(next: Partial<FailureDialogs>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function snapshot(): FailureDialogs {
  return state;
}

export function useFailureDialogs(): FailureDialogs {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
