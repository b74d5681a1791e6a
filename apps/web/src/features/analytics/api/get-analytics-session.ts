import { useQuery } from '@tanstack/react-query';
import { analyticsCalls } from '@aula/shared';
import { callApi } from '@/lib/api-call';
import { analyticsScreenQuery } from './analytics-screen-query';

/** GET /api/analyticsSession/{eventId}/{sessionId}: one session's curve and one page of who attended. */
export const analyticsSessionQuery = (eventId: number, sessionId: number, page: number) =>
  analyticsScreenQuery(eventId, 'session', `${sessionId}/${page}`, (signal) => callApi(analyticsCalls.session, { params: { eventId, sessionId }, query: { page }, signal }), eventId > 0 && sessionId > 0);

export function useAnalyticsSession(eventId: number, sessionId: number, page: number) {
  return useQuery(analyticsSessionQuery(eventId, sessionId, page));
}
