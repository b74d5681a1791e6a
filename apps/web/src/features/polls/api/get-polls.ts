import { queryOptions, useQuery } from '@tanstack/react-query';
import { pollCalls } from '@aula/shared';
import { callApi } from '@/lib/api-call';
import { pollQueryKeys } from './poll-query-keys';

/** GET /api/polls/{eventId}: the event's polls with their results. */
export const getPolls = (eventId: number, signal?: AbortSignal) => callApi(pollCalls.list, { params: { eventId }, signal });

export const pollsQuery = (eventId: number) =>
  queryOptions({ queryKey: pollQueryKeys.list(eventId), queryFn: ({ signal }) => getPolls(eventId, signal), enabled: eventId > 0 });

export function usePolls(eventId: number) {
  return useQuery(pollsQuery(eventId));
}
