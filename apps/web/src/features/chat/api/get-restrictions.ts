import { queryOptions, useQuery } from '@tanstack/react-query';
import { engagementCalls } from '@aula/shared';
import { callApi } from '@/lib/api-call';
import { chatQueryKeys } from './chat-query-keys';

/** GET /api/restrictions/{eventId}: the mutes and bans in force in the event, oldest first. */
export const getRestrictions = (eventId: number, signal?: AbortSignal) => callApi(engagementCalls.restrictions, { params: { eventId }, signal });

export const restrictionsQuery = (eventId: number) =>
  queryOptions({
    queryKey: chatQueryKeys.restrictions(eventId),
    queryFn: ({ signal }) => getRestrictions(eventId, signal),
    enabled: eventId > 0,
  });

export function useRestrictions(eventId: number) {
  return useQuery(restrictionsQuery(eventId));
}
