import { useMutation, useQueryClient } from '@tanstack/react-query';
import { agendaSavedIdSchema, type SaveAgendaCategoryBody } from '@aula/shared';
import { apiRequest } from '@/lib/api-client';
import { agendaQueryKeys } from './agenda-query-keys';

/** POST /api/agendaCategory: id 0 creates a track. */
export const saveAgendaCategory = (body: SaveAgendaCategoryBody) =>
  apiRequest('/agendaCategory', { method: 'POST', body, schema: agendaSavedIdSchema, catcher: true });

export function useSaveAgendaCategory(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAgendaCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agendaQueryKeys.agenda(eventId) }),
  });
}
