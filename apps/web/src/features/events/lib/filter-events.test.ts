import { describe, expect, it } from 'vitest';
import type { EventListItem } from '@aula/shared';
import { DEFAULT_FILTERS, NO_RANGE, type EventFilters } from './event-filters';
import { applySearch, applyStructuralFilters, pageOf, prepareEvents } from './filter-events';

const NOW = Date.UTC(2027, 2, 15, 12, 0); // 15 Mar 2027, 12:00 UTC

function event(id: number, overrides: Partial<EventListItem> = {}): EventListItem {
  return {
    id,
    name: `Event ${id}`,
    code: null,
    country: '',
    city: '',
    location: 'Online',
    image: null,
    startDate: '2027-04-01',
    startTime: '09:00',
    endDate: '2027-04-02',
    endTime: '17:00',
    timezoneOffset: 0,
    closingDateTime: '2027-05-03T17:00:00.000Z',
    ...overrides,
  };
}

const events = [
  event(1, { name: 'Spring Summit', location: 'Berlin', code: 'K7QX2M' }),
  event(2, { name: 'Winter School', startDate: '2027-01-10', endDate: '2027-01-12', closingDateTime: '2027-02-12T17:00:00.000Z' }),
  // Started two hours ago by its own zone (UTC+2), ends tomorrow: current.
  event(3, { name: 'Live Now', startDate: '2027-03-15', startTime: '12:00', endDate: '2027-03-16', timezoneOffset: 120, code: 'ABC234' }),
  event(4, { name: 'Past but open', startDate: '2027-03-01', endDate: '2027-03-02', closingDateTime: '2027-04-02T17:00:00.000Z', code: 'P4ST99' }),
  event(5, { name: 'Draft in Hamburg', location: 'Hamburg Messe', startDate: '2027-06-01', endDate: '2027-06-03' }),
];

const prepared = prepareEvents(events, NOW);
const ids = (list: readonly { event: EventListItem }[]) => list.map((item) => item.event.id).sort((a, b) => a - b);
const structural = (patch: Partial<EventFilters>) => {
  const { tab, start, end, status } = { ...DEFAULT_FILTERS, ...patch };
  return applyStructuralFilters(prepared, { tab, start, end, status });
};

describe('prepareEvents', () => {
  it('derives status and tab with the shared rules', () => {
    const byId = Object.fromEntries(prepared.map((item) => [item.event.id, [item.status, item.timeTab]]));
    expect(byId).toEqual({
      1: ['published', 'upcoming'],
      2: ['closed', 'past'],
      3: ['published', 'current'],
      4: ['published', 'past'],
      5: ['draft', 'upcoming'],
    });
  });

  it('puts the latest start first, and of equal starts the newest event', () => {
    const twins = prepareEvents([event(10), event(11), event(12, { startDate: '2028-01-01' })], NOW);
    expect(twins.map((item) => item.event.id)).toEqual([12, 11, 10]);
  });
});

describe('applyStructuralFilters', () => {
  it.each([
    ['all', {}, [1, 2, 3, 4, 5]],
    ['upcoming', { tab: 'upcoming' }, [1, 5]],
    ['current', { tab: 'current' }, [3]],
    ['past', { tab: 'past' }, [2, 4]],
    ['published', { status: 'published' }, [1, 3, 4]],
    ['draft', { status: 'draft' }, [5]],
    ['closed', { status: 'closed' }, [2]],
    ['past and published', { tab: 'past', status: 'published' }, [4]],
    ['start from 1 Mar', { start: { from: '2027-03-01', to: null } }, [1, 3, 4, 5]],
    ['start until 1 Mar (inclusive)', { start: { from: null, to: '2027-03-01' } }, [2, 4]],
    ['start on one day', { start: { from: '2027-04-01', to: '2027-04-01' } }, [1]],
    ['end in March', { end: { from: '2027-03-01', to: '2027-03-31' } }, [3, 4]],
    ['start and end ranges together', { start: { from: '2027-03-01', to: null }, end: { from: null, to: '2027-03-16' } }, [3, 4]],
    ['nothing left', { tab: 'current', status: 'draft' }, []],
  ] as [string, Partial<EventFilters>, number[]][])('%s', (_name, patch, expected) => {
    expect(ids(structural(patch))).toEqual(expected);
  });

  it('compares the event’s own calendar dates, so its zone cannot push it out of a range', () => {
    const farEast = prepareEvents([event(7, { startDate: '2027-03-31', startTime: '23:30', timezoneOffset: 780 })], NOW);
    const range = { tab: 'all' as const, start: { from: '2027-03-31', to: '2027-03-31' }, end: NO_RANGE, status: null };
    expect(ids(applyStructuralFilters(farEast, range))).toEqual([7]);
  });
});

describe('applySearch', () => {
  it.each([
    ['', [1, 2, 3, 4, 5]],
    ['summit', [1]],
    ['  SPRING  ', [1]],
    ['berlin', [1]],
    ['messe', [5]],
    ['k7qx', [1]],
    ['er', [1, 2]],
    ['no such event', []],
  ])('"%s"', (text, expected) => {
    expect(ids(applySearch(prepared, text))).toEqual(expected);
  });
});

describe('pageOf', () => {
  const many = prepareEvents(
    Array.from({ length: 45 }, (_, index) => event(index + 1)),
    NOW,
  );

  it.each([
    [1, 1, 20, 3],
    [2, 2, 20, 3],
    [3, 3, 5, 3],
    // A page beyond the end (after a delete, or an old link) shows the last page.
    [9, 3, 5, 3],
    [0, 1, 20, 3],
  ])('page %i shows page %i with %i rows of %i pages', (requested, page, rows, totalPages) => {
    const result = pageOf(many, requested);
    expect([result.page, result.rows.length, result.totalPages, result.total]).toEqual([page, rows, totalPages, 45]);
  });

  it('has one empty page when nothing is found', () => {
    expect(pageOf([], 3)).toEqual({ rows: [], page: 1, totalPages: 1, total: 0 });
  });

  it('cuts pages in list order, without overlaps', () => {
    const seen = [1, 2, 3].flatMap((page) => pageOf(many, page).rows.map((item) => item.event.id));
    expect(new Set(seen).size).toBe(45);
  });
});
