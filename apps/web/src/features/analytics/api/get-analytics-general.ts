import { useQuery } from '@tanstack/react-query';
import { analyticsCalls } from '@aula/shared';
import { callApi } from '@/lib/api-call';
import { analyticsScreenQuery } from './analytics-screen-query';

/** GET /api/analyticsGeneral/{eventId}: attendance by day and hour, languages, browsers and mail sends, for the whole event or one day. */
export const analyticsGeneralQuery = (eventId: number, day: string | null) =>
  analyticsScreenQuery(eventId, 'general', day ?? '', (signal) => callApi(analyticsCalls.general, { params: { eventId }, query: { day: day ?? '' }, signal }));

export function useAnalyticsGeneral(eventId: number, day: string | null) {
  return useQuery(analyticsGeneralQuery(eventId, day));
}
