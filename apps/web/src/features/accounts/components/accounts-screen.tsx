import { useEffect, useMemo } from 'react';
import { Alert, Box, Button, Group, Pagination, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconFileImport, IconPlus, IconSend } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AttendeeSortKey, SortDirection } from '@aula/shared';
import { useAccountGroups } from '../api/get-account-groups';
import { useAccounts } from '../api/get-accounts';
import { accountQueryKeys } from '../api/account-query-keys';
import { useInviteAccounts } from '../api/invite-accounts';
import { subscribeSocketMessages } from '@/lib/socket';
import { showSuccessToast } from '@/components/ui/toasts';
import { useAccountFilters } from '../hooks/use-account-filters';
import { accountEditHref, accountsHref, useAccountRoute } from '../hooks/use-account-route';
import { useAccountSelection } from '../hooks/use-account-selection';
import { useLiveRegistrations } from '../hooks/use-live-registrations';
import { useOnlineAccounts } from '../hooks/use-online-accounts';
import { isFiltered } from '../lib/account-filters';
import { AccountFiltersBar } from './account-filters-bar';
import { AccountSelectionBar } from './account-selection-bar';
import { AccountsEmptyState } from './accounts-empty-state';
import { AccountsTable } from './accounts-table';
import { NoMatchingAccounts } from './no-matching-accounts';
import { OnlineCount } from './online-count';
import { OnlineDot } from './online-dot';
import { RegistrationQueue } from './registration-queue';
import { loadingProps } from '@/components/ui/loading-props';

const NO_ROWS: never[] = [];

/**
 * /event/{id}/accounts (docs/rules/attendees.md#accounts-list): the event's accounts, 20 a page, with search, filters, sort,
 * selection and bulk actions; search, filters, sort and page live in the URL.
 */
export function AccountsScreen() {
  const { t } = useTranslation('accounts');
  const { eventId } = useAccountRoute();
  const { filters, search, setSearch, update } = useAccountFilters();
  const { data, isError, isPlaceholderData } = useAccounts(eventId, filters);
  const { data: groups = NO_ROWS } = useAccountGroups(eventId);
  const rows = data?.rows ?? NO_ROWS;
  const pageIds = useMemo(() => rows.map((row) => row.id), [rows]);
  const selection = useAccountSelection(filters, data?.total ?? 0, pageIds);
  const totalPages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const sortBy = (sort: AttendeeSortKey, dir: SortDirection) => update({ sort, dir });
  const online = useOnlineAccounts(eventId);
  useLiveRegistrations(eventId);
  const inviting = useInviteAccounts(eventId);
  const inviteNotInvited = () =>
    inviting.mutate({ notInvited: true }, { onSuccess: ({ invited }) => showSuccessToast(t('invite.done', { count: invited })) });

  // An import into this event that finished elsewhere (another tab, the notice) changes the list.
  const queryClient = useQueryClient();
  useEffect(
    () =>
      subscribeSocketMessages((message) => {
        if (message.action === 'importAccounts' && message.status === 'success' && message.eventId === eventId) {
          void queryClient.invalidateQueries({ queryKey: accountQueryKeys.lists(eventId) });
          void queryClient.invalidateQueries({ queryKey: accountQueryKeys.groups(eventId) });
        }
      }),
    [queryClient, eventId],
  );

  let content;
  if (isError && !data) content = <Alert color="red">{t('list.loadFailed')}</Alert>;
  else if (!data) {
    content = (
      <Stack gap="xs" {...loadingProps(t('list.loading'))}>
        {[0, 1, 2, 3, 4].map((row) => (
          <Skeleton key={row} height={44} />
        ))}
      </Stack>
    );
  } else if (data.eventTotal === 0) content = <AccountsEmptyState eventId={eventId} />;
  else if (data.total === 0) content = <NoMatchingAccounts onClear={() => update({ search: '', role: null, status: null, group: null })} />;
  else {
    content = (
      // The last page's rows stay, dimmed, until the next page arrives.
      <Box aria-busy={isPlaceholderData} style={{ opacity: isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
        <AccountsTable
          eventId={eventId}
          rows={rows}
          sort={filters.sort}
          dir={filters.dir}
          onSort={sortBy}
          selection={selection}
          renderOnline={(account) => <OnlineDot online={online.isOnline(account.id)} />}
        />
      </Box>
    );
  }

  const showTools = data !== undefined && (data.eventTotal > 0 || isFiltered(filters));
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Group gap="sm">
          <Title order={1}>{t('list.title')}</Title>
          {online.loaded && <OnlineCount total={online.total} />}
        </Group>
        <Group gap="sm">
          {data && data.eventTotal > 0 && (
            <Button variant="default" leftSection={<IconSend size={16} aria-hidden />} loading={inviting.isPending} onClick={inviteNotInvited}>
              {t('list.inviteNotInvited')}
            </Button>
          )}
          <Button component={Link} to={`${accountsHref(eventId)}/import`} variant="default" leftSection={<IconFileImport size={16} aria-hidden />}>
            {t('list.import')}
          </Button>
          <Button component={Link} to={accountEditHref(eventId, 0)} leftSection={<IconPlus size={16} aria-hidden />}>
            {t('list.add')}
          </Button>
        </Group>
      </Group>

      <RegistrationQueue eventId={eventId} />

      {showTools && (
        <Group gap="sm" justify="space-between" align="flex-end">
          <AccountFiltersBar search={search} onSearch={setSearch} filters={filters} groups={groups} onChange={update} />
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('list.count', { count: data.total })}
          </Text>
        </Group>
      )}

      {data && data.total > 0 && (
        <AccountSelectionBar
          eventId={eventId}
          selection={selection}
          pageRows={rows.length}
          pageTicked={pageIds.length > 0 && pageIds.every((id) => selection.isSelected(id))}
          total={data.total}
        />
      )}

      {content}

      {data && totalPages > 1 && (
        <Pagination
          total={totalPages}
          value={data.page}
          onChange={(page) => update({ page })}
          siblings={1}
          boundaries={1}
          getControlProps={(control) =>
            control === 'previous' ? { 'aria-label': t('list.previousPage') } : control === 'next' ? { 'aria-label': t('list.nextPage') } : {}
          }
          getItemProps={(item) => ({ 'aria-label': t('list.page', { page: item }) })}
        />
      )}
    </Stack>
  );
}
