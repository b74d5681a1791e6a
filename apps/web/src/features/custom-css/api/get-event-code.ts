import { useQuery } from '@tanstack/react-query';
import { eventCalls } from '@aula/shared';
import { callApi } from '@/lib/api-call';

/** GET /api/event/{id}: the event's code, which addresses the pages the preview shows (null for a draft). */
export function useEventCode(eventId: number) {
  return useQuery({
    // The same key and answer as the setup screen's GET /api/event/{id}, so both share the cache.
    queryKey: ['event', eventId, 'info'] as const,
    queryFn: ({ signal }) => callApi(eventCalls.get, { params: { id: eventId }, signal }),
    enabled: eventId > 0,
    select: (event) => event.code,
  });
}
