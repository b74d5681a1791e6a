import { useMemo } from 'react';
import { Alert, Box, Button, Group, Pagination, Stack, Tabs, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCalendarOff, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { eventTimeTabSchema } from '@aula/shared';
import { EmptyState } from '@/components/ui/empty-state';
import { useLanguage } from '@/lib/use-language';
import { useEventsPage } from '../api/get-events';
import { useEventFilters } from '../hooks/use-event-filters';
import { filtersToParams, hasAdvancedFilters } from '../lib/event-filters';
import { AdvancedFilterPopover, type AdvancedFilters } from './advanced-filter-popover';
import { EventsSearchBox } from './events-search-box';
import { EventsTable } from './events-table';
import { EventsTableSkeleton } from './events-table-skeleton';
import { FilterChips } from './filter-chips';
import { ImportEventButton } from './import-event-button';
import { NoMatchingEvents } from './no-matching-events';

/**
 * How long typing rests before the list asks the server: the box paints every keystroke at once,
 * and a quick typist sends one request for a word rather than one per letter.
 */
const SEARCH_TO_SERVER_MS = 150;

/**
 * /events (docs/rules/events.md#events-list): the company's events, one page of 20 at a time, filtered by the server. A host
 * (`mayCreateEvents` false, docs/rules/roles-and-permissions.md#company-roles) sees the events assigned to them and no create, import,
 * duplicate or delete.
 */
export function EventsScreen({ mayCreateEvents = true }: { mayCreateEvents?: boolean }) {
  const { t } = useTranslation(['events', 'company-users']);
  const { language: lang } = useLanguage();
  const { filters, update, setSearch } = useEventFilters();
  const [querySearch] = useDebouncedValue(filters.search, SEARCH_TO_SERVER_MS);
  const { tab, status, page } = filters;
  const { from: startFrom, to: startTo } = filters.start;
  const { from: endFrom, to: endTo } = filters.end;
  const advanced: AdvancedFilters = useMemo(
    () => ({ start: { from: startFrom, to: startTo }, end: { from: endFrom, to: endTo }, status }),
    [startFrom, startTo, endFrom, endTo, status],
  );
  const params = useMemo(() => filtersToParams({ tab, search: querySearch, ...advanced, page }), [tab, querySearch, advanced, page]);
  const { data, isError, isFetching, isPlaceholderData } = useEventsPage(params);

  // docs/rules/events.md#events-list: an account without any event starts with its first one; a cached zero may be stale, so wait for the fresh answer.
  const noEventsYet = data && data.companyTotal === 0 && !isFetching;
  if (noEventsYet && mayCreateEvents) return <Navigate to="/create-event" replace />;
  if (noEventsYet) return <EmptyState icon={IconCalendarOff} title={t('company-users:hostNoEvents.title')} text={t('company-users:hostNoEvents.text')} />;

  const filtered = tab !== 'all' || Boolean(filters.search) || hasAdvancedFilters(filters);
  const totalPages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    // data-query names the search whose rows are shown, so a measurement knows when a keystroke's result is on screen (bench/).
    <Stack gap="md" data-query={data && !isPlaceholderData ? querySearch : undefined}>
      <Group justify="space-between">
        <Title order={1}>{t('list.title')}</Title>
        {mayCreateEvents && (
          <Group gap="sm">
            <ImportEventButton />
            <Button component={Link} to="/create-event" leftSection={<IconPlus size={16} />}>
              {t('list.create')}
            </Button>
          </Group>
        )}
      </Group>

      <Tabs value={tab} onChange={(value) => update({ tab: eventTimeTabSchema.catch('all').parse(value) })}>
        <Tabs.List aria-label={t('tabs.label')}>
          {eventTimeTabSchema.options.map((option) => (
            <Tabs.Tab key={option} value={option}>
              {t(`tabs.${option}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>

      <Group gap="sm" justify="space-between">
        <Group gap="sm">
          <EventsSearchBox value={filters.search} onChange={setSearch} />
          <AdvancedFilterPopover applied={advanced} active={hasAdvancedFilters(filters)} onApply={(chosen) => update(chosen)} />
        </Group>
        {data && (
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('list.count', { count: data.total })}
          </Text>
        )}
      </Group>

      <FilterChips filters={advanced} lang={lang} onChange={(chosen) => update(chosen)} />

      {isError && !data ? (
        <Alert color="red">{t('list.loadFailed')}</Alert>
      ) : !data || data.companyTotal === 0 ? (
        <EventsTableSkeleton label={t('list.loading')} />
      ) : data.total === 0 ? (
        <NoMatchingEvents onClear={filtered ? () => update({ tab: 'all', search: '', ...NO_ADVANCED }) : undefined} />
      ) : (
        // The last page's rows stay, dimmed, until the next page arrives.
        <Box aria-busy={isPlaceholderData} style={{ opacity: isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
          <EventsTable rows={data.rows} nowMs={Date.parse(data.now)} mayCreateEvents={mayCreateEvents} />
        </Box>
      )}

      {data && totalPages > 1 && (
        <Pagination
          total={totalPages}
          value={data.page}
          onChange={(next) => update({ page: next })}
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

const NO_ADVANCED: AdvancedFilters = { start: { from: null, to: null }, end: { from: null, to: null }, status: null };
