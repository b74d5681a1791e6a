import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { analyticsCalls } from '@aula/shared';
import { callApi } from '@/lib/api-call';
import { FIGURES_REFRESH_MS, analyticsQueryKeys } from './analytics-query-keys';

/** GET /api/analyticsRooms/{eventId}: visits, visitors, time spent and busy hours per room, for the whole event or one day. */
export function useAnalyticsRooms(eventId: number, day: string | null) {
  return useQuery({
    queryKey: analyticsQueryKeys.screen(eventId, 'rooms', day ?? ''),
    queryFn: ({ signal }) => callApi(analyticsCalls.rooms, { params: { eventId }, query: { day: day ?? '' }, signal }),
    refetchInterval: FIGURES_REFRESH_MS,
    enabled: eventId > 0,
    placeholderData: keepPreviousData,
  });
}
