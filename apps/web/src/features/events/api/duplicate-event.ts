import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventListItemSchema, type EventListItem } from '@aula/shared';
import { apiRequest } from '@/lib/api-client';
import { eventsQueryKey } from './get-events';

/** POST /api/duplicateEvent/{id}: a draft copy of the event; answers the copy as a list row. */
export const duplicateEvent = (eventId: number) =>
  apiRequest(`/duplicateEvent/${eventId}`, { method: 'POST', schema: eventListItemSchema });

/** Duplicates an event and puts the copy into the cached list, so it shows without waiting. */
export function useDuplicateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: duplicateEvent,
    onSuccess: (copy) => {
      queryClient.setQueryData<EventListItem[]>(eventsQueryKey, (events) => (events ? [...events, copy] : [copy]));
      return queryClient.invalidateQueries({ queryKey: eventsQueryKey });
    },
  });
}
