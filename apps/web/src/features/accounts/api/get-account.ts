import { queryOptions, useQuery } from '@tanstack/react-query';
import { attendeeCalls } from '@aula/shared';
import { callApi } from '@/lib/api-call';
import { accountQueryKeys } from './account-query-keys';

/** GET /api/account/{eventId}/{accountId}: one account for the edit screen. */
export const getAccount = (eventId: number, accountId: number, signal?: AbortSignal) =>
  callApi(attendeeCalls.get, { params: { eventId, accountId }, signal });

export const accountQuery = (eventId: number, accountId: number) =>
  queryOptions({
    queryKey: accountQueryKeys.one(eventId, accountId),
    queryFn: ({ signal }) => getAccount(eventId, accountId, signal),
    enabled: eventId > 0 && accountId > 0,
  });

export function useAccount(eventId: number, accountId: number) {
  return useQuery(accountQuery(eventId, accountId));
}
