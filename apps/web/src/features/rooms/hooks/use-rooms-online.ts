import { useCallback } from 'react';
import { useLivePresence } from '@/lib/online-presence';
import { roomQueryKeys } from '../api/room-query-keys';
import { useRoomsOnlineQuery } from '../api/get-rooms-online';

/** How many attendees are in each of the event's rooms now, kept live by the console socket's pushes. */
export function useRoomsOnline(eventId: number): (roomId: number) => number {
  const { data } = useRoomsOnlineQuery(eventId);
  useLivePresence(roomQueryKeys.online, eventId);
  return useCallback((roomId: number) => data?.rooms[roomId] ?? 0, [data]);
}
