import { useQuery } from '@tanstack/react-query';
import { getOnlineAccounts, useLivePresence } from '@/lib/online-presence';
import { analyticsQueryKeys } from './analytics-query-keys';

/**
 * GET /api/accountsOnline/{eventId}: who is online in the venue now, in all and per room, kept
 * live by the console socket's `presence` pushes (no connection of its own).
 */
export function useOnlineNow(eventId: number) {
  useLivePresence(analyticsQueryKeys.online, eventId);
  return useQuery({ queryKey: analyticsQueryKeys.online(eventId), queryFn: ({ signal }) => getOnlineAccounts(eventId, signal), enabled: eventId > 0 });
}
