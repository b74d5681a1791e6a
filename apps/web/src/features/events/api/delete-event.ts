import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EventListItem } from '@aula/shared';
import { apiRequest } from '@/lib/api-client';
import { eventsQueryKey } from './get-events';

/** POST /api/deleteEvent */
export const deleteEvent = (eventId: number) => apiRequest('/deleteEvent', { method: 'POST', body: { event_id: eventId } });

/** Deletes an event and drops it from the cached list at once, then reloads the list. */
export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEvent,
    onSuccess: (_answer, eventId) => {
      queryClient.setQueryData<EventListItem[]>(eventsQueryKey, (events) => events?.filter((event) => event.id !== eventId));
      return queryClient.invalidateQueries({ queryKey: eventsQueryKey });
    },
  });
}
