import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { analyticsCalls } from '@aula/shared';
import { callApi } from '@/lib/api-call';
import { accountsQueryOf, analyticsAccountFiltersToParams, type AnalyticsAccountFilters } from '../lib/account-filters';
import { FIGURES_REFRESH_MS, analyticsQueryKeys } from './analytics-query-keys';

/** GET /api/analyticsAccounts/{eventId}: one page of the accounts with their stage and activity under the list's filters. */
export function useAnalyticsAccounts(eventId: number, filters: AnalyticsAccountFilters) {
  return useQuery({
    queryKey: analyticsQueryKeys.screen(eventId, 'accounts', analyticsAccountFiltersToParams(filters).toString()),
    queryFn: ({ signal }) => callApi(analyticsCalls.accounts, { params: { eventId }, query: { ...accountsQueryOf(filters), page: filters.page }, signal }),
    refetchInterval: FIGURES_REFRESH_MS,
    enabled: eventId > 0,
    placeholderData: keepPreviousData,
  });
}
