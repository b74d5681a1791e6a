import { fixedOffset, formatShownDateTime, formatShownTime, type AnalyticsTableColumn, type Language } from '@aula/shared';

type NumberStyle = 'count' | 'decimal' | 'percent';

const NUMBER_STYLES: Record<NumberStyle, Intl.NumberFormatOptions> = {
  count: {},
  decimal: { maximumFractionDigits: 1 },
  percent: { style: 'percent', maximumFractionDigits: 0 },
};

/** Each language's formatter of each style, made once: making one costs more than formatting, and a screen formats hundreds of figures. */
const formatters = new Map<string, Intl.NumberFormat>();

function numberFormat(style: NumberStyle, lang: string): Intl.NumberFormat {
  const key = `${style} ${lang}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(lang, NUMBER_STYLES[style]);
    formatters.set(key, formatter);
  }
  return formatter;
}

/** A whole number with the language's grouping: 1,234 / 1.234. */
export function formatCount(value: number, lang: string): string {
  return numberFormat('count', lang).format(value);
}

/** A figure to one decimal at most: 12.5 / 12,5. */
export function formatDecimal(value: number, lang: string): string {
  return numberFormat('decimal', lang).format(value);
}

/** A share (0..1) as a whole percentage: 75% / 75 %. */
export function formatPercent(share: number, lang: string): string {
  return numberFormat('percent', lang).format(share);
}

/** A figure as its column's kind in the screen's table shows it; an empty figure as `none`. */
export function formatFigure(value: number | null, column: AnalyticsTableColumn, lang: string, none: string): string {
  if (value === null) return none;
  if (column.kind === 'percent') return formatPercent(value, lang);
  if (column.kind === 'decimal' || column.fractionDigits) return formatDecimal(value, lang);
  return formatCount(value, lang);
}

/** '14:05' in the event's zone (docs/rules/analytics.md#time), for a point of a one-day curve. */
export function formatEventTime(instant: string, timezoneOffset: number): string {
  return formatShownTime(Date.parse(instant), fixedOffset(timezoneOffset));
}

/** '1 May 2026, 14:05' in the event's zone. */
export function formatEventDateTime(instant: string, timezoneOffset: number, lang: Language): string {
  return formatShownDateTime(Date.parse(instant), fixedOffset(timezoneOffset), lang);
}
