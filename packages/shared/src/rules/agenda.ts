import { formatUtcOffset } from './time-zones';
import { zonedInstant } from './event-dates';

/** What the agenda rules need of an event: its dates and times in its own fixed offset (minutes). */
export type AgendaEvent = { startDate: string; startTime: string; endDate: string; endTime: string; timezoneOffset: number };

/** What the agenda rules need of a session: a day and `HH:mm` times in the event's zone. */
export type TimedSession = { id: number; title: string; day: string; startTime: string; endTime: string; roomId: number | null };

/** The field a rule speaks about, and its validation key. */
export type SessionRuleErrors = Partial<Record<'day' | 'startTime' | 'endTime', string>>;

/** The instants (epoch ms) a session starts and ends: its wall-clock times in the event's fixed offset. */
export function sessionInstants(session: Pick<TimedSession, 'day' | 'startTime' | 'endTime'>, offsetMinutes: number): { start: number; end: number } {
  return {
    start: zonedInstant(session.day, session.startTime, offsetMinutes),
    end: zonedInstant(session.day, session.endTime, offsetMinutes),
  };
}

/**
 * A session's own rules: it must end after it starts ('validation.session_ends_before_start') and
 * lie within the event: its day between the event's start and end dates, and on the first and last
 * day within the event's start and end times ('validation.session_outside_event').
 */
export function validateSessionTimes(session: Pick<TimedSession, 'day' | 'startTime' | 'endTime'>, event: AgendaEvent): SessionRuleErrors {
  const errors: SessionRuleErrors = {};
  if (session.day < event.startDate || session.day > event.endDate) {
    errors.day = 'validation.session_outside_event';
    return errors;
  }
  if (session.endTime <= session.startTime) errors.endTime = 'validation.session_ends_before_start';
  const { start, end } = sessionInstants(session, event.timezoneOffset);
  const eventStart = zonedInstant(event.startDate, event.startTime, event.timezoneOffset);
  const eventEnd = zonedInstant(event.endDate, event.endTime, event.timezoneOffset);
  if (start < eventStart || start > eventEnd) errors.startTime = 'validation.session_outside_event';
  if (!errors.endTime && end > eventEnd) errors.endTime = 'validation.session_outside_event';
  return errors;
}

/** Whether two sessions share time: touching ends (10:00-11:00 and 11:00-12:00) do not overlap. */
export function sessionsOverlap(a: Pick<TimedSession, 'day' | 'startTime' | 'endTime'>, b: Pick<TimedSession, 'day' | 'startTime' | 'endTime'>): boolean {
  return a.day === b.day && a.startTime < b.endTime && b.startTime < a.endTime;
}

/**
 * The other sessions in the same room that share time with this one ('validation.session_overlaps',
 * interpolated with the other session's `title`). A session without a room overlaps nothing.
 */
export function overlappingSessions<T extends TimedSession>(session: TimedSession, others: readonly T[]): T[] {
  if (session.roomId === null) return [];
  return others.filter((other) => other.id !== session.id && other.roomId === session.roomId && sessionsOverlap(session, other));
}

/**
 * Every session that overlaps another in its room, by id, with the first one it overlaps; for the
 * agenda's warnings. Sorts once per room, so 500 sessions cost little.
 */
export function overlapsByRoom<T extends TimedSession>(sessions: readonly T[]): Map<number, T> {
  const result = new Map<number, T>();
  const byRoomDay = new Map<string, T[]>();
  for (const s of sessions) {
    if (s.roomId === null) continue;
    const key = `${s.roomId}|${s.day}`;
    const list = byRoomDay.get(key);
    if (list) list.push(s);
    else byRoomDay.set(key, [s]);
  }
  for (const list of byRoomDay.values()) {
    list.sort((a, b) => (a.startTime < b.startTime ? -1 : a.startTime > b.startTime ? 1 : 0));
    let latest: T | undefined;
    for (const s of list) {
      if (latest && s.startTime < latest.endTime) {
        if (!result.has(s.id)) result.set(s.id, latest);
        if (!result.has(latest.id)) result.set(latest.id, s);
      }
      if (!latest || s.endTime > latest.endTime) latest = s;
    }
  }
  return result;
}

/** The label of an event's fixed zone, e.g. `UTC+02:00` (the iCal TZID uses the same form). */
export function eventZoneLabel(offsetMinutes: number): string {
  return formatUtcOffset(offsetMinutes).replace(' ', '').replace('±', '+');
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * An instant as a date (`YYYY-MM-DD`) and time (`HH:mm`) on the wall clock of an IANA zone, e.g.
 * 'Europe/Berlin', daylight saving included (the zone's rules come from Intl).
 */
export function wallClockIn(instantMs: number, timeZone: string): { date: string; time: string } {
  const parts: Record<string, string> = {};
  for (const part of partsFormatter(timeZone).formatToParts(instantMs)) parts[part.type] = part.value;
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/** A session's start and end seen in a viewer's IANA zone: dates may differ from the event's day. */
export function sessionInZone(
  session: Pick<TimedSession, 'day' | 'startTime' | 'endTime'>,
  offsetMinutes: number,
  timeZone: string,
): { start: { date: string; time: string }; end: { date: string; time: string } } {
  const { start, end } = sessionInstants(session, offsetMinutes);
  return { start: wallClockIn(start, timeZone), end: wallClockIn(end, timeZone) };
}
