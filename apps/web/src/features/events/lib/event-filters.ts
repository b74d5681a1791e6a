import {
  EVENT_LIST_MAX_PAGE,
  EVENT_SEARCH_MAX_LENGTH,
  eventStatusSchema,
  eventTimeTabSchema,
  type EventStatus,
  type EventTimeTab,
} from '@aula/shared';
import { searchParamsOf } from '@/lib/query-string';

/** A closed date range as the pickers give it: `YYYY-MM-DD` ends, either may be open. */
export type DateRange = { from: string | null; to: string | null };

/**
 * Everything that narrows the events list; it lives in the URL so back, forward and reload keep it,
 * under the same names GET /api/eventsPage takes.
 */
export type EventFilters = {
  tab: EventTimeTab;
  search: string;
  start: DateRange;
  end: DateRange;
  status: EventStatus | null;
  page: number;
};

export const NO_RANGE: DateRange = { from: null, to: null };

export const DEFAULT_FILTERS: EventFilters = { tab: 'all', search: '', start: NO_RANGE, end: NO_RANGE, status: null, page: 1 };

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

const PARAM = {
  tab: 'tab',
  search: 'q',
  startFrom: 'startFrom',
  startTo: 'startTo',
  endFrom: 'endFrom',
  endTo: 'endTo',
  status: 'status',
  page: 'page',
} as const;

function dateParam(params: URLSearchParams, name: string): string | null {
  const value = params.get(name);
  return value && DATE_PATTERN.test(value) ? value : null;
}

/**
 * Reads the filters from the URL; anything unknown or malformed falls back to its default, and an
 * over-long search or page is cut to what the server takes, so a hand-edited link still lists.
 */
export function filtersFromParams(params: URLSearchParams): EventFilters {
  const tab = eventTimeTabSchema.safeParse(params.get(PARAM.tab));
  const status = eventStatusSchema.safeParse(params.get(PARAM.status));
  const page = Number(params.get(PARAM.page));
  return {
    tab: tab.success ? tab.data : 'all',
    search: (params.get(PARAM.search) ?? '').slice(0, EVENT_SEARCH_MAX_LENGTH),
    start: { from: dateParam(params, PARAM.startFrom), to: dateParam(params, PARAM.startTo) },
    end: { from: dateParam(params, PARAM.endFrom), to: dateParam(params, PARAM.endTo) },
    status: status.success ? status.data : null,
    page: Number.isInteger(page) && page > 1 ? Math.min(page, EVENT_LIST_MAX_PAGE) : 1,
  };
}

/** Writes the filters as search params, leaving defaults out so that a plain /events stays plain. */
export function filtersToParams(filters: EventFilters): URLSearchParams {
  return searchParamsOf([
    [PARAM.tab, filters.tab === 'all' ? null : filters.tab],
    [PARAM.search, filters.search || null],
    [PARAM.startFrom, filters.start.from],
    [PARAM.startTo, filters.start.to],
    [PARAM.endFrom, filters.end.from],
    [PARAM.endTo, filters.end.to],
    [PARAM.status, filters.status],
    [PARAM.page, filters.page > 1 ? filters.page : null],
  ]);
}

/** How the events list's filters travel in the URL. */
export const eventFiltersInUrl = { fromParams: filtersFromParams, toParams: filtersToParams };

/** Whether the advanced filter (ranges or status) narrows the list. */
export function hasAdvancedFilters(filters: EventFilters): boolean {
  return Boolean(filters.start.from || filters.start.to || filters.end.from || filters.end.to || filters.status);
}
