import { instantWallClock, zonedInstant } from '@aula/shared';

/**
 * Times in the event's own zone (a fixed offset in minutes east of UTC, as the event stores it):
 * a date and time typed in the console become an instant, and an instant is shown as the
 * event's wall time.
 */
export function wallTimeToInstant(date: string, time: string, offsetMinutes: number): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}/.test(time)) return null;
  return new Date(zonedInstant(date, time.slice(0, 5), offsetMinutes));
}

/** `2030-05-06 14:30` in the event's zone. */
export function instantToWallTime(instant: string, offsetMinutes: number): string {
  const wall = instantWallClock(new Date(instant).getTime(), offsetMinutes);
  return `${wall.date} ${wall.time}`;
}
