import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventListItemSchema } from '@aula/shared';
import { apiRequest } from '@/lib/api-client';
import { eventsQueryKey } from './get-events';

/** POST /api/duplicateEvent/{id}: a draft copy of the event; answers the copy as a list row. */
export const duplicateEvent = (eventId: number) =>
  apiRequest(`/duplicateEvent/${eventId}`, { method: 'POST', schema: eventListItemSchema });

/** Duplicates an event, then reloads the list's pages: where the copy sits depends on the server's order and filters. */
export function useDuplicateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: duplicateEvent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventsQueryKey }),
  });
}
