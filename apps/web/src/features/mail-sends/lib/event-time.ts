import { zonedInstant } from '@aula/shared';

/**
 * A date and time typed in the console, in the event's own zone (a fixed offset in minutes east
 * of UTC, as the event stores it), as the instant they name.
 */
export function wallTimeToInstant(date: string, time: string, offsetMinutes: number): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}/.test(time)) return null;
  return new Date(zonedInstant(date, time.slice(0, 5), offsetMinutes));
}
