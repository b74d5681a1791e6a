import { useQuery } from '@tanstack/react-query';
import { eventCalls } from '@aula/shared';
import { callApi } from '@/lib/api-call';
import { agendaQueryKeys } from './agenda-query-keys';

/** GET /api/event/{id}: the agenda needs the event's dates, times and fixed zone. */
export const getAgendaEvent = (eventId: number, signal?: AbortSignal) => callApi(eventCalls.get, { params: { id: eventId }, signal });

export function useAgendaEvent(eventId: number) {
  return useQuery({ queryKey: agendaQueryKeys.eventInfo(eventId), queryFn: ({ signal }) => getAgendaEvent(eventId, signal), enabled: eventId > 0 });
}
