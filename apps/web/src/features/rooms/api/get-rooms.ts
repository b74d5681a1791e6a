import { queryOptions, useQuery } from '@tanstack/react-query';
import { roomCalls } from '@aula/shared';
import { callApi } from '@/lib/api-call';
import { roomQueryKeys } from './room-query-keys';

/** GET /api/rooms/{eventId}: the event's rooms in order. */
export const getRooms = (eventId: number, signal?: AbortSignal) => callApi(roomCalls.list, { params: { eventId }, signal });

export const roomsQuery = (eventId: number) =>
  queryOptions({ queryKey: roomQueryKeys.list(eventId), queryFn: ({ signal }) => getRooms(eventId, signal), enabled: eventId > 0 });

export function useRooms(eventId: number) {
  return useQuery(roomsQuery(eventId));
}
