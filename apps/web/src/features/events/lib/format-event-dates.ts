import { formatUtcOffset, type EventListItem, type Language } from '@aula/shared';

const LOCALE_OF: Record<Language, string> = { en: 'en-GB', de: 'de-DE' };

const dayFormats = new Map<Language, Intl.DateTimeFormat>();

/**
 * '12 Mar 2027' or '12. März 2027'. The date is formatted as a UTC calendar day, so the viewer's
 * own zone can never move it to another day.
 */
export function formatDay(date: string, lang: Language): string {
  let format = dayFormats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE_OF[lang], { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
    dayFormats.set(lang, format);
  }
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return format.format(Date.UTC(y, m - 1, d));
}

function dayAndTime(date: string, time: string | null, lang: Language): string {
  const day = formatDay(date, lang);
  return time ? `${day}, ${time.slice(0, 5)}` : day;
}

/**
 * An event's dates as its organiser set them, in its own zone: '12 Mar 2027, 15:00 – 14 Mar 2027,
 * 18:00 (UTC +01:00)'. The stored strings are formatted, never converted through the browser's zone.
 */
export function formatEventDateRange(
  event: Pick<EventListItem, 'startDate' | 'startTime' | 'endDate' | 'endTime' | 'timezoneOffset'>,
  lang: Language,
): string {
  const start = dayAndTime(event.startDate, event.startTime, lang);
  const end = dayAndTime(event.endDate, event.endTime, lang);
  return `${start} – ${end} (${formatUtcOffset(event.timezoneOffset)})`;
}
