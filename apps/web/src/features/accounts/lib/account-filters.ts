import {
  ATTENDEE_LIST_MAX_PAGE,
  ATTENDEE_SEARCH_MAX_LENGTH,
  attendeeGroupSchema,
  attendeeRoleSchema,
  attendeeSortKeySchema,
  attendeeStatusSchema,
  sortDirectionSchema,
  type AttendeeFilterInput,
  type AttendeeRole,
  type AttendeeSortKey,
  type AttendeeStatus,
  type SortDirection,
} from '@aula/shared';
import { searchParamsOf } from '@/lib/query-string';

/**
 * Everything that narrows and orders the accounts list. It lives in the URL, so that back,
 * forward, reload and a shared link keep it, under the names GET /api/accounts/{eventId} takes.
 */
export type AccountFilters = {
  search: string;
  role: AttendeeRole | null;
  status: AttendeeStatus | null;
  group: string | null;
  sort: AttendeeSortKey;
  dir: SortDirection;
  page: number;
};

export const DEFAULT_ACCOUNT_FILTERS: AccountFilters = { search: '', role: null, status: null, group: null, sort: 'name', dir: 'asc', page: 1 };

const parsed = <T>(schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } }, value: string | null): T | null => {
  const result = schema.safeParse(value);
  return result.success ? result.data : null;
};

/**
 * Reads the filters from the URL; anything unknown or malformed falls back to its default and an
 * over-long search or page is cut to what the server takes, so a hand-edited link still lists.
 */
export function accountFiltersFromParams(params: URLSearchParams): AccountFilters {
  const page = Number(params.get('page'));
  return {
    search: (params.get('q') ?? '').slice(0, ATTENDEE_SEARCH_MAX_LENGTH),
    role: parsed(attendeeRoleSchema, params.get('role')),
    status: parsed(attendeeStatusSchema, params.get('status')),
    group: parsed(attendeeGroupSchema, params.get('group')),
    sort: parsed(attendeeSortKeySchema, params.get('sort')) ?? 'name',
    dir: parsed(sortDirectionSchema, params.get('dir')) ?? 'asc',
    page: Number.isInteger(page) && page > 1 ? Math.min(page, ATTENDEE_LIST_MAX_PAGE) : 1,
  };
}

/** Writes the filters as search params, leaving defaults out so that a plain list URL stays plain. */
export function accountFiltersToParams(filters: AccountFilters): URLSearchParams {
  return searchParamsOf([
    ['q', filters.search || null],
    ['role', filters.role],
    ['status', filters.status],
    ['group', filters.group],
    ['sort', filters.sort === 'name' ? null : filters.sort],
    ['dir', filters.dir === 'asc' ? null : filters.dir],
    ['page', filters.page > 1 ? filters.page : null],
  ]);
}

/** How the accounts list's filters travel in the URL. */
export const accountFiltersInUrl = { fromParams: accountFiltersFromParams, toParams: accountFiltersToParams };

/** The filter part alone, as a bulk action's "everything that matches" sends it. */
export function selectionFilter(filters: AccountFilters): AttendeeFilterInput {
  return {
    q: filters.search,
    ...(filters.role && { role: filters.role }),
    ...(filters.status && { status: filters.status }),
    ...(filters.group && { group: filters.group }),
  };
}

/** Whether a search or a filter narrows the list (sort and page do not). */
export function isFiltered(filters: AccountFilters): boolean {
  return Boolean(filters.search.trim() || filters.role || filters.status || filters.group);
}
