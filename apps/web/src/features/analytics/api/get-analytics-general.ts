import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { analyticsCalls } from '@aula/shared';
import { callApi } from '@/lib/api-call';
import { FIGURES_REFRESH_MS, analyticsQueryKeys } from './analytics-query-keys';

/** GET /api/analyticsGeneral/{eventId}: attendance by day and hour, languages, browsers and mail sends, for the whole event or one day. */
export function useAnalyticsGeneral(eventId: number, day: string | null) {
  return useQuery({
    queryKey: analyticsQueryKeys.screen(eventId, 'general', day ?? ''),
    queryFn: ({ signal }) => callApi(analyticsCalls.general, { params: { eventId }, query: { day: day ?? '' }, signal }),
    refetchInterval: FIGURES_REFRESH_MS,
    enabled: eventId > 0,
    placeholderData: keepPreviousData,
  });
}
