import { useQuery } from '@tanstack/react-query';
import { analyticsCalls } from '@aula/shared';
import { callApi } from '@/lib/api-call';
import { analyticsScreenQuery } from './analytics-screen-query';

/** GET /api/analyticsRooms/{eventId}: visits, visitors, time spent and busy hours per room, for the whole event or one day. */
export const analyticsRoomsQuery = (eventId: number, day: string | null) =>
  analyticsScreenQuery(eventId, 'rooms', day ?? '', (signal) => callApi(analyticsCalls.rooms, { params: { eventId }, query: { day: day ?? '' }, signal }));

export function useAnalyticsRooms(eventId: number, day: string | null) {
  return useQuery(analyticsRoomsQuery(eventId, day));
}
