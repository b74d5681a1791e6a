import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { eventListPageSchema } from '@aula/shared';
import { apiRequest } from '@/lib/api-client';

/** Every cached page of the events list: changes to events invalidate this prefix. */
export const eventsQueryKey = ['events', 'list'] as const;

/**
 * GET /api/eventsPage: one page of the company's events under the list's tab, search, filters and
 * page, given as the same search params the list keeps in its URL.
 */
export const getEventsPage = (params: URLSearchParams, signal?: AbortSignal) => {
  const query = params.toString();
  return apiRequest(`/eventsPage${query ? `?${query}` : ''}`, { schema: eventListPageSchema, signal });
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
