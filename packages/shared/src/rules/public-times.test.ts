import { describe, expect, it } from 'vitest';
import { zonedInstant } from './event-dates';
import { fixedOffset, formatEventSpan, formatSessionTimes, formatWallDay, formatZoneNote, wallDate, wallTime, type OffsetAt } from './public-times';

const plusOne = fixedOffset(60);
const start = zonedInstant('2027-03-06', '10:00', 60);
const end = zonedInstant('2027-03-06', '18:00', 60);

/** A zone like Europe/Berlin in 2027: UTC +01:00, then UTC +02:00 from 28 March 01:00 UTC. */
const berlin2027: OffsetAt = (ms) => (ms >= Date.UTC(2027, 2, 28, 1) ? 120 : 60);

describe('public page times', () => {
  it('reads wall-clock date and time in a fixed-offset zone', () => {
    expect(wallDate(start, plusOne)).toBe('2027-03-06');
    expect(wallTime(start, plusOne)).toBe('10:00');
    expect(wallTime(start, fixedOffset(-300))).toBe('04:00');
    expect(wallDate(zonedInstant('2027-03-06', '00:30', 60), fixedOffset(0))).toBe('2027-03-05');
  });

  it('formats a one-day event with its offset', () => {
    const text = formatEventSpan(start, end, plusOne, 'en');
    expect(text).toMatch(/^Sat,? 6 Mar 2027, 10:00 – 18:00 \(UTC \+01:00\)$/);
    expect(formatEventSpan(start, end, plusOne, 'de')).toBe('Sa., 6. März 2027, 10:00 – 18:00 (UTC +01:00)');
  });

  it('names both days of an event across days', () => {
    const later = zonedInstant('2027-03-08', '18:00', 60);
    expect(formatEventSpan(start, later, plusOne, 'de')).toBe('Sa., 6. März 2027, 10:00 – Mo., 8. März 2027, 18:00 (UTC +01:00)');
  });

  it('shows a session in another zone, naming the day when it moves off the heading day', () => {
    const late = zonedInstant('2027-03-06', '23:00', 60);
    const lateEnd = zonedInstant('2027-03-06', '23:30', 60);
    expect(formatSessionTimes(late, lateEnd, '2027-03-06', plusOne, 'en')).toBe('23:00 – 23:30');
    // In UTC +09:00 the same session is on Sunday morning.
    expect(formatSessionTimes(late, lateEnd, '2027-03-06', fixedOffset(540), 'en')).toMatch(/^Sun,? 7 Mar, 07:00 – 07:30$/);
    // Across midnight the end names its day.
    expect(formatSessionTimes(late, zonedInstant('2027-03-07', '00:30', 60), '2027-03-06', plusOne, 'de')).toBe('23:00 – So., 7. März, 00:30');
  });

  it('takes each instant\'s own offset in a zone with daylight saving', () => {
    // 10:00 at UTC +01:00 on 6 March, and 10:00 at UTC +01:00 on 3 April, which Berlin shows at 11:00.
    const april = zonedInstant('2027-04-03', '10:00', 60);
    expect(wallTime(start, berlin2027)).toBe('10:00');
    expect(wallTime(april, berlin2027)).toBe('11:00');
    expect(formatZoneNote(april, april, berlin2027)).toBe('(UTC +02:00)');
    expect(formatZoneNote(start, april, berlin2027)).toBe('(UTC +01:00 / UTC +02:00)');
  });

  it('formats a day without the year for headings inside a session', () => {
    expect(formatWallDay(start, plusOne, 'de', false)).toBe('Sa., 6. März');
  });

  it("names September as the console's date inputs do, not as Intl's 'Sept'", () => {
    const september = Date.UTC(2027, 8, 4, 12);
    expect(formatWallDay(september, plusOne, 'en')).toBe('Sat, 4 Sep 2027');
    expect(formatWallDay(september, plusOne, 'en', false)).toBe('Sat 4 Sep');
    expect(formatWallDay(september, plusOne, 'de')).toBe('Sa., 4. Sept. 2027');
  });
});
