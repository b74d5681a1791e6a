import { queryOptions, useQuery } from '@tanstack/react-query';
import { agendaCalls, roomCalls } from '@aula/shared';
import { callApi } from '@/lib/api-call';
import { pollQueryKeys } from './poll-query-keys';

/** GET /api/rooms/{eventId}: the rooms polls belong to, in the event's order. */
export function usePollRooms(eventId: number) {
  return useQuery(
    queryOptions({
      queryKey: pollQueryKeys.rooms(eventId),
      queryFn: ({ signal }) => callApi(roomCalls.list, { params: { eventId }, signal }),
      enabled: eventId > 0,
    }),
  );
}

/** GET /api/agenda/{eventId}: the sessions a poll may belong to. */
export function usePollSessions(eventId: number) {
  return useQuery(
    queryOptions({
      queryKey: pollQueryKeys.sessions(eventId),
      queryFn: async ({ signal }) => {
        const agenda = await callApi(agendaCalls.get, { params: { id: eventId }, signal });
        return [...agenda.categories.flatMap((category) => category.sessions), ...agenda.uncategorized];
      },
      enabled: eventId > 0,
    }),
  );
}
