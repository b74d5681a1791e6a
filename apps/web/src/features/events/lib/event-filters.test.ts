import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS, filtersFromParams, filtersToParams, hasAdvancedFilters, type EventFilters } from './event-filters';

describe('filtersFromParams', () => {
  it.each([
    ['', DEFAULT_FILTERS],
    ['tab=past&q=berlin&page=3', { ...DEFAULT_FILTERS, tab: 'past', search: 'berlin', page: 3 }],
    ['startFrom=2027-03-01&startTo=2027-03-31&status=draft', { ...DEFAULT_FILTERS, start: { from: '2027-03-01', to: '2027-03-31' }, status: 'draft' }],
    ['endTo=2027-04-02', { ...DEFAULT_FILTERS, end: { from: null, to: '2027-04-02' } }],
    // Hand-edited or outdated URLs fall back to the defaults instead of breaking the list.
    ['tab=someday&status=archived&page=-2&startFrom=March', DEFAULT_FILTERS],
    ['page=1.5', DEFAULT_FILTERS],
    [`q=${'x'.repeat(250)}&page=9999999`, { ...DEFAULT_FILTERS, search: 'x'.repeat(200), page: 100_000 }],
  ] as [string, EventFilters][])('reads "%s"', (query, expected) => {
    expect(filtersFromParams(new URLSearchParams(query))).toEqual(expected);
  });
});

describe('filtersToParams', () => {
  it('leaves defaults out, so a plain list has a plain URL', () => {
    expect(filtersToParams(DEFAULT_FILTERS).toString()).toBe('');
  });

  it('round-trips every filter', () => {
    const filters: EventFilters = {
      tab: 'upcoming',
      search: 'Früh & spät',
      start: { from: '2027-01-01', to: null },
      end: { from: '2027-01-05', to: '2027-02-01' },
      status: 'published',
      page: 2,
    };
    expect(filtersFromParams(new URLSearchParams(filtersToParams(filters).toString()))).toEqual(filters);
  });
});

describe('hasAdvancedFilters', () => {
  it.each([
    [DEFAULT_FILTERS, false],
    [{ ...DEFAULT_FILTERS, tab: 'past', search: 'x' }, false],
    [{ ...DEFAULT_FILTERS, status: 'closed' }, true],
    [{ ...DEFAULT_FILTERS, end: { from: null, to: '2027-01-01' } }, true],
  ] as [EventFilters, boolean][])('%#', (filters, expected) => {
    expect(hasAdvancedFilters(filters)).toBe(expected);
  });
});
