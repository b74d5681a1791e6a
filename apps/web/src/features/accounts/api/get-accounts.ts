import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { attendeeCalls, type AttendeeListQueryInput } from '@aula/shared';
import { callApi } from '@/lib/api-call';
import { accountFiltersToParams, selectionFilter, type AccountFilters } from '../lib/account-filters';
import { accountQueryKeys } from './account-query-keys';

/** GET /api/accounts/{eventId}: one page of the event's accounts under the list's filters. */
export const getAccounts = (eventId: number, filters: AccountFilters, signal?: AbortSignal) => {
  const query: AttendeeListQueryInput = { ...selectionFilter(filters), sort: filters.sort, dir: filters.dir, page: filters.page };
  return callApi(attendeeCalls.list, { params: { eventId }, query, signal });
};

export const accountsQuery = (eventId: number, filters: AccountFilters) =>
  queryOptions({
    queryKey: accountQueryKeys.list(eventId, accountFiltersToParams(filters).toString()),
    queryFn: ({ signal }) => getAccounts(eventId, filters, signal),
    enabled: eventId > 0,
    // While the next search, filter or page loads, the last rows stay rather than a blank list.
    placeholderData: keepPreviousData,
  });

export function useAccounts(eventId: number, filters: AccountFilters) {
  return useQuery(accountsQuery(eventId, filters));
}
