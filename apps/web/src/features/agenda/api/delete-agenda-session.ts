import { useMutation, useQueryClient } from '@tanstack/react-query';
import { agendaCalls } from '@aula/shared';
import { callApi } from '@/lib/api-call';
import { agendaQueryKeys } from './agenda-query-keys';

/** POST /api/deleteAgendaSession */
export const deleteAgendaSession = (id: number) => callApi(agendaCalls.deleteSession, { body: { id } });

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
