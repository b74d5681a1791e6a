import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { analyticsCalls } from '@aula/shared';
import { callApi } from '@/lib/api-call';
import { FIGURES_REFRESH_MS, analyticsQueryKeys } from './analytics-query-keys';

/** GET /api/analyticsSessions/{eventId}: one page of the sessions with their figures, for the whole event or one day. */
export function useAnalyticsSessions(eventId: number, day: string | null, page: number) {
  return useQuery({
    queryKey: analyticsQueryKeys.screen(eventId, 'sessions', `${day ?? ''}/${page}`),
    queryFn: ({ signal }) => callApi(analyticsCalls.sessions, { params: { eventId }, query: { day: day ?? '', page }, signal }),
    refetchInterval: FIGURES_REFRESH_MS,
    enabled: eventId > 0,
    placeholderData: keepPreviousData,
  });
}
