import { useQuery } from '@tanstack/react-query';
import { eventInfoSchema } from '@aula/shared';
import { apiRequest } from '@/lib/api-client';
import { agendaQueryKeys } from './agenda-query-keys';

/** GET /api/event/{id}: the agenda needs the event's dates, times and fixed zone. */
export const getAgendaEvent = (eventId: number, signal?: AbortSignal) => apiRequest(`/event/${eventId}`, { schema: eventInfoSchema, signal });

export function useAgendaEvent(eventId: number) {
  return useQuery({ queryKey: agendaQueryKeys.eventInfo(eventId), queryFn: ({ signal }) => getAgendaEvent(eventId, signal), enabled: eventId > 0 });
}
