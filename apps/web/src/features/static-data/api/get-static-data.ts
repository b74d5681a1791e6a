import { queryOptions, useQuery } from '@tanstack/react-query';
import { staticDataSchema, type Language } from '@aula/shared';
import { apiRequest } from '@/lib/api-client';

/** GET /api/getStaticData or /api/getStaticData/{eventId}: the dropdown lists (SPEC §3). */
export const getStaticData = (eventId: number | null, signal?: AbortSignal) =>
  apiRequest(eventId === null ? '/getStaticData' : `/getStaticData/${eventId}`, {
    schema: staticDataSchema,
    signal,
    // Reloaded in the background after every navigation; it must not cover the screen each time.
    spinner: false,
  });

/** The lists depend on the language, so it is part of the key: a language change loads them anew. */
export const staticDataQuery = (eventId: number | null, lang: Language) =>
  queryOptions({
    queryKey: ['static-data', eventId ?? 'none', lang],
    queryFn: ({ signal }) => getStaticData(eventId, signal),
  });

export function useStaticData(eventId: number | null, lang: Language) {
  return useQuery({ ...staticDataQuery(eventId, lang), staleTime: Infinity });
}
