const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** Days after its end that an event closes by default and, for non-admins, at the latest (docs/rules/events.md#closing). */
export const CLOSING_DAYS_AFTER_END = 31;
/** Calendar days an event may span for non-admins: the start day plus three (docs/rules/events.md#date-rules). */
export const MAX_EVENT_DAYS = 4;
/** The time a date-time field takes when the form has none yet (docs/rules/events.md#event-setup). */
export const DEFAULT_EVENT_TIME = '15:00';

function parseDate(date: string): [number, number, number] {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return [y, m, d];
}

/**
 * The instant (epoch ms) of a wall-clock date and time in a fixed-offset zone. Events carry their
 * own offset, so their instants never depend on the viewer's zone or on daylight saving.
 */
export function zonedInstant(date: string, time: string, offsetMinutes: number): number {
  const [y, m, d] = parseDate(date);
  const [hh = 0, mm = 0, ss = 0] = time.split(':').map(Number);
  return Date.UTC(y, m - 1, d, hh, mm, ss) - offsetMinutes * MINUTE_MS;
}

/** The wall-clock date and time (`hh:mm`) of an instant in a fixed-offset zone; `zonedInstant` reversed. */
export function instantWallClock(instantMs: number, offsetMinutes: number): { date: string; time: string } {
  const iso = new Date(instantMs + offsetMinutes * MINUTE_MS).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/** The start instant in the event's zone; a missing start time counts as 00:00:00. */
export function eventStartInstant(event: { startDate: string; startTime: string | null; timezoneOffset: number }): number {
  return zonedInstant(event.startDate, event.startTime || '00:00:00', event.timezoneOffset);
}

/** The end instant in the event's zone; a missing end time counts as 23:59:59. */
export function eventEndInstant(event: { endDate: string; endTime: string | null; timezoneOffset: number }): number {
  return zonedInstant(event.endDate, event.endTime || '23:59:59', event.timezoneOffset);
}

/** A `YYYY-MM-DD` date moved by whole days (negative moves back). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = parseDate(date);
  return new Date(Date.UTC(y, m - 1, d) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole calendar days from one date to another (positive when `to` is later). */
export function daysBetween(from: string, to: string): number {
  const [y1, m1, d1] = parseDate(from);
  const [y2, m2, d2] = parseDate(to);
  return Math.round((Date.UTC(y2, m2 - 1, d2) - Date.UTC(y1, m1 - 1, d1)) / DAY_MS);
}

/** Today's date in a zone given by its offset, e.g. for "the start date cannot be before today". */
export function todayInZone(nowMs: number, offsetMinutes: number): string {
  return new Date(nowMs + offsetMinutes * MINUTE_MS).toISOString().slice(0, 10);
}

/** The closing date and time an event gets by default: 31 days after its end, at the end's time. */
export function defaultClosing(end: { endDate: string; endTime: string }): { closingDate: string; closingTime: string } {
  return { closingDate: addDays(end.endDate, CLOSING_DAYS_AFTER_END), closingTime: end.endTime };
}

/** The latest end date the picker offers: the start plus three days, no limit for admins (docs/rules/events.md#date-rules). */
export function endDatePickerMax(startDate: string, isAdmin: boolean): string | null {
  return isAdmin ? null : addDays(startDate, MAX_EVENT_DAYS - 1);
}

/**
 * docs/rules/events.md#going-live: an event is live when it has an id, a code, and its original start is past. After
 * that its start and end are locked for non-admins.
 */
export function isEventLive(
  event: { id: number; code: string | null; originalStartDate: string | null; originalStartTime: string | null; timezone: number },
  nowMs: number,
): boolean {
  if (event.id <= 0 || !event.code || !event.originalStartDate) return false;
  return zonedInstant(event.originalStartDate, event.originalStartTime || '00:00', event.timezone) <= nowMs;
}
