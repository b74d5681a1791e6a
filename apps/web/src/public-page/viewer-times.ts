// Kept free of the app's code and of zod: the public page's script is its own tiny bundle. The
// formatting rules are the shared ones the server renders the event's zone with.
import {
  formatEventSpan,
  formatSessionTimes,
  type OffsetAt,
} from '../../../../packages/shared/src/rules/public-times';

export type TimeKind = 'span' | 'session';
export type TimeData = { kind: TimeKind; startMs: number; endMs: number; day: string };

/** The viewer's own zone: the browser's offset at each instant (daylight saving included). */
export const viewerOffset: OffsetAt = (instantMs) => -new Date(instantMs).getTimezoneOffset();

/** Reads what a `<time data-tz>` element of the page carries; null when it carries nothing usable. */
export function timeData(dataset: DOMStringMap): TimeData | null {
  const startMs = Number(dataset.start);
  const endMs = Number(dataset.end);
  if (!Number.isFinite(startMs) || !Number.isFinite(endMs)) return null;
  const kind = dataset.tz === 'session' ? 'session' : dataset.tz === 'span' ? 'span' : null;
  return kind ? { kind, startMs, endMs, day: dataset.day ?? '' } : null;
}

/**
 * The text of a time in a zone: the event's span with its date and offset, or a session's times
 * under its day's heading (naming the day when the zone moves it to another one).
 */
export function timeText(data: TimeData, offsetAt: OffsetAt, lang: 'en' | 'de'): string {
  if (data.kind === 'span') return formatEventSpan(data.startMs, data.endMs, offsetAt, lang);
  return formatSessionTimes(data.startMs, data.endMs, data.day, offsetAt, lang);
}
