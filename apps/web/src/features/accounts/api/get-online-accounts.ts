import { queryOptions, useQuery } from '@tanstack/react-query';
import { getOnlineAccounts } from '@/lib/online-presence';

/** Event data: the key starts with ['event', id], so leaving the event drops it too. */
export const onlineAccountsKey = (eventId: number) => ['event', eventId, 'accounts', 'online'] as const;

/** GET /api/accountsOnline/{eventId}: who of the event's attendees is online now. */
export const onlineAccountsQuery = (eventId: number) =>
  queryOptions({ queryKey: onlineAccountsKey(eventId), queryFn: ({ signal }) => getOnlineAccounts(eventId, signal), enabled: eventId > 0 });

export function useOnlineAccountsQuery(eventId: number) {
  return useQuery(onlineAccountsQuery(eventId));
}
