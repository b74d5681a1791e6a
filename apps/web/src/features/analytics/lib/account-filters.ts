import {
  analyticsAccountSortKeySchema,
  analyticsFunnelStageSchema,
  ATTENDEE_SEARCH_MAX_LENGTH,
  attendeeRoleSchema,
  sortDirectionSchema,
  type AnalyticsAccountSortKey,
  type AnalyticsExportQueryInput,
  type AnalyticsFunnelStage,
  type AttendeeRole,
  type SortDirection,
} from '@aula/shared';
import { searchParamsOf } from '@/lib/query-string';
import { dayAndPageOf } from './day-and-page';

/**
 * What narrows and orders the analytics accounts list, kept in the URL under the names GET
 * /api/analyticsAccounts/{eventId} takes, so that back, reload and a shared link keep it.
 */
export type AnalyticsAccountFilters = {
  day: string | null;
  search: string;
  stage: AnalyticsFunnelStage | null;
  role: AttendeeRole | null;
  sort: AnalyticsAccountSortKey;
  dir: SortDirection;
  page: number;
};

const DEFAULT_SORT: AnalyticsAccountSortKey = 'score';
const DEFAULT_DIR: SortDirection = 'desc';

const parsed = <T>(schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } }, value: string | null): T | null => {
  const result = schema.safeParse(value);
  return result.success ? result.data : null;
};

/** Reads the filters from the URL; anything unknown falls back to its default, so a hand-edited link still lists. */
export function analyticsAccountFiltersFromParams(params: URLSearchParams): AnalyticsAccountFilters {
  const { day, page } = dayAndPageOf(params);
  return {
    day,
    search: (params.get('q') ?? '').slice(0, ATTENDEE_SEARCH_MAX_LENGTH),
    stage: parsed(analyticsFunnelStageSchema, params.get('stage')),
    role: parsed(attendeeRoleSchema, params.get('role')),
    sort: parsed(analyticsAccountSortKeySchema, params.get('sort')) ?? DEFAULT_SORT,
    dir: parsed(sortDirectionSchema, params.get('dir')) ?? DEFAULT_DIR,
    page,
  };
}

/** Writes the filters as search params, leaving defaults out so that a plain list URL stays plain. */
export function analyticsAccountFiltersToParams(filters: AnalyticsAccountFilters): URLSearchParams {
  return searchParamsOf([
    ['day', filters.day],
    ['q', filters.search || null],
    ['stage', filters.stage],
    ['role', filters.role],
    ['sort', filters.sort === DEFAULT_SORT ? null : filters.sort],
    ['dir', filters.dir === DEFAULT_DIR ? null : filters.dir],
    ['page', filters.page > 1 ? filters.page : null],
  ]);
}

export const analyticsAccountFiltersInUrl = { fromParams: analyticsAccountFiltersFromParams, toParams: analyticsAccountFiltersToParams };

/** The query of the list and of its exports (every page): day, search, filters and sort. */
export function accountsQueryOf(filters: AnalyticsAccountFilters): AnalyticsExportQueryInput {
  return {
    day: filters.day ?? '',
    q: filters.search,
    ...(filters.stage && { stage: filters.stage }),
    ...(filters.role && { role: filters.role }),
    sort: filters.sort,
    dir: filters.dir,
  };
}
