import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { analyticsCalls } from '@aula/shared';
import { callApi } from '@/lib/api-call';
import { FIGURES_REFRESH_MS, analyticsQueryKeys } from './analytics-query-keys';

/** GET /api/analyticsDashboard/{eventId}: the funnel, headline figures and concurrent attendees of the whole event or one day. */
export function useAnalyticsDashboard(eventId: number, day: string | null) {
  return useQuery({
    queryKey: analyticsQueryKeys.screen(eventId, 'dashboard', day ?? ''),
    queryFn: ({ signal }) => callApi(analyticsCalls.dashboard, { params: { eventId }, query: { day: day ?? '' }, signal }),
    refetchInterval: FIGURES_REFRESH_MS,
    enabled: eventId > 0,
    // While another day loads, the last figures stay rather than a blank screen.
    placeholderData: keepPreviousData,
  });
}
