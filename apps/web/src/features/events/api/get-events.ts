import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { callPath, eventCalls } from '@aula/shared';
import { apiRequest } from '@/lib/api-client';
import { filtersFromParams, filtersToParams } from '../lib/event-filters';

/** Every cached page of the events list: changes to events invalidate this prefix. */
export const eventsQueryKey = ['events', 'list'] as const;

/**
 * GET /api/eventsPage: one page of the company's events under the list's tab, search, filters and
 * page, given as the same search params the list keeps in its URL.
 */
export const getEventsPage = (params: URLSearchParams, signal?: AbortSignal) => {
  const query = params.toString();
  return apiRequest(`${callPath(eventCalls.page)}${query ? `?${query}` : ''}`, { schema: eventCalls.page.answer, signal });
};

export const eventsPageQuery = (params: URLSearchParams) =>
  queryOptions({
    queryKey: [...eventsQueryKey, params.toString()],
    queryFn: ({ signal }) => getEventsPage(params, signal),
    // While the next search, filter or page loads, the last rows stay rather than a blank list.
    placeholderData: keepPreviousData,
  });

export function useEventsPage(params: URLSearchParams) {
  return useQuery(eventsPageQuery(params));
}

/**
 * Starts loading into `client` the page the list screen asks for first when it opens on a URL
 * with these search params (the same key, from the same filters), so that the screen finds it
 * there instead of asking again. Resolves when the page has arrived or failed; never rejects.
 */
export function prefetchEventsPage(client: QueryClient, urlParams: URLSearchParams): Promise<void> {
  return client.prefetchQuery(eventsPageQuery(filtersToParams(filtersFromParams(urlParams))));
}
