import { queryOptions, useQuery } from '@tanstack/react-query';
import { getOnlineAccounts } from '@/lib/online-presence';
import { roomQueryKeys } from './room-query-keys';

/** GET /api/accountsOnline/{eventId}, for the rooms list's counts of attendees per room. */
export const roomsOnlineQuery = (eventId: number) =>
  queryOptions({ queryKey: roomQueryKeys.online(eventId), queryFn: ({ signal }) => getOnlineAccounts(eventId, signal), enabled: eventId > 0 });

export function useRoomsOnlineQuery(eventId: number) {
  return useQuery(roomsOnlineQuery(eventId));
}
