import { formatUtcOffset, type Language } from '@aula/shared';
import { NUMBER_LOCALES } from '../http/table-export/number-formats';

export type FigureKind = 'integer' | 'decimal' | 'percent' | 'minutes';

/** The summary's own words; the figures' labels and definitions come with the figures. */
export const SUMMARY_TEXTS = {
  en: {
    documentTitle: 'Event summary',
    keyFigures: 'Key figures',
    concurrent: 'Attendees present per minute',
    peak: (count: string, time: string) => `Peak: ${count} attendees on ${time}`,
    noAttendance: 'Nobody was present in the venue.',
    funnel: 'From invitation to engagement',
    ofFirst: (share: string) => `${share} of the first step`,
    noValue: '–',
    created: (date: string) => `Created on ${date} with Aula. Times in the event's time zone.`,
  },
  de: {
    documentTitle: 'Zusammenfassung des Events',
    keyFigures: 'Kennzahlen',
    concurrent: 'Anwesende pro Minute',
    peak: (count: string, time: string) => `Höchststand: ${count} Anwesende am ${time}`,
    noAttendance: 'Niemand war am Veranstaltungsort anwesend.',
    funnel: 'Von der Einladung bis zur Beteiligung',
    ofFirst: (share: string) => `${share} der ersten Stufe`,
    noValue: '–',
    created: (date: string) => `Erstellt am ${date} mit Aula. Zeiten in der Zeitzone des Events.`,
  },
} as const satisfies Record<Language, unknown>;

/** A figure as the language writes it: `1,234.5`, `42.5%`, `95 min`; `1.234,5`, `42,5 %`, `95 Min.`. */
export function formatFigure(value: number, kind: FigureKind, lang: Language, fractionDigits?: number): string {
  const locale = NUMBER_LOCALES[lang];
  const digits = fractionDigits ?? (kind === 'decimal' || kind === 'percent' ? 1 : 0);
  if (kind === 'percent') return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: digits }).format(value);
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value);
  if (kind === 'minutes') return `${number} ${lang === 'de' ? 'Min.' : 'min'}`;
  return number;
}

const wallClock = (instant: Date, timezoneOffset: number) => new Date(instant.getTime() + timezoneOffset * 60_000);

const dateTimeFormat = (lang: Language, withDate: boolean, withTime: boolean) =>
  new Intl.DateTimeFormat(NUMBER_LOCALES[lang], {
    timeZone: 'UTC',
    ...(withDate ? { day: 'numeric', month: 'long', year: 'numeric' } : {}),
    ...(withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : {}),
  });

/** `4 May 2027 at 09:00 – 6 May 2027 at 17:00 (UTC +02:00)`, in the event's zone. */
export function formatEventRange(start: Date, end: Date, timezoneOffset: number, lang: Language): string {
  const range = dateTimeFormat(lang, true, true).formatRange(wallClock(start, timezoneOffset), wallClock(end, timezoneOffset));
  return `${range} (${formatUtcOffset(timezoneOffset)})`;
}

/** A moment in the event's zone: `4 May 2027 at 14:30`. */
export function formatMoment(instant: Date, timezoneOffset: number, lang: Language): string {
  return dateTimeFormat(lang, true, true).format(wallClock(instant, timezoneOffset));
}

export function formatDay(instant: Date, timezoneOffset: number, lang: Language): string {
  return dateTimeFormat(lang, true, false).format(wallClock(instant, timezoneOffset));
}
