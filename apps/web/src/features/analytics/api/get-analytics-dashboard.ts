import { useQuery } from '@tanstack/react-query';
import { analyticsCalls } from '@aula/shared';
import { callApi } from '@/lib/api-call';
import { analyticsScreenQuery } from './analytics-screen-query';

/** GET /api/analyticsDashboard/{eventId}: the funnel, headline figures and concurrent attendees of the whole event or one day. */
export const analyticsDashboardQuery = (eventId: number, day: string | null) =>
  analyticsScreenQuery(eventId, 'dashboard', day ?? '', (signal) => callApi(analyticsCalls.dashboard, { params: { eventId }, query: { day: day ?? '' }, signal }));

export function useAnalyticsDashboard(eventId: number, day: string | null) {
  return useQuery(analyticsDashboardQuery(eventId, day));
}
