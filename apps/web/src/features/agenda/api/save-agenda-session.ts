import { useMutation, useQueryClient } from '@tanstack/react-query';
import { agendaCalls, type SaveAgendaSessionInput } from '@aula/shared';
import { callApi } from '@/lib/api-call';
import { agendaQueryKeys } from './agenda-query-keys';

/** POST /api/agendaSession: id 0 creates. Field errors and a refused overlap come back as an ApiError. */
export const saveAgendaSession = (body: SaveAgendaSessionInput) =>
  callApi(agendaCalls.saveSession, { body, catcher: true });

export function useSaveAgendaSession(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAgendaSession,
    onSuccess: async ({ id }) => {
      queryClient.removeQueries({ queryKey: agendaQueryKeys.session(eventId, id) });
      // The setup form asks move-or-delete only when the agenda has sessions.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: agendaQueryKeys.agenda(eventId) }),
        queryClient.invalidateQueries({ queryKey: agendaQueryKeys.eventInfo(eventId) }),
      ]);
    },
  });
}
