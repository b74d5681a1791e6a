import { describe, expect, it } from 'vitest';
import { fixedOffset } from '@aula/shared';
import { timeData, timeText } from './viewer-times';

// 10:00 – 11:00 at UTC +01:00 on 6 March 2027.
const start = Date.UTC(2027, 2, 6, 9);
const end = Date.UTC(2027, 2, 6, 10);

describe('the public page time-zone script', () => {
  it('reads the instants a time carries', () => {
    expect(timeData({ tz: 'session', start: String(start), end: String(end), day: '2027-03-06' })).toEqual({ kind: 'session', startMs: start, endMs: end, day: '2027-03-06' });
    expect(timeData({ tz: 'span', start: 'x', end: String(end) })).toBeNull();
    expect(timeData({ tz: 'other', start: String(start), end: String(end) })).toBeNull();
  });

  it('shows a session in the viewer\'s zone, with the day when it moves', () => {
    const session = { kind: 'session' as const, startMs: start, endMs: end, day: '2027-03-06' };
    expect(timeText(session, fixedOffset(60), 'en')).toBe('10:00 – 11:00');
    expect(timeText(session, fixedOffset(-300), 'en')).toBe('04:00 – 05:00');
    expect(timeText(session, fixedOffset(-600), 'de')).toBe('Fr., 5. März, 23:00 – Sa., 6. März, 00:00');
  });

  it('shows the event\'s span with the viewer\'s offset', () => {
    expect(timeText({ kind: 'span', startMs: start, endMs: end, day: '' }, fixedOffset(-300), 'de')).toBe('Sa., 6. März 2027, 04:00 – 05:00 (UTC -05:00)');
  });
});
