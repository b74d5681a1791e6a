import { ERROR_CODES, addDays, daysBetween } from '@aula/shared';
import { DomainError } from '../../http/domain-error';

const DAY_MS = 86_400_000;

/** The days of an event in its own zone, first to last (docs/rules/analytics.md#time). */
export function eventDays(startDate: string, endDate: string): string[] {
  return Array.from({ length: daysBetween(startDate, endDate) + 1 }, (_, index) => addDays(startDate, index));
}

/**
 * The day filter of every analytics call: one of the event's days, or none for the whole event. A
 * day outside the event is the caller's mistake, answered as a field error on `day`.
 */
export function requireEventDay(day: string | undefined, days: readonly string[]): string | null {
  if (day === undefined) return null;
  if (!days.includes(day)) {
    throw new DomainError(400, ERROR_CODES.validation, 'analytics_day_outside', { day: 'validation.analytics_day_outside' });
  }
  return day;
}

/** The UTC instants a day of the event's zone runs between: from its midnight up to, not including, the next. */
export function dayRange(day: string, timezoneOffset: number): { from: Date; to: Date } {
  const from = Date.parse(`${day}T00:00:00Z`) - timezoneOffset * 60_000;
  return { from: new Date(from), to: new Date(from + DAY_MS) };
}

/** The UTC instants the whole event's days run between, in its zone. */
export function eventRange(period: { days: readonly string[]; timezoneOffset: number }): { from: Date; to: Date } {
  return { from: dayRange(period.days[0]!, period.timezoneOffset).from, to: dayRange(period.days[period.days.length - 1]!, period.timezoneOffset).to };
}

/** The event's day (`YYYY-MM-DD`, its zone) of a UTC instant. */
export function dayOf(instant: string, timezoneOffset: number): string {
  return new Date(Date.parse(instant) + timezoneOffset * 60_000).toISOString().slice(0, 10);
}
