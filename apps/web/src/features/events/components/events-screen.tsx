import { useDeferredValue, useMemo } from 'react';
import { Alert, Button, Group, Loader, Pagination, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { eventTimeTabSchema } from '@aula/shared';
import { useLanguage } from '@/lib/use-language';
import { useEvents } from '../api/get-events';
import { useEventFilters } from '../hooks/use-event-filters';
import { hasAdvancedFilters } from '../lib/event-filters';
import { applySearch, applyStructuralFilters, pageOf, prepareEvents } from '../lib/filter-events';
import { AdvancedFilterPopover, type AdvancedFilters } from './advanced-filter-popover';
import { EventsSearchBox } from './events-search-box';
import { EventsTable } from './events-table';
import { FilterChips } from './filter-chips';
import { ImportEventButton } from './import-event-button';
import { NoMatchingEvents } from './no-matching-events';

/** /events (SPEC §2): every event of the company, filtered in memory, 20 rows a page. */
export function EventsScreen() {
  const { t } = useTranslation('events');
  const { language: lang } = useLanguage();
  const { data: events, dataUpdatedAt, isError, isFetching } = useEvents();
  const { filters, update, setSearch } = useEventFilters();

  // Status, tab, instants and search text once per load; the moment of loading is "now".
  const prepared = useMemo(() => (events ? prepareEvents(events, dataUpdatedAt) : []), [events, dataUpdatedAt]);
  const { tab, status } = filters;
  const { from: startFrom, to: startTo } = filters.start;
  const { from: endFrom, to: endTo } = filters.end;
  const advanced: AdvancedFilters = useMemo(
    () => ({ start: { from: startFrom, to: startTo }, end: { from: endFrom, to: endTo }, status }),
    [startFrom, startTo, endFrom, endTo, status],
  );
  // Split in two so that a keystroke only runs the search over what the other filters left.
  const narrowed = useMemo(() => applyStructuralFilters(prepared, { tab, ...advanced }), [prepared, tab, advanced]);
  // The box shows each keystroke in the next frame; the rows follow in a render React may defer.
  const shownSearch = useDeferredValue(filters.search);
  const found = useMemo(() => applySearch(narrowed, shownSearch), [narrowed, shownSearch]);
  const current = pageOf(found, filters.page);

  if (isError) return <Alert color="red">{t('list.loadFailed')}</Alert>;
  // An empty list from the cache may be older than the event just created: wait for the fresh one.
  if (!events || (events.length === 0 && isFetching)) return <Loader aria-label={t('list.title')} />;
  // SPEC §2: an account without any event starts with its first one.
  if (events.length === 0) return <Navigate to="/create-event" replace />;

  const filtered = tab !== 'all' || Boolean(filters.search) || hasAdvancedFilters(filters);

  return (
    // data-query tells a measurement when the rows show the result of a keystroke (bench/).
    <Stack gap="md" data-query={shownSearch}>
      <Group justify="space-between">
        <Title order={1}>{t('list.title')}</Title>
        <Group gap="sm">
          <ImportEventButton />
          <Button component={Link} to="/create-event" leftSection={<IconPlus size={16} />}>
            {t('list.create')}
          </Button>
        </Group>
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
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('list.count', { count: current.total })}
        </Text>
      </Group>

      <FilterChips filters={advanced} lang={lang} onChange={(chosen) => update(chosen)} />

      {current.total === 0 ? (
        <NoMatchingEvents onClear={filtered ? () => update({ tab: 'all', search: '', ...NO_ADVANCED }) : undefined} />
      ) : (
        <EventsTable rows={current.rows} />
      )}

      {current.totalPages > 1 && (
        <Pagination
          total={current.totalPages}
          value={current.page}
          onChange={(page) => update({ page })}
          siblings={1}
          boundaries={1}
          getControlProps={(control) =>
            control === 'previous' ? { 'aria-label': t('list.previousPage') } : control === 'next' ? { 'aria-label': t('list.nextPage') } : {}
          }
          getItemProps={(page) => ({ 'aria-label': t('list.page', { page }) })}
        />
      )}
    </Stack>
  );
}

const NO_ADVANCED: AdvancedFilters = { start: { from: null, to: null }, end: { from: null, to: null }, status: null };
