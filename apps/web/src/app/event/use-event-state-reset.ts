import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { eventQueryKeys } from '@/features/event-setup/api/event-query-keys';
import { eventsQueryKey } from '@/features/events/api/get-events';

/**
 * docs/rules/events.md#leaving-an-event: when the event page closes or the id changes, the event is reset. Its cached data is
 * dropped (every per-event query starts with ['event', id]), and the events list is refreshed, since
 * the name, dates or code may have changed here.
 */
export function useEventStateReset(eventId: number): void {
  const queryClient = useQueryClient();
  useEffect(
    () => () => {
      queryClient.removeQueries({ queryKey: eventQueryKeys.all(eventId) });
      void queryClient.invalidateQueries({ queryKey: eventsQueryKey });
    },
    [queryClient, eventId],
  );
}
