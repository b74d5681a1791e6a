import { queryOptions, useQuery } from '@tanstack/react-query';
import { roomCalls } from '@aula/shared';
import { callApi } from '@/lib/api-call';
import { roomQueryKeys } from './room-query-keys';

/** GET /api/room/{eventId}/{roomId}: one room for the edit screen. */
export const getRoom = (eventId: number, roomId: number, signal?: AbortSignal) =>
  callApi(roomCalls.get, { params: { eventId, roomId }, signal });

export const roomQuery = (eventId: number, roomId: number) =>
  queryOptions({
    queryKey: roomQueryKeys.one(eventId, roomId),
    queryFn: ({ signal }) => getRoom(eventId, roomId, signal),
    enabled: eventId > 0 && roomId > 0,
  });

export function useRoom(eventId: number, roomId: number) {
  return useQuery(roomQuery(eventId, roomId));
}
