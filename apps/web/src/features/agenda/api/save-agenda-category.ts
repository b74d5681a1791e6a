import { useMutation, useQueryClient } from '@tanstack/react-query';
import { agendaCalls, type SaveAgendaCategoryBody } from '@aula/shared';
import { callApi } from '@/lib/api-call';
import { agendaQueryKeys } from './agenda-query-keys';

/** POST /api/agendaCategory: id 0 creates a track. */
export const saveAgendaCategory = (body: SaveAgendaCategoryBody) =>
  callApi(agendaCalls.saveCategory, { body, catcher: true });

export function useSaveAgendaCategory(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAgendaCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agendaQueryKeys.agenda(eventId) }),
  });
}
