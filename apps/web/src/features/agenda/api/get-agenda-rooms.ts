import { useQuery } from '@tanstack/react-query';
import { roomSchema } from '@aula/shared';
import { apiRequest } from '@/lib/api-client';
import { agendaQueryKeys } from './agenda-query-keys';

/** GET /api/rooms/{eventId}: the event's rooms in order, for the room select and the timeline's columns. */
export const getAgendaRooms = (eventId: number, signal?: AbortSignal) => apiRequest(`/rooms/${eventId}`, { schema: roomSchema.array(), signal });

export function useAgendaRooms(eventId: number) {
  return useQuery({ queryKey: agendaQueryKeys.rooms(eventId), queryFn: ({ signal }) => getAgendaRooms(eventId, signal), enabled: eventId > 0 });
}
