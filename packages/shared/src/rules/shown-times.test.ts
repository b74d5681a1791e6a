import { describe, expect, it } from 'vitest';
import { fixedOffset, type OffsetAt } from './public-times';
import { formatShownDate, formatShownDateTime, formatShownDateTimeInZone, formatShownTime, shownZoneName } from './shown-times';

/** Berlin's offset at each instant, as a browser set to Europe/Berlin reports it (daylight saving included). */
const berlin: OffsetAt = (instantMs) => {
  const name = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Berlin', timeZoneName: 'longOffset' })
    .formatToParts(instantMs)
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');
  return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
};

const afternoon = Date.UTC(2026, 11, 3, 14, 5);

describe('times and dates as users see them', () => {
  it('writes the 24-hour clock in both languages, never 12-hour', () => {
    expect(formatShownTime(afternoon, fixedOffset(0))).toBe('14:05');
    expect(formatShownDateTime(afternoon, fixedOffset(0), 'en')).toBe('3 Dec 2026, 14:05');
    expect(formatShownDateTime(afternoon, fixedOffset(0), 'de')).toBe('3. Dez. 2026, 14:05');
  });

  it("writes each month as the console's date inputs do", () => {
    expect(formatShownDate(Date.UTC(2026, 8, 3, 12), fixedOffset(0), 'en')).toBe('3 Sep 2026');
    expect(formatShownDate(Date.UTC(2026, 8, 3, 12), fixedOffset(0), 'de')).toBe('3. Sept. 2026');
    expect(formatShownDate(Date.UTC(2026, 2, 13, 12), fixedOffset(0), 'de')).toBe('13. März 2026');
  });

  it("shows the event's wall clock and names its zone", () => {
    expect(formatShownDateTimeInZone(afternoon, fixedOffset(330), 'en')).toBe('3 Dec 2026, 19:35 (UTC +05:30)');
    expect(formatShownDateTimeInZone(afternoon, fixedOffset(-300), 'de')).toBe('3. Dez. 2026, 09:05 (UTC -05:00)');
  });

  it('moves to the next day when the zone crosses midnight', () => {
    const lateUtc = Date.UTC(2026, 11, 31, 23, 30);
    expect(formatShownDateTime(lateUtc, fixedOffset(60), 'en')).toBe('1 Jan 2027, 00:30');
    expect(formatShownDateTime(lateUtc, fixedOffset(-60), 'de')).toBe('31. Dez. 2026, 22:30');
  });

  it("follows a zone's daylight saving change, instant by instant", () => {
    const beforeChange = Date.UTC(2027, 2, 28, 0, 30);
    const afterChange = Date.UTC(2027, 2, 28, 1, 30);
    expect(formatShownTime(beforeChange, berlin)).toBe('01:30');
    expect(formatShownTime(afterChange, berlin)).toBe('03:30');
    expect(shownZoneName(beforeChange, berlin)).toBe('UTC +01:00');
    expect(shownZoneName(afterChange, berlin)).toBe('UTC +02:00');
  });
});
