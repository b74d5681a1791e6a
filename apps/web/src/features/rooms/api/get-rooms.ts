import { queryOptions, useQuery } from '@tanstack/react-query';
import { roomSchema } from '@aula/shared';
import { apiRequest } from '@/lib/api-client';
import { roomQueryKeys } from './room-query-keys';

/** GET /api/rooms/{eventId}: the event's rooms in order. */
export const getRooms = (eventId: number, signal?: AbortSignal) => apiRequest(`/rooms/${eventId}`, { schema: roomSchema.array(), signal });

export const roomsQuery = (eventId: number) =>
  queryOptions({ queryKey: roomQueryKeys.list(eventId), queryFn: ({ signal }) => getRooms(eventId, signal), enabled: eventId > 0 });

export function useRooms(eventId: number) {
  return useQuery(roomsQuery(eventId));
}
