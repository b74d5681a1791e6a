import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EventListPage } from '@aula/shared';
import { apiRequest } from '@/lib/api-client';
import { eventsQueryKey } from './get-events';

/** POST /api/deleteEvent */
export const deleteEvent = (eventId: number) => apiRequest('/deleteEvent', { method: 'POST', body: { event_id: eventId } });

/** A cached page without the deleted event, its counts lowered when it was on that page. */
const withoutEvent = (page: EventListPage | undefined, eventId: number): EventListPage | undefined => {
  if (!page?.rows.some((event) => event.id === eventId)) return page;
  return { ...page, rows: page.rows.filter((event) => event.id !== eventId), total: page.total - 1, companyTotal: page.companyTotal - 1 };
};

/** Deletes an event and drops it from the cached pages at once, then reloads them. */
export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEvent,
    onSuccess: (_answer, eventId) => {
      queryClient.setQueriesData<EventListPage>({ queryKey: eventsQueryKey }, (page) => withoutEvent(page, eventId));
      return queryClient.invalidateQueries({ queryKey: eventsQueryKey });
    },
  });
}
