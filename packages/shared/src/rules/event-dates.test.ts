import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  defaultClosing,
  endDatePickerMax,
  eventEndInstant,
  eventStartInstant,
  isEventLive,
  todayInZone,
  zonedInstant,
} from './event-dates';
import { eventStatus, eventTimeTab, matchesTimeTab } from './event-list';

const at = (iso: string) => Date.parse(iso);

describe('zoned instants', () => {
  it.each([
    ['2027-03-12', '15:00', 0, '2027-03-12T15:00:00.000Z'],
    ['2027-03-12', '15:00', 60, '2027-03-12T14:00:00.000Z'],
    ['2027-03-12', '00:30', 780, '2027-03-11T11:30:00.000Z'],
    ['2027-03-12', '23:30', -660, '2027-03-13T10:30:00.000Z'],
    ['2027-03-12', '10:00', 330, '2027-03-12T04:30:00.000Z'],
    ['2027-03-12', '10:00:30', -210, '2027-03-12T13:30:30.000Z'],
  ])('%s %s at %i minutes is %s', (date, time, offset, iso) => {
    expect(new Date(zonedInstant(date, time, offset)).toISOString()).toBe(iso);
  });

  it('defaults a missing start time to the start of the day and a missing end time to its last second', () => {
    const event = { startDate: '2027-03-12', startTime: null, endDate: '2027-03-12', endTime: null, timezoneOffset: 120 };
    expect(new Date(eventStartInstant(event)).toISOString()).toBe('2027-03-11T22:00:00.000Z');
    expect(new Date(eventEndInstant(event)).toISOString()).toBe('2027-03-12T21:59:59.000Z');
  });

  it('gives the same instant whatever zone the viewer is in (no browser zone involved)', () => {
    const a = zonedInstant('2027-10-31', '02:30', 60);
    expect(new Date(a).toISOString()).toBe('2027-10-31T01:30:00.000Z');
  });
});

describe('calendar arithmetic', () => {
  it.each([
    ['2027-02-26', 3, '2027-03-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2027-12-31', 31, '2028-01-31'],
    ['2027-03-01', -1, '2027-02-28'],
  ])('%s plus %i days is %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
    expect(daysBetween(date, expected)).toBe(days);
  });

  it.each([
    ['2027-03-12T10:59:00Z', 780, '2027-03-12'],
    ['2027-03-12T11:00:00Z', 780, '2027-03-13'],
    ['2027-03-12T10:59:00Z', -660, '2027-03-11'],
    ['2027-03-12T11:00:00Z', -660, '2027-03-12'],
  ])('at %s today in %i is %s (midnight crosses in one zone, not the other)', (now, offset, today) => {
    expect(todayInZone(at(now), offset)).toBe(today);
  });

  it('closes 31 days after the end, at the end time, by default', () => {
    expect(defaultClosing({ endDate: '2027-03-14', endTime: '18:00' })).toEqual({ closingDate: '2027-04-14', closingTime: '18:00' });
  });

  it('lets the end picker reach start plus three days, without limit for admins', () => {
    expect(endDatePickerMax('2027-03-12', false)).toBe('2027-03-15');
    expect(endDatePickerMax('2027-03-12', true)).toBeNull();
  });
});

describe('status', () => {
  const now = at('2027-03-12T12:00:00Z');
  it.each([
    [{ code: 'ABC234', closingDateTime: '2027-03-12T11:59:59Z' }, 'closed'],
    [{ code: null, closingDateTime: '2027-03-12T11:59:59Z' }, 'closed'],
    [{ code: 'ABC234', closingDateTime: '2027-03-12T12:00:00Z' }, 'published'],
    [{ code: null, closingDateTime: '2027-04-12T12:00:00Z' }, 'draft'],
    [{ code: '', closingDateTime: '2027-04-12T12:00:00Z' }, 'draft'],
  ] as const)('%j is %s', (event, status) => {
    expect(eventStatus(event, now)).toBe(status);
  });
});

describe('time tabs', () => {
  const base = { startDate: '2027-03-12', startTime: '10:00', endDate: '2027-03-12', endTime: '18:00' };
  it.each([
    [0, '2027-03-12T09:59:59Z', 'upcoming'],
    [0, '2027-03-12T10:00:00Z', 'current'],
    [0, '2027-03-12T18:00:00Z', 'current'],
    [0, '2027-03-12T18:00:01Z', 'past'],
    [780, '2027-03-11T20:59:00Z', 'upcoming'],
    [780, '2027-03-11T21:00:00Z', 'current'],
    [-660, '2027-03-12T20:59:00Z', 'upcoming'],
    [-660, '2027-03-13T05:00:01Z', 'past'],
  ] as const)('at offset %i and %s the event is %s', (offset, now, tab) => {
    const event = { ...base, timezoneOffset: offset };
    expect(eventTimeTab(event, at(now))).toBe(tab);
    expect(matchesTimeTab(event, tab, at(now))).toBe(true);
    expect(matchesTimeTab(event, 'all', at(now))).toBe(true);
  });
});

describe('live', () => {
  const event = { id: 7, code: 'ABC234', originalStartDate: '2027-03-12', originalStartTime: '10:00', timezone: 60 };
  it.each([
    [event, '2027-03-12T08:59:59Z', false],
    [event, '2027-03-12T09:00:00Z', true],
    [{ ...event, code: null }, '2027-03-13T00:00:00Z', false],
    [{ ...event, id: 0 }, '2027-03-13T00:00:00Z', false],
  ])('%j at %s: %s', (e, now, live) => {
    expect(isEventLive(e, at(now))).toBe(live);
  });
});
