import { queryOptions, useQuery } from '@tanstack/react-query';
import { eventCalls } from '@aula/shared';
import { callApi } from '@/lib/api-call';
import { eventQueryKeys } from './event-query-keys';

/** GET /api/eventShortInfo/{id}: name, code and image for the toolbar and the sidebar. */
export const getEventShortInfo = (eventId: number, signal?: AbortSignal) =>
  callApi(eventCalls.shortInfo, { params: { id: eventId }, signal });

export const eventShortInfoQuery = (eventId: number) =>
  queryOptions({
    queryKey: eventQueryKeys.shortInfo(eventId),
    queryFn: ({ signal }) => getEventShortInfo(eventId, signal),
    enabled: eventId > 0,
  });

export function useEventShortInfo(eventId: number) {
  return useQuery(eventShortInfoQuery(eventId));
}
