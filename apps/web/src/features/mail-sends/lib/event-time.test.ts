import { describe, expect, it } from 'vitest';
import { fixedOffset, formatShownDateTime } from '@aula/shared';
import { wallTimeToInstant } from './event-time';

describe('times in the event zone', () => {
  it('turns a wall time of a zone east of UTC into the instant, and back', () => {
    const instant = wallTimeToInstant('2030-05-06', '09:30', 120);
    expect(instant?.toISOString()).toBe('2030-05-06T07:30:00.000Z');
    expect(formatShownDateTime(instant!.getTime(), fixedOffset(120), 'en')).toBe('6 May 2030, 09:30');
  });

  it('crosses the date line for zones west of UTC', () => {
    expect(wallTimeToInstant('2030-05-06', '22:00', -300)?.toISOString()).toBe('2030-05-07T03:00:00.000Z');
  });

  it('answers null while the date or the time is incomplete', () => {
    expect(wallTimeToInstant('', '09:30', 0)).toBeNull();
    expect(wallTimeToInstant('2030-05-06', '', 0)).toBeNull();
  });
});
