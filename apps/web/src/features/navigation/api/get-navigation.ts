import { queryOptions, useQuery } from '@tanstack/react-query';
import { navigationCalls } from '@aula/shared';
import { callApi } from '@/lib/api-call';
import { navigationQueryKeys } from './navigation-query-keys';

/** GET /api/navigation/{eventId}: the attendee menu in order, or the default one. */
export const getNavigation = (eventId: number, signal?: AbortSignal) =>
  callApi(navigationCalls.get, { params: { eventId }, signal });

export const navigationQuery = (eventId: number) =>
  queryOptions({ queryKey: navigationQueryKeys.navigation(eventId), queryFn: ({ signal }) => getNavigation(eventId, signal), enabled: eventId > 0 });

export function useNavigation(eventId: number) {
  return useQuery(navigationQuery(eventId));
}
