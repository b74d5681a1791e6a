import process from 'node:process';
import { describe, expect, it } from 'vitest';
import { formatEventDateRange } from './format-event-dates';

const event = { startDate: '2027-03-12', startTime: '15:00', endDate: '2027-03-14', endTime: '18:00', timezoneOffset: 60 };

describe('formatEventDateRange', () => {
  it.each([
    ['en', event, '12 Mar 2027, 15:00 – 14 Mar 2027, 18:00 (UTC +01:00)'],
    ['de', event, '12. März 2027, 15:00 – 14. März 2027, 18:00 (UTC +01:00)'],
    ['en', { ...event, startTime: null, endTime: null, timezoneOffset: -660 }, '12 Mar 2027 – 14 Mar 2027 (UTC -11:00)'],
    ['en', { ...event, startDate: '2027-12-31', endDate: '2028-01-01', timezoneOffset: 780 }, '31 Dec 2027, 15:00 – 1 Jan 2028, 18:00 (UTC +13:00)'],
    ['en', { ...event, timezoneOffset: 330 }, '12 Mar 2027, 15:00 – 14 Mar 2027, 18:00 (UTC +05:30)'],
  ] as const)('%s: %j', (lang, input, expected) => {
    expect(formatEventDateRange(input, lang)).toBe(expected);
  });

  it.each(['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Europe/Berlin'])('shows the event’s own days in a browser set to %s', (zone) => {
    const before = process.env.TZ;
    process.env.TZ = zone;
    try {
      const late = { ...event, startDate: '2027-03-12', startTime: '23:30', endDate: '2027-03-13', endTime: '00:30', timezoneOffset: -660 };
      expect(formatEventDateRange(late, 'en')).toBe('12 Mar 2027, 23:30 – 13 Mar 2027, 00:30 (UTC -11:00)');
    } finally {
      process.env.TZ = before;
    }
  });
});
