import { useQuery } from '@tanstack/react-query';
import { agendaSessionSchema } from '@aula/shared';
import { apiRequest } from '@/lib/api-client';
import { agendaQueryKeys } from './agenda-query-keys';

/** GET /api/agendaSession/{eventId}/{sessId}: one session for its edit screen. */
export const getAgendaSession = (eventId: number, sessionId: number, signal?: AbortSignal) =>
  apiRequest(`/agendaSession/${eventId}/${sessionId}`, { schema: agendaSessionSchema, signal });

export function useAgendaSession(eventId: number, sessionId: number) {
  return useQuery({
    queryKey: agendaQueryKeys.session(eventId, sessionId),
    queryFn: ({ signal }) => getAgendaSession(eventId, sessionId, signal),
    enabled: eventId > 0 && sessionId > 0,
  });
}
