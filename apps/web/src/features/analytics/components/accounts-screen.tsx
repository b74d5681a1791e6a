import { useCallback } from 'react';
import { Box, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AnalyticsAccountSortKey, SortDirection } from '@aula/shared';
import { useUrlFilters } from '@/components/list-filters/use-url-filters';
import { useAnalyticsAccounts } from '../api/get-analytics-accounts';
import { useAnalyticsRoute } from '../hooks/use-analytics-route';
import { accountsQueryOf, analyticsAccountFiltersInUrl } from '../lib/account-filters';
import { AccountFiltersBar } from './account-filters-bar';
import { AccountsDefinitions, AccountsTable } from './accounts-table';
import { AnalyticsPage } from './analytics-page';
import { ExportButtons } from './export-buttons';
import { ListPagination } from './list-pagination';
import { AnalyticsLoadFailed, AnalyticsLoading } from './load-states';

/** How long typing rests before the search goes into the URL (and so to the server): one request a word, not one a letter. */
const SEARCH_TO_URL_MS = 250;

/** /event/{id}/analytics/accounts: every account with its stage and activity; search, filters, sort and page live in the URL, 20 a page. */
export function AnalyticsAccountsScreen() {
  const { t } = useTranslation('analytics');
  const { eventId } = useAnalyticsRoute();
  const { urlFilters: filters, search, setSearch, update } = useUrlFilters(analyticsAccountFiltersInUrl, SEARCH_TO_URL_MS);
  const { data, isError, isPlaceholderData } = useAnalyticsAccounts(eventId, filters);
  const sortBy = useCallback((sort: AnalyticsAccountSortKey, dir: SortDirection) => update({ sort, dir }), [update]);

  let content;
  if (isError && !data) content = <AnalyticsLoadFailed />;
  else if (!data) content = <AnalyticsLoading />;
  else if (data.eventTotal === 0) content = <Text c="dimmed">{t('accounts.noAccounts')}</Text>;
  else if (data.total === 0) content = <Text c="dimmed">{t('accounts.noMatch')}</Text>;
  else {
    content = (
      // The last page's rows stay, dimmed, until the next page arrives.
      <Box aria-busy={isPlaceholderData} style={{ opacity: isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
        <AccountsTable eventId={eventId} rows={data.rows} timezoneOffset={data.period.timezoneOffset} sort={filters.sort} dir={filters.dir} onSort={sortBy} />
      </Box>
    );
  }
  return (
    <AnalyticsPage
      title={t('titles.accounts')}
      days={data?.period.days ?? []}
      day={filters.day}
      onDay={(day) => update({ day })}
      exports={<ExportButtons eventId={eventId} screen="accounts" query={accountsQueryOf(filters)} />}
    >
      <Group justify="space-between" align="flex-end">
        <AccountFiltersBar search={search} onSearch={setSearch} filters={filters} onChange={update} />
        {data && (
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('accounts.count', { count: data.total })}
          </Text>
        )}
      </Group>
      <AccountsDefinitions />
      <Stack gap="md">
        {content}
        {data && <ListPagination page={data.page} pageSize={data.pageSize} total={data.total} onPage={(page) => update({ page })} />}
      </Stack>
    </AnalyticsPage>
  );
}
