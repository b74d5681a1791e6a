import { queryOptions, useQuery } from '@tanstack/react-query';
import { staticDataCalls, type Language } from '@aula/shared';
import { callApi } from '@/lib/api-call';

/**
 * GET /api/getStaticData or /api/getStaticData/{eventId}: the dropdown lists (docs/rules/calls.md#static-data). Reloaded in
 * the background after every navigation, so it never covers the screen with the spinner.
 */
export const getStaticData = (eventId: number | null, signal?: AbortSignal) =>
  eventId === null
    ? callApi(staticDataCalls.get, { signal, spinner: false })
    : callApi(staticDataCalls.forEvent, { params: { eventId }, signal, spinner: false });

/** The lists depend on the language, so it is part of the key: a language change loads them anew. */
export const staticDataQuery = (eventId: number | null, lang: Language) =>
  queryOptions({
    queryKey: ['static-data', eventId ?? 'none', lang],
    queryFn: ({ signal }) => getStaticData(eventId, signal),
  });

export function useStaticData(eventId: number | null, lang: Language) {
  return useQuery({ ...staticDataQuery(eventId, lang), staleTime: Infinity });
}
