import { useSyncExternalStore } from 'react';

/** A value outside React that components read as state: one per concern (auth, dialogs, spinner…). */
export type Store<T> = {
  get(): T;
  /** Replaces the value and tells every subscriber; setting the same value tells no one. */
  set(next: T | ((current: T) => T)): void;
  subscribe(listener: () => void): () => void;
};

/** A store with the listener set every hand-written one repeated; React reads it with `useStore`. */
export function createStore<T>(initial: T): Store<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set: (next) => {
      const resolved = typeof next === 'function' ? (next as (current: T) => T)(value) : next;
      if (Object.is(resolved, value)) return;
      value = resolved;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** The store's value as React state; the component re-renders when it changes. */
export function useStore<T>(store: Store<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
