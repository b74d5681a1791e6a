import { useQuery } from '@tanstack/react-query';
import { analyticsCalls } from '@aula/shared';
import { callApi } from '@/lib/api-call';
import { analyticsScreenQuery } from './analytics-screen-query';

/** GET /api/analyticsSessions/{eventId}: one page of the sessions with their figures, for the whole event or one day. */
export const analyticsSessionsQuery = (eventId: number, day: string | null, page: number) =>
  analyticsScreenQuery(eventId, 'sessions', `${day ?? ''}/${page}`, (signal) => callApi(analyticsCalls.sessions, { params: { eventId }, query: { day: day ?? '', page }, signal }));

export function useAnalyticsSessions(eventId: number, day: string | null, page: number) {
  return useQuery(analyticsSessionsQuery(eventId, day, page));
}
