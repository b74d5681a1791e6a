import { useQuery } from '@tanstack/react-query';
import { roomCalls } from '@aula/shared';
import { callApi } from '@/lib/api-call';
import { analyticsQueryKeys } from './analytics-query-keys';

/** GET /api/rooms/{eventId}: the event's rooms, to name the rooms in the live count; a background call. */
export function useEventRooms(eventId: number) {
  return useQuery({
    queryKey: analyticsQueryKeys.rooms(eventId),
    queryFn: ({ signal }) => callApi(roomCalls.list, { params: { eventId }, signal, spinner: false, catcher: true }),
    enabled: eventId > 0,
  });
}
