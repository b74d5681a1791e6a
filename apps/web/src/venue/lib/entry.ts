import { venueCalls, type VenueEntry } from '@aula/shared';
import { VenueApiError, venueCall } from './venue-api';

/** What the venue's pages before sign-in learn of the code: the event, none, or a failure to ask. */
export type EntryResult = { kind: 'entry'; entry: VenueEntry } | { kind: 'not-found' } | { kind: 'failed'; error: unknown };

const loads = new Map<string, Promise<EntryResult>>();
const settled = new Map<string, EntryResult>();

/** The answer already in, so that a page rendered after it paints at once. */
export function settledEntry(code: string): EntryResult | null {
  return settled.get(code) ?? null;
}

/**
 * The published event behind a code, asked once per page load (the first paint waits for it, see
 * main.tsx). An unknown or unpublished code, or one of the wrong shape, is not found; a failure
 * to ask is forgotten, so that trying again asks again.
 */
export function loadEntry(code: string): Promise<EntryResult> {
  let load = loads.get(code);
  if (!load) {
    load = venueCall(venueCalls.entry, { params: { code } })
      .then(
        (entry): EntryResult => ({ kind: 'entry', entry }),
        (error: unknown): EntryResult => {
          if (error instanceof VenueApiError && (error.status === 404 || error.status === 400)) return { kind: 'not-found' };
          loads.delete(code);
          return { kind: 'failed', error };
        },
      )
      .then((result) => {
        if (result.kind === 'failed') settled.delete(code);
        else settled.set(code, result);
        return result;
      });
    loads.set(code, load);
  }
  return load;
}
