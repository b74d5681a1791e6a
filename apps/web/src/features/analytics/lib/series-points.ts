import type { Language, TimeSeries } from '@aula/shared';
import { formatEventDateTime, formatEventTime } from './format';

/** One value of a chart and its label, as the chart and its table show it. */
export type ChartPoint = { label: string; value: number };

/** A curve's points labelled in the event's zone: '14:05' for a day's minutes, '1 May 2026, 14:00' for the whole event's hours. */
export function seriesPoints(series: TimeSeries, timezoneOffset: number, lang: Language): ChartPoint[] {
  return series.points.map(({ at, value }) => ({
    label: series.step === 'minute' ? formatEventTime(at, timezoneOffset) : formatEventDateTime(at, timezoneOffset, lang),
    value,
  }));
}
