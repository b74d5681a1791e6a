import { queryOptions, useQuery } from '@tanstack/react-query';
import { eventInfoSchema } from '@aula/shared';
import { apiRequest } from '@/lib/api-client';
import { designQueryKeys } from './design-query-keys';

/** GET /api/event/{id}: the name and dates the preview shows. */
export const getEventSummary = (eventId: number, signal?: AbortSignal) => apiRequest(`/event/${eventId}`, { schema: eventInfoSchema, signal });

export function useEventSummary(eventId: number) {
  return useQuery(
    queryOptions({ queryKey: designQueryKeys.info(eventId), queryFn: ({ signal }) => getEventSummary(eventId, signal), enabled: eventId > 0 }),
  );
}
