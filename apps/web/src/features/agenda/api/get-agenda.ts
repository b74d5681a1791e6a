import { queryOptions, useQuery } from '@tanstack/react-query';
import { agendaCalls } from '@aula/shared';
import { callApi } from '@/lib/api-call';
import { agendaQueryKeys } from './agenda-query-keys';

/** GET /api/agenda/{id}: tracks with their sessions, and the sessions without a track. */
export const getAgenda = (eventId: number, signal?: AbortSignal) => callApi(agendaCalls.get, { params: { id: eventId }, signal });

export const agendaQuery = (eventId: number) =>
  queryOptions({ queryKey: agendaQueryKeys.agenda(eventId), queryFn: ({ signal }) => getAgenda(eventId, signal), enabled: eventId > 0 });

export function useAgenda(eventId: number) {
  return useQuery(agendaQuery(eventId));
}
