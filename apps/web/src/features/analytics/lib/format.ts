import { instantWallClock, type AnalyticsTableColumn } from '@aula/shared';
import { formatDate } from '@/lib/date-format';

/** A whole number with the language's grouping: 1,234 / 1.234. */
export function formatCount(value: number, lang: string): string {
  return new Intl.NumberFormat(lang).format(value);
}

/** A figure to one decimal at most: 12.5 / 12,5. */
export function formatDecimal(value: number, lang: string): string {
  return new Intl.NumberFormat(lang, { maximumFractionDigits: 1 }).format(value);
}

/** A share (0..1) as a whole percentage: 75% / 75 %. */
export function formatPercent(share: number, lang: string): string {
  return new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 0 }).format(share);
}

/** A figure as its column's kind in the screen's table shows it; an empty figure as `none`. */
export function formatFigure(value: number | null, column: AnalyticsTableColumn, lang: string, none: string): string {
  if (value === null) return none;
  if (column.kind === 'percent') return formatPercent(value, lang);
  if (column.kind === 'decimal' || column.fractionDigits) return formatDecimal(value, lang);
  return formatCount(value, lang);
}

/** The wall clock of a UTC instant in the event's zone (docs/rules/analytics.md#time): its day and 'HH:mm'. */
export function eventClock(instant: string, timezoneOffset: number): { date: string; time: string } {
  return instantWallClock(Date.parse(instant), timezoneOffset);
}

/** '14:05' in the event's zone, for a point of a one-day curve. */
export function formatEventTime(instant: string, timezoneOffset: number): string {
  return eventClock(instant, timezoneOffset).time;
}

/** '1 May 2026, 14:05' in the event's zone. */
export function formatEventDateTime(instant: string, timezoneOffset: number, lang: string): string {
  const { date, time } = eventClock(instant, timezoneOffset);
  return `${formatDate(date, lang)}, ${time}`;
}
