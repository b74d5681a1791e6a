import { queryOptions, useQuery } from '@tanstack/react-query';
import { eventListSchema } from '@aula/shared';
import { apiRequest } from '@/lib/api-client';

export const eventsQueryKey = ['events', 'list'] as const;

/** GET /api/events: every event of the user's company (SPEC §3 "Event (list)"). */
export const getEvents = (signal?: AbortSignal) => apiRequest('/events', { schema: eventListSchema, signal });

export const eventsQuery = () => queryOptions({ queryKey: eventsQueryKey, queryFn: ({ signal }) => getEvents(signal) });

export function useEvents() {
  return useQuery(eventsQuery());
}
