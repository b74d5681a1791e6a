import { useQuery } from '@tanstack/react-query';
import { analyticsCalls } from '@aula/shared';
import { callApi } from '@/lib/api-call';
import { accountsQueryOf, analyticsAccountFiltersToParams, type AnalyticsAccountFilters } from '../lib/account-filters';
import { analyticsScreenQuery } from './analytics-screen-query';

/** GET /api/analyticsAccounts/{eventId}: one page of the accounts with their stage and activity under the list's filters. */
export const analyticsAccountsQuery = (eventId: number, filters: AnalyticsAccountFilters) =>
  analyticsScreenQuery(eventId, 'accounts', analyticsAccountFiltersToParams(filters).toString(), (signal) => callApi(analyticsCalls.accounts, { params: { eventId }, query: { ...accountsQueryOf(filters), page: filters.page }, signal }));

export function useAnalyticsAccounts(eventId: number, filters: AnalyticsAccountFilters) {
  return useQuery(analyticsAccountsQuery(eventId, filters));
}
