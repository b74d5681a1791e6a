import { useQuery } from '@tanstack/react-query';
import { roomCalls } from '@aula/shared';
import { callApi } from '@/lib/api-call';
import { agendaQueryKeys } from './agenda-query-keys';

/** GET /api/rooms/{eventId}: the event's rooms in order, for the room select and the timeline's columns. */
export const getAgendaRooms = (eventId: number, signal?: AbortSignal) => callApi(roomCalls.list, { params: { eventId }, signal });

export function useAgendaRooms(eventId: number) {
  return useQuery({ queryKey: agendaQueryKeys.rooms(eventId), queryFn: ({ signal }) => getAgendaRooms(eventId, signal), enabled: eventId > 0 });
}
