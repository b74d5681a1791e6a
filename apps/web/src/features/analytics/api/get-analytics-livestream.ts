import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { analyticsCalls } from '@aula/shared';
import { callApi } from '@/lib/api-call';
import { FIGURES_REFRESH_MS, analyticsQueryKeys } from './analytics-query-keys';

/** GET /api/analyticsLivestream/{eventId}: viewers, watch minutes and drop-off per room with a stream, for the whole event or one day. */
export function useAnalyticsLivestream(eventId: number, day: string | null) {
  return useQuery({
    queryKey: analyticsQueryKeys.screen(eventId, 'livestream', day ?? ''),
    queryFn: ({ signal }) => callApi(analyticsCalls.livestream, { params: { eventId }, query: { day: day ?? '' }, signal }),
    refetchInterval: FIGURES_REFRESH_MS,
    enabled: eventId > 0,
    placeholderData: keepPreviousData,
  });
}
