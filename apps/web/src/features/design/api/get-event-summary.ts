import { queryOptions, useQuery } from '@tanstack/react-query';
import { eventCalls } from '@aula/shared';
import { callApi } from '@/lib/api-call';
import { designQueryKeys } from './design-query-keys';

/** GET /api/event/{id}: the name and dates the preview shows. */
export const getEventSummary = (eventId: number, signal?: AbortSignal) => callApi(eventCalls.get, { params: { id: eventId }, signal });

export function useEventSummary(eventId: number) {
  return useQuery(
    queryOptions({ queryKey: designQueryKeys.info(eventId), queryFn: ({ signal }) => getEventSummary(eventId, signal), enabled: eventId > 0 }),
  );
}
