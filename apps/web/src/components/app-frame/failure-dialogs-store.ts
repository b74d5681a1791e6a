import { createStore, useStore } from '@/lib/create-store';

/** The app-wide dialogs a failed call can open (docs/rules/errors.md); one of each kind at a time. */
export type FailureDialogs = {
  trace: { message: string; trace: string } | null;
  upgrade: { message: string } | null;
};

const store = createStore<FailureDialogs>({ trace: null, upgrade: null });

export function setFailureDialogs(next: Partial<FailureDialogs>): void {
  store.set((current) => ({ ...current, ...next }));
}

export function useFailureDialogs(): FailureDialogs {
  return useStore(store);
}
