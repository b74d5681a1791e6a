import { queryOptions, useQuery } from '@tanstack/react-query';
import { eventCalls } from '@aula/shared';
import { callApi } from '@/lib/api-call';
import { eventQueryKeys } from './event-query-keys';

/** GET /api/event/{id}: the setup form's data (docs/rules/events.md#event-setup). */
export const getEvent = (eventId: number, signal?: AbortSignal) => callApi(eventCalls.get, { params: { id: eventId }, signal });

export const eventInfoQuery = (eventId: number) =>
  queryOptions({ queryKey: eventQueryKeys.info(eventId), queryFn: ({ signal }) => getEvent(eventId, signal), enabled: eventId > 0 });

export function useEventInfo(eventId: number) {
  return useQuery(eventInfoQuery(eventId));
}
