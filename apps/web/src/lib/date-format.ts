import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import 'dayjs/locale/de';
import { asLanguage, type Language } from '@aula/shared';

dayjs.extend(customParseFormat);

type DatePatterns = {
  /** A calendar day: '30 Nov 2026', '30. Nov. 2026'. Also what date inputs show. */
  date: string;
  /** A day heading that names the weekday in the same style: 'Mon, 30 Nov 2026', 'Mo., 30. Nov. 2026'. */
  weekdayDate: string;
  /** What a person may also type into a date input besides the shown form and YYYY-MM-DD. */
  typed: readonly string[];
};

/**
 * The app's one way of writing dates, per language: day, short month, year; times on the 24-hour
 * clock. Shown dates and the date inputs use the same dayjs patterns and month names, so a picked
 * date reads exactly like a listed one (Intl's en-GB would write 'Sept' where dayjs writes 'Sep').
 */
export const DATE_PATTERNS: Record<Language, DatePatterns> = {
  en: { date: 'D MMM YYYY', weekdayDate: 'ddd, D MMM YYYY', typed: ['DD MMM YYYY', 'D/M/YYYY', 'DD/MM/YYYY'] },
  de: { date: 'D. MMM YYYY', weekdayDate: 'ddd, D. MMM YYYY', typed: ['DD. MMM YYYY', 'D.M.YYYY', 'DD.MM.YYYY'] },
};

const ISO_DATE = 'YYYY-MM-DD';

function formatCalendarDay(day: string, lang: string, pattern: keyof Pick<DatePatterns, 'date' | 'weekdayDate'>): string {
  const parsed = dayjs(day, ISO_DATE, true);
  const language = asLanguage(lang);
  // A calendar day (YYYY-MM-DD) is formatted as it is, never through a time zone that could move it.
  return parsed.isValid() ? parsed.locale(language).format(DATE_PATTERNS[language][pattern]) : day;
}

/** '30 Nov 2026' / '30. Nov. 2026' for a YYYY-MM-DD day; anything else is returned as it is. */
export function formatDate(day: string, lang: string): string {
  return formatCalendarDay(day, lang, 'date');
}

/** 'Mon, 30 Nov 2026' / 'Mo., 30. Nov. 2026': a heading over one day, e.g. of the agenda. */
export function formatWeekdayDate(day: string, lang: string): string {
  return formatCalendarDay(day, lang, 'weekdayDate');
}

/** '15:00' from 'HH:mm' or 'HH:mm:ss', in both languages. */
export function formatTime(time: string): string {
  return time.slice(0, 5);
}

/** '30 Nov 2026, 15:00' / '30. Nov. 2026, 15:00'; without a time just the day. */
export function formatDateTime(day: string, time: string | null | undefined, lang: string): string {
  return time ? `${formatDate(day, lang)}, ${formatTime(time)}` : formatDate(day, lang);
}

/** The dayjs pattern a date input shows its value in (Mantine's `valueFormat`). */
export function dateInputFormat(lang: string): string {
  return DATE_PATTERNS[asLanguage(lang)].date;
}

/**
 * Reads a typed date strictly: in the shown form, a numeric form of the language, or as
 * YYYY-MM-DD. Strict, so that a half-typed date is no date at all rather than a wrong one.
 */
export function parseTypedDate(text: string, lang: string): string | null {
  const language = asLanguage(lang);
  const patterns = [DATE_PATTERNS[language].date, ...DATE_PATTERNS[language].typed, ISO_DATE];
  for (const pattern of patterns) {
    const parsed = dayjs(text.trim(), pattern, language, true);
    if (parsed.isValid()) return parsed.format(ISO_DATE);
  }
  return null;
}
