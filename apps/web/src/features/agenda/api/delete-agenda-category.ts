import { useMutation, useQueryClient } from '@tanstack/react-query';
import { agendaCalls } from '@aula/shared';
import { callApi } from '@/lib/api-call';
import { agendaQueryKeys } from './agenda-query-keys';

/** POST /api/deleteAgendaCategory: its sessions stay, without a track. */
export const deleteAgendaCategory = (id: number) => callApi(agendaCalls.deleteCategory, { body: { id } });

export function useDeleteAgendaCategory(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAgendaCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agendaQueryKeys.agenda(eventId) }),
  });
}
