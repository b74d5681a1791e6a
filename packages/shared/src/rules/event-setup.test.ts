import { describe, expect, it } from 'vitest';
import { eventSetupFieldsSchema } from '../schemas/events';
import { validateEventSetup, type EventSchedule, type EventSetupContext } from './event-setup';

const now = Date.parse('2027-03-01T12:00:00Z');
const valid: EventSchedule = {
  startDate: '2027-03-12',
  startTime: '10:00',
  endDate: '2027-03-14',
  endTime: '18:00',
  closingDate: '2027-04-14',
  closingTime: '18:00',
  timezone: 60,
};
const organiser: EventSetupContext = { isAdmin: false, nowMs: now, saved: null };
const admin: EventSetupContext = { ...organiser, isAdmin: true };
const check = (change: EventSchedule, context = organiser) => validateEventSetup({ ...valid, ...change }, context);

describe('event setup rules', () => {
  it('accepts a valid schedule', () => {
    expect(check({})).toEqual({});
  });

  it.each<[string, EventSchedule, Record<string, string>]>([
    ['start after end', { startDate: '2027-03-15', endDate: '2027-03-14' }, {
      startDate: 'validation.event_start_after_end',
      endDate: 'validation.event_end_before_start',
    }],
    ['same day, start time not before end time', { endDate: '2027-03-12', startTime: '18:00', endTime: '18:00', closingDate: '2027-04-12' }, {
      startTime: 'validation.event_start_time_after_end',
      endTime: 'validation.event_end_time_before_start',
    }],
    ['same day, start later than end', { endDate: '2027-03-12', startTime: '19:00', endTime: '09:00', closingDate: '2027-04-12', closingTime: '09:00' }, {
      startTime: 'validation.event_start_time_after_end',
      endTime: 'validation.event_end_time_before_start',
    }],
    ['longer than 4 days', { endDate: '2027-03-16', closingDate: '2027-04-16' }, { endDate: 'validation.event_too_long' }],
    ['start before today', { startDate: '2027-02-28', endDate: '2027-03-02', closingDate: '2027-04-02' }, { startDate: 'validation.event_start_in_past' }],
    ['closing before end', { closingDate: '2027-03-13' }, { closingDate: 'validation.event_closing_before_end' }],
    ['closing at the end instant', { closingDate: '2027-03-14', closingTime: '18:00' }, { closingTime: 'validation.event_closing_before_end' }],
    ['closing more than 31 days after end', { closingDate: '2027-04-15' }, { closingDate: 'validation.event_closing_too_late' }],
    ['closing on day 31 but later than the end time', { closingTime: '18:01' }, { closingTime: 'validation.event_closing_too_late' }],
  ])('%s', (_name, change, expected) => {
    expect(check(change)).toEqual(expected);
  });

  it('allows exactly 4 days and closing exactly 31 days after the end', () => {
    expect(check({ endDate: '2027-03-15', closingDate: '2027-04-15' })).toEqual({});
  });

  it('exempts admins from the 4-day maximum and the 31-day closing limit, not from the order of dates', () => {
    expect(check({ endDate: '2027-03-17', closingDate: '2027-06-01' }, admin)).toEqual({});
    expect(check({ startDate: '2027-03-18', endDate: '2027-03-17' }, admin)).toMatchObject({ startDate: 'validation.event_start_after_end' });
  });

  it('judges "today" in the event zone: late evening in UTC -11 is already tomorrow in UTC +13', () => {
    const lateInUtc = Date.parse('2027-03-12T11:30:00Z');
    const base = { ...organiser, nowMs: lateInUtc };
    expect(check({ startDate: '2027-03-12', timezone: -660 }, base)).toEqual({});
    expect(check({ startDate: '2027-03-12', timezone: 780 }, base)).toEqual({ startDate: 'validation.event_start_in_past' });
  });

  it('does not complain about a start in the past that was saved that way', () => {
    const saved = { startDate: '2027-02-20', startTime: '10:00', endDate: '2027-02-21', endTime: '18:00', live: false };
    expect(check({ ...saved, closingDate: '2027-03-20' }, { ...organiser, saved })).toEqual({});
  });

  describe('live lock', () => {
    const saved = { startDate: '2027-02-27', startTime: '10:00', endDate: '2027-03-02', endTime: '18:00', live: true };
    const liveValues = { ...saved, closingDate: '2027-04-02', closingTime: '18:00' };
    it('refuses changed start or end for organisers', () => {
      expect(check({ ...liveValues, endTime: '19:00' }, { ...organiser, saved })).toEqual({ endTime: 'validation.event_live_locked' });
      expect(check({ ...liveValues, startDate: '2027-02-28' }, { ...organiser, saved })).toEqual({
        startDate: 'validation.event_live_locked',
      });
    });
    it('lets organisers change the closing and admins change anything', () => {
      expect(check({ ...liveValues, closingDate: '2027-03-30' }, { ...organiser, saved })).toEqual({});
      expect(check({ ...liveValues, endTime: '19:00' }, { ...admin, saved })).toEqual({});
    });
  });

  it('skips rules whose fields are still empty', () => {
    expect(validateEventSetup({ startDate: '2027-03-12' }, organiser)).toEqual({});
  });
});

describe('event setup fields', () => {
  it.each([
    ['', 'validation.required'],
    ['2027-02-30', 'validation.invalid_date'],
    ['12.03.2027', 'validation.invalid_date'],
  ])('a date of %j gives %s', (startDate, key) => {
    const result = eventSetupFieldsSchema.safeParse({ startDate });
    expect(result.error?.issues.find((issue) => issue.path[0] === 'startDate')?.message).toBe(key);
  });

  it.each([
    ['', 'validation.required'],
    ['24:00', 'validation.invalid_time'],
    ['9:00', 'validation.invalid_time'],
  ])('a time of %j gives %s', (startTime, key) => {
    const result = eventSetupFieldsSchema.safeParse({ startTime });
    expect(result.error?.issues.find((issue) => issue.path[0] === 'startTime')?.message).toBe(key);
  });
});
