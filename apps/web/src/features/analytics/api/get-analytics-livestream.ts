import { useQuery } from '@tanstack/react-query';
import { analyticsCalls } from '@aula/shared';
import { callApi } from '@/lib/api-call';
import { analyticsScreenQuery } from './analytics-screen-query';

/** GET /api/analyticsLivestream/{eventId}: viewers, watch minutes and drop-off per room with a stream, for the whole event or one day. */
export const analyticsLivestreamQuery = (eventId: number, day: string | null) =>
  analyticsScreenQuery(eventId, 'livestream', day ?? '', (signal) => callApi(analyticsCalls.livestream, { params: { eventId }, query: { day: day ?? '' }, signal }));

export function useAnalyticsLivestream(eventId: number, day: string | null) {
  return useQuery(analyticsLivestreamQuery(eventId, day));
}
