import { queryOptions, useQuery } from '@tanstack/react-query';
import { eventNavigationSchema } from '@aula/shared';
import { apiRequest } from '@/lib/api-client';
import { navigationQueryKeys } from './navigation-query-keys';

/** GET /api/navigation/{eventId}: the attendee menu in order, or the default one. */
export const getNavigation = (eventId: number, signal?: AbortSignal) =>
  apiRequest(`/navigation/${eventId}`, { schema: eventNavigationSchema, signal });

export const navigationQuery = (eventId: number) =>
  queryOptions({ queryKey: navigationQueryKeys.navigation(eventId), queryFn: ({ signal }) => getNavigation(eventId, signal), enabled: eventId > 0 });

export function useNavigation(eventId: number) {
  return useQuery(navigationQuery(eventId));
}
