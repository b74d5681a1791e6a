import { createContext, useCallback, useContext, useEffect, useState } from 'react';
import type { VenueEntry } from '@aula/shared';
import { loadEntry, settledEntry, type EntryResult } from '../lib/entry';

/** The entry of the code, loading it when it is not in yet; `retry` asks again after a failure. */
export function useEntry(code: string): { result: EntryResult | null; retry: () => void } {
  const [result, setResult] = useState(() => settledEntry(code));
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (result) return;
    let current = true;
    void loadEntry(code).then((answer) => {
      if (current) setResult(answer);
    });
    return () => {
      current = false;
    };
  }, [code, result, attempt]);
  const retry = useCallback(() => {
    setResult(null);
    setAttempt((count) => count + 1);
  }, []);
  return { result, retry };
}

/** The event's entry, for the pages before sign-in. */
export const EntryContext = createContext<VenueEntry | null>(null);

export function useVenueEntry(): VenueEntry {
  const entry = useContext(EntryContext);
  if (!entry) throw new Error('useVenueEntry works only on the pages before sign-in');
  return entry;
}
