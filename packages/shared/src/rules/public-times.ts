import { shortMonthName } from './shown-times';
import { formatUtcOffset } from './time-zones';

const MINUTE_MS = 60_000;

/**
 * The wall-clock offset (minutes east of UTC) in force at an instant. The event's zone is a fixed
 * offset; a viewer's zone is asked per instant, so a date on the other side of a daylight-saving
 * change gets its own offset instead of being shifted by today's.
 */
export type OffsetAt = (instantMs: number) => number;

/** The event's own zone: the same offset at every instant. */
export const fixedOffset =
  (minutes: number): OffsetAt =>
  () =>
    minutes;

type DisplayLanguage = 'en' | 'de';

const locale = (lang: DisplayLanguage) => (lang === 'de' ? 'de-DE' : 'en-GB');

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(lang: DisplayLanguage, withYear: boolean): Intl.DateTimeFormat {
  const key = `${lang}-${withYear}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale(lang), {
      timeZone: 'UTC',
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      ...(withYear ? { year: 'numeric' } : {}),
    });
    formatters.set(key, found);
  }
  return found;
}

/** The instant moved to its wall clock, to be read with the UTC getters. */
const wallClock = (instantMs: number, offsetAt: OffsetAt) => new Date(instantMs + offsetAt(instantMs) * MINUTE_MS);

/** `YYYY-MM-DD` of an instant on the wall clock of a zone. */
export function wallDate(instantMs: number, offsetAt: OffsetAt): string {
  return wallClock(instantMs, offsetAt).toISOString().slice(0, 10);
}

/** `HH:mm` (24-hour) of an instant on the wall clock of a zone. */
export function wallTime(instantMs: number, offsetAt: OffsetAt): string {
  return wallClock(instantMs, offsetAt).toISOString().slice(11, 16);
}

/** A day as 'Sat, 6 Mar 2027' (en) or 'Sa., 6. März 2027' (de), with or without the year ('Sat 6 Mar'). */
export function formatWallDay(instantMs: number, offsetAt: OffsetAt, lang: DisplayLanguage, withYear = true): string {
  const wall = wallClock(instantMs, offsetAt);
  // Intl places the parts; the month's name is the console's (docs/rules/dates-and-times.md#formats).
  return formatter(lang, withYear)
    .formatToParts(wall)
    .map((part) => (part.type === 'month' ? shortMonthName(wall.getUTCMonth(), lang) : part.value))
    .join('');
}

function offsetLabel(startMs: number, endMs: number, offsetAt: OffsetAt): string {
  const start = formatUtcOffset(offsetAt(startMs));
  const end = formatUtcOffset(offsetAt(endMs));
  return start === end ? start : `${start} / ${end}`;
}

/**
 * An event's span: 'Sat 6 Mar 2027, 10:00 – 18:00 (UTC +01:00)' on one day, or
 * 'Sat 6 Mar 2027, 10:00 – Mon 8 Mar 2027, 18:00 (UTC +01:00)' across days.
 */
export function formatEventSpan(startMs: number, endMs: number, offsetAt: OffsetAt, lang: DisplayLanguage): string {
  const startDay = formatWallDay(startMs, offsetAt, lang);
  const sameDay = wallDate(startMs, offsetAt) === wallDate(endMs, offsetAt);
  const end = sameDay ? wallTime(endMs, offsetAt) : `${formatWallDay(endMs, offsetAt, lang)}, ${wallTime(endMs, offsetAt)}`;
  return `${startDay}, ${wallTime(startMs, offsetAt)} – ${end} (${offsetLabel(startMs, endMs, offsetAt)})`;
}

/**
 * A session's times under the heading of its day (`YYYY-MM-DD`): '10:00 – 11:00'. A start or end
 * that falls on another day in the zone shown carries that day: 'Sun 7 Mar, 01:00 – 02:00'.
 */
export function formatSessionTimes(startMs: number, endMs: number, headingDay: string, offsetAt: OffsetAt, lang: DisplayLanguage): string {
  const startDate = wallDate(startMs, offsetAt);
  const start = startDate === headingDay ? wallTime(startMs, offsetAt) : `${formatWallDay(startMs, offsetAt, lang, false)}, ${wallTime(startMs, offsetAt)}`;
  const end =
    wallDate(endMs, offsetAt) === startDate ? wallTime(endMs, offsetAt) : `${formatWallDay(endMs, offsetAt, lang, false)}, ${wallTime(endMs, offsetAt)}`;
  return `${start} – ${end}`;
}

/** The zone note beside a time: '(UTC +01:00)', or both offsets when a span crosses a change. */
export function formatZoneNote(startMs: number, endMs: number, offsetAt: OffsetAt): string {
  return `(${offsetLabel(startMs, endMs, offsetAt)})`;
}
