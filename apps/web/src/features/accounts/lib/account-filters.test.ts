import { describe, expect, it } from 'vitest';
import { DEFAULT_ACCOUNT_FILTERS, accountFiltersFromParams, accountFiltersToParams, isFiltered, selectionFilter } from './account-filters';

describe('account filters in the URL', () => {
  it('reads what it writes, leaving defaults out', () => {
    const filters = { search: 'weber', role: 'speaker', status: 'invited', group: 'VIP', sort: 'email', dir: 'desc', page: 3 } as const;
    const params = accountFiltersToParams(filters);
    expect(params.toString()).toBe('q=weber&role=speaker&status=invited&group=VIP&sort=email&dir=desc&page=3');
    expect(accountFiltersFromParams(params)).toEqual(filters);
    expect(accountFiltersToParams(DEFAULT_ACCOUNT_FILTERS).toString()).toBe('');
  });

  it('falls back to the defaults for unknown or malformed values', () => {
    const params = new URLSearchParams('role=keynote&status=online&sort=company&dir=up&page=-2&group=');
    expect(accountFiltersFromParams(params)).toEqual(DEFAULT_ACCOUNT_FILTERS);
    expect(accountFiltersFromParams(new URLSearchParams(`q=${'x'.repeat(200)}&page=999999999`))).toMatchObject({ page: 100_000 });
    expect(accountFiltersFromParams(new URLSearchParams(`q=${'x'.repeat(200)}`)).search).toHaveLength(150);
  });

  it('sends only the filter for a bulk action, and knows when the list is narrowed', () => {
    const filters = { ...DEFAULT_ACCOUNT_FILTERS, search: 'ab', role: 'speaker' as const, sort: 'email' as const, page: 4 };
    expect(selectionFilter(filters)).toEqual({ q: 'ab', role: 'speaker' });
    expect(isFiltered(filters)).toBe(true);
    expect(isFiltered({ ...DEFAULT_ACCOUNT_FILTERS, sort: 'role', page: 2, search: '  ' })).toBe(false);
  });
});
