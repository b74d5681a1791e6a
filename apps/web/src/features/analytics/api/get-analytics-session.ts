import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { analyticsCalls } from '@aula/shared';
import { callApi } from '@/lib/api-call';
import { FIGURES_REFRESH_MS, analyticsQueryKeys } from './analytics-query-keys';

/** GET /api/analyticsSession/{eventId}/{sessionId}: one session's curve and one page of who attended. */
export function useAnalyticsSession(eventId: number, sessionId: number, page: number) {
  return useQuery({
    queryKey: analyticsQueryKeys.screen(eventId, 'session', `${sessionId}/${page}`),
    queryFn: ({ signal }) => callApi(analyticsCalls.session, { params: { eventId, sessionId }, query: { page }, signal }),
    refetchInterval: FIGURES_REFRESH_MS,
    enabled: eventId > 0 && sessionId > 0,
    placeholderData: keepPreviousData,
  });
}
