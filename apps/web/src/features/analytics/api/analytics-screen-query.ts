import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { FIGURES_REFRESH_MS, analyticsQueryKeys } from './analytics-query-keys';

/**
 * What every analytics screen's query shares: its key under the event, a refresh each minute, and
 * the last figures kept on screen while another day or page loads. The screen's hook and the
 * route's prefetch build it alike, so the prefetched answer is the one the screen reads.
 */
export function analyticsScreenQuery<T>(eventId: number, screen: string, key: string, fetch: (signal: AbortSignal) => Promise<T>, ready = eventId > 0) {
  return queryOptions({
    queryKey: analyticsQueryKeys.screen(eventId, screen, key),
    queryFn: ({ signal }) => fetch(signal),
    refetchInterval: FIGURES_REFRESH_MS,
    enabled: ready,
    placeholderData: keepPreviousData,
  });
}
