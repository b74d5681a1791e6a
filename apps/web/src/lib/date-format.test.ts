import process from 'node:process';
import { describe, expect, it } from 'vitest';
import { browserZone, fixedOffset, formatShownDate, formatShownDateTimeInZone } from '@aula/shared';
import { dateInputFormat, formatDate, formatDateTime, formatTime, formatWeekdayDate, parseTypedDate } from './date-format';

describe('the one date format per language', () => {
  it.each([
    ['en', '2026-11-30', '30 Nov 2026', 'Mon, 30 Nov 2026'],
    ['de', '2026-11-30', '30. Nov. 2026', 'Mo., 30. Nov. 2026'],
    ['en', '2027-03-05', '5 Mar 2027', 'Fri, 5 Mar 2027'],
    ['de', '2027-03-05', '5. März 2027', 'Fr., 5. März 2027'],
    ['en', '2027-09-12', '12 Sep 2027', 'Sun, 12 Sep 2027'],
    ['de', '2027-09-12', '12. Sept. 2027', 'So., 12. Sept. 2027'],
  ] as const)('%s %s: %s and %s', (lang, day, date, heading) => {
    expect(formatDate(day, lang)).toBe(date);
    expect(formatWeekdayDate(day, lang)).toBe(heading);
  });

  it('writes a date with a time, and a time alone, on the 24-hour clock', () => {
    expect(formatDateTime('2026-11-30', '15:00:00', 'en')).toBe('30 Nov 2026, 15:00');
    expect(formatDateTime('2026-11-30', '09:05', 'de')).toBe('30. Nov. 2026, 09:05');
    expect(formatDateTime('2026-11-30', null, 'de')).toBe('30. Nov. 2026');
    expect(formatTime('18:30:00')).toBe('18:30');
  });

  it('treats an unknown language as English and leaves a non-date as it is', () => {
    expect(formatDate('2026-11-30', 'fr')).toBe('30 Nov 2026');
    expect(formatDate('soon', 'en')).toBe('soon');
    expect(formatDate('2026-02-30', 'en')).toBe('2026-02-30');
  });

  it.each(['Pacific/Kiritimati', 'Pacific/Pago_Pago'])('keeps the calendar day in a browser set to %s', (zone) => {
    const before = process.env.TZ;
    process.env.TZ = zone;
    try {
      expect(formatWeekdayDate('2027-01-01', 'en')).toBe('Fri, 1 Jan 2027');
    } finally {
      process.env.TZ = before;
    }
  });

  it('shows date inputs in the same form and reads what a person types', () => {
    expect(dateInputFormat('en')).toBe('D MMM YYYY');
    expect(dateInputFormat('de')).toBe('D. MMM YYYY');
    expect(parseTypedDate('30 Nov 2026', 'en')).toBe('2026-11-30');
    expect(parseTypedDate('30/11/2026', 'en')).toBe('2026-11-30');
    expect(parseTypedDate('30. Nov. 2026', 'de')).toBe('2026-11-30');
    expect(parseTypedDate('30.11.2026', 'de')).toBe('2026-11-30');
    expect(parseTypedDate('1.2.2027', 'de')).toBe('2027-02-01');
    expect(parseTypedDate(' 2026-11-30 ', 'de')).toBe('2026-11-30');
    expect(parseTypedDate('30.11.', 'de')).toBeNull();
    expect(parseTypedDate('31/02/2027', 'en')).toBeNull();
  });
});

describe('moments written as the console writes days', () => {
  it.each(['en', 'de'] as const)('names every month in %s as the date inputs do', (lang) => {
    for (let month = 0; month < 12; month += 1) {
      const day = `2027-${String(month + 1).padStart(2, '0')}-05`;
      expect(formatShownDate(Date.parse(`${day}T12:00:00Z`), fixedOffset(0), lang)).toBe(formatDate(day, lang));
    }
  });

  it("follows the browser's daylight saving moment by moment, on the 24-hour clock", () => {
    const before = process.env.TZ;
    process.env.TZ = 'America/New_York';
    try {
      expect(formatShownDateTimeInZone(Date.UTC(2027, 2, 14, 6, 30), browserZone, 'en')).toBe('14 Mar 2027, 01:30 (UTC -05:00)');
      expect(formatShownDateTimeInZone(Date.UTC(2027, 2, 14, 19, 30), browserZone, 'en')).toBe('14 Mar 2027, 15:30 (UTC -04:00)');
    } finally {
      process.env.TZ = before;
    }
  });
});
