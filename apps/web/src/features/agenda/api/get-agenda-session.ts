import { useQuery } from '@tanstack/react-query';
import { agendaCalls } from '@aula/shared';
import { callApi } from '@/lib/api-call';
import { agendaQueryKeys } from './agenda-query-keys';

/** GET /api/agendaSession/{eventId}/{sessId}: one session for its edit screen. */
export const getAgendaSession = (eventId: number, sessionId: number, signal?: AbortSignal) =>
  callApi(agendaCalls.getSession, { params: { eventId, sessId: sessionId }, signal });

export function useAgendaSession(eventId: number, sessionId: number) {
  return useQuery({
    queryKey: agendaQueryKeys.session(eventId, sessionId),
    queryFn: ({ signal }) => getAgendaSession(eventId, sessionId, signal),
    enabled: eventId > 0 && sessionId > 0,
  });
}
