import { queryOptions, useQuery } from '@tanstack/react-query';
import { pollCalls } from '@aula/shared';
import { callApi } from '@/lib/api-call';
import { pollQueryKeys } from './poll-query-keys';

/** GET /api/poll/{eventId}/{pollId}: one poll with its results. */
export const getPoll = (eventId: number, pollId: number, signal?: AbortSignal) => callApi(pollCalls.get, { params: { eventId, pollId }, signal });

export const pollQuery = (eventId: number, pollId: number) =>
  queryOptions({ queryKey: pollQueryKeys.one(eventId, pollId), queryFn: ({ signal }) => getPoll(eventId, pollId, signal), enabled: eventId > 0 && pollId > 0 });

export function usePoll(eventId: number, pollId: number) {
  return useQuery(pollQuery(eventId, pollId));
}
