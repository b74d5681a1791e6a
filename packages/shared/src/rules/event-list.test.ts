import { describe, expect, it } from 'vitest';
import { eventListConditions, eventListFacts, eventSearchNeedle, matchesEventList, type EventListFilter } from './event-list';

const NOW = Date.parse('2027-03-12T12:00:00Z');

const event = (overrides: Partial<Parameters<typeof eventListFacts>[0]> = {}) =>
  eventListFacts({
    name: 'Harbour Summit',
    location: 'Lübeck',
    code: null,
    startDate: '2027-03-12',
    startTime: '12:00',
    endDate: '2027-03-12',
    endTime: '18:00',
    timezoneOffset: 0,
    closingDateTime: '2027-04-12T18:00:00.000Z',
    ...overrides,
  });

const matches = (facts: ReturnType<typeof eventListFacts>, filter: Partial<EventListFilter>) =>
  matchesEventList(facts, eventListConditions({ tab: 'all', q: '', ...filter }, NOW));

describe('the events list filter', () => {
  it.each([
    ['starting now is current, not upcoming', event(), { tab: 'current' }, true],
    ['starting now is not upcoming', event(), { tab: 'upcoming' }, false],
    ['starting a minute later is upcoming', event({ startTime: '12:01' }), { tab: 'upcoming' }, true],
    ['ending now is still current', event({ startDate: '2027-03-11', endTime: '12:00' }), { tab: 'current' }, true],
    ['ending a minute ago is past', event({ startDate: '2027-03-11', endTime: '11:59' }), { tab: 'past' }, true],
    ['closing now is not closed yet', event({ closingDateTime: '2027-03-12T12:00:00.000Z' }), { status: 'draft' }, true],
    ['closing a millisecond ago is closed', event({ closingDateTime: '2027-03-12T11:59:59.999Z' }), { status: 'closed' }, true],
    ['a code makes it published', event({ code: 'ABC234' }), { status: 'published' }, true],
    ['a blank code is a draft', event({ code: '' }), { status: 'draft' }, true],
    ['a start range includes its ends', event(), { startFrom: '2027-03-12', startTo: '2027-03-12' }, true],
    ['a start range before the day excludes it', event(), { startTo: '2027-03-11' }, false],
    ['an end range after the day excludes it', event(), { endFrom: '2027-03-13' }, false],
    ['search ignores case, not accents', event(), { q: '  LÜBECK ' }, true],
    ['search does not fold accents', event(), { q: 'lubeck' }, false],
    ['search looks at the code', event({ code: 'ABC234' }), { q: 'c23' }, true],
    ['search never spans two fields', event(), { q: 'summit lübeck' }, false],
  ] as const)('%s', (_label, facts, filter, expected) => {
    expect(matches(facts, filter)).toBe(expected);
  });

  it('sets no condition for an empty or blank search', () => {
    expect(eventSearchNeedle('   ')).toBe('');
    expect(eventListConditions({ tab: 'all', q: '  ' }, NOW)).toEqual([]);
  });
});
