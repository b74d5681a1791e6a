import { useMutation, useQueryClient } from '@tanstack/react-query';
import { okSchema } from '@aula/shared';
import { apiRequest } from '@/lib/api-client';
import { agendaQueryKeys } from './agenda-query-keys';

/** POST /api/deleteAgendaSession */
export const deleteAgendaSession = (id: number) => apiRequest('/deleteAgendaSession', { method: 'POST', body: { id }, schema: okSchema });

export function useDeleteAgendaSession(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAgendaSession,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: agendaQueryKeys.agenda(eventId) }),
        queryClient.invalidateQueries({ queryKey: agendaQueryKeys.eventInfo(eventId) }),
      ]),
  });
}
