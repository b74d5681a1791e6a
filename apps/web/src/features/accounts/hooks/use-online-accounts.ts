import { useMemo } from 'react';
import { useLivePresence } from '@/lib/online-presence';
import { onlineAccountsKey, useOnlineAccountsQuery } from '../api/get-online-accounts';

/**
 * The event's attendees online in the venue, kept live by the console socket's pushes: whether an
 * account is online (for its dot on the accounts list) and how many are (for the list's count).
 */
export function useOnlineAccounts(eventId: number) {
  const { data } = useOnlineAccountsQuery(eventId);
  useLivePresence(onlineAccountsKey, eventId);
  return useMemo(() => {
    const online = new Set(data?.accountIds ?? []);
    return { isOnline: (accountId: number) => online.has(accountId), total: data?.total ?? 0, loaded: data !== undefined };
  }, [data]);
}
