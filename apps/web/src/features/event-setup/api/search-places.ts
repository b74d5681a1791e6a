import { queryOptions } from '@tanstack/react-query';
import { staticDataCalls } from '@aula/shared';
import { callApi } from '@/lib/api-call';

/** Typed text shorter than this is not sent: the server refuses it, and it would match everything. */
export const PLACE_SEARCH_MIN_LENGTH = 2;

/**
 * GET /api/searchPlaces in the language of the request. A failure is shown by the field as a hint,
 * never as a toast, and is not retried: typing the location by hand always works.
 */
export const placeSearchQuery = (q: string) =>
  queryOptions({
    queryKey: ['place-search', q],
    queryFn: ({ signal }) =>
      callApi(staticDataCalls.searchPlaces, { query: { q }, signal, spinner: false, catcher: true }),
    enabled: q.length >= PLACE_SEARCH_MIN_LENGTH,
    staleTime: 5 * 60_000,
    retry: false,
  });
