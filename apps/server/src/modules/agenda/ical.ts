/**
 * A small iCalendar (RFC 5545) writer for an agenda: one VTIMEZONE for the event's fixed offset
 * and one VEVENT per session, with text escaped and lines folded at 75 octets.
 */

export type IcalSession = {
  uid: string;
  day: string;
  startTime: string;
  endTime: string;
  summary: string;
  description: string;
  location: string;
  categories: string[];
};

export type IcalCalendar = { name: string; offsetMinutes: number; tzid: string; stamp: Date; sessions: IcalSession[] };

/** TEXT escaping of RFC 5545 §3.3.11: backslash, semicolon, comma and newlines. */
export function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/** Folds a content line so that no line is longer than 75 octets, never splitting a character. */
export function foldLine(line: string): string {
  if (encoder.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74; // continuation lines start with a space
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** `+0200`, `-1100`, `+0530`. */
export function utcOffsetValue(minutes: number): string {
  const abs = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${String(Math.floor(abs / 60)).padStart(2, '0')}${String(abs % 60).padStart(2, '0')}`;
}

const localDateTime = (day: string, time: string) => `${day.replace(/-/g, '')}T${time.replace(/:/g, '').padEnd(6, '0').slice(0, 6)}`;
const utcStamp = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
/** A parameter value with ':', ';' or ',' must be quoted (RFC 5545 §3.2). */
const paramValue = (value: string) => (/[:;,]/.test(value) ? `"${value.replace(/"/g, '')}"` : value);

/** The whole calendar as text with CRLF line ends. */
export function writeCalendar(calendar: IcalCalendar): string {
  const offset = utcOffsetValue(calendar.offsetMinutes);
  const tzid = paramValue(calendar.tzid);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Aula//Agenda//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    'BEGIN:VTIMEZONE',
    `TZID:${calendar.tzid}`,
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    `TZOFFSETFROM:${offset}`,
    `TZOFFSETTO:${offset}`,
    `TZNAME:${escapeText(calendar.tzid)}`,
    'END:STANDARD',
    'END:VTIMEZONE',
  ];
  const stamp = utcStamp(calendar.stamp);
  for (const s of calendar.sessions) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${escapeText(s.uid)}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;TZID=${tzid}:${localDateTime(s.day, s.startTime)}`,
      `DTEND;TZID=${tzid}:${localDateTime(s.day, s.endTime)}`,
      `SUMMARY:${escapeText(s.summary)}`,
    );
    if (s.description) lines.push(`DESCRIPTION:${escapeText(s.description)}`);
    if (s.location) lines.push(`LOCATION:${escapeText(s.location)}`);
    if (s.categories.length > 0) lines.push(`CATEGORIES:${s.categories.map(escapeText).join(',')}`);
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** A session at its instants, for a calendar written in UTC, which needs no VTIMEZONE (a personal feed). */
export type IcalUtcSession = { uid: string; startMs: number; endMs: number; summary: string; description: string; location: string; url: string };

/** A calendar whose times are all UTC (`…Z`), with CRLF line ends; each session may link to where it takes place. */
export function writeUtcCalendar(calendar: { name: string; stamp: Date; sessions: IcalUtcSession[] }): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Aula//Agenda//EN', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH', `X-WR-CALNAME:${escapeText(calendar.name)}`];
  const stamp = utcStamp(calendar.stamp);
  for (const s of calendar.sessions) {
    lines.push('BEGIN:VEVENT', `UID:${escapeText(s.uid)}`, `DTSTAMP:${stamp}`, `DTSTART:${utcStamp(new Date(s.startMs))}`, `DTEND:${utcStamp(new Date(s.endMs))}`, `SUMMARY:${escapeText(s.summary)}`);
    if (s.description) lines.push(`DESCRIPTION:${escapeText(s.description)}`);
    if (s.location) lines.push(`LOCATION:${escapeText(s.location)}`);
    // A URI value is not TEXT: it is written as it is (RFC 5545 §3.3.13).
    if (s.url) lines.push(`URL:${s.url}`);
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
