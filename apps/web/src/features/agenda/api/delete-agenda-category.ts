import { useMutation, useQueryClient } from '@tanstack/react-query';
import { okSchema } from '@aula/shared';
import { apiRequest } from '@/lib/api-client';
import { agendaQueryKeys } from './agenda-query-keys';

/** POST /api/deleteAgendaCategory: its sessions stay, without a track. */
export const deleteAgendaCategory = (id: number) => apiRequest('/deleteAgendaCategory', { method: 'POST', body: { id }, schema: okSchema });

export function useDeleteAgendaCategory(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAgendaCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agendaQueryKeys.agenda(eventId) }),
  });
}
