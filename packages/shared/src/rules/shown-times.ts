import type { OffsetAt } from './public-times';
import { formatUtcOffset } from './time-zones';

type ShownLanguage = 'en' | 'de';

const MINUTE_MS = 60_000;

/**
 * The console's short month names (dayjs's, which its date inputs show), written out so that the
 * venue, which has no date library, writes a day exactly as the console does; Intl's would say
 * 'Sept' in English (docs/decisions/0145-one-way-to-show-an-instant.md).
 */
const SHORT_MONTHS: Record<ShownLanguage, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  de: ['Jan.', 'Feb.', 'März', 'Apr.', 'Mai', 'Juni', 'Juli', 'Aug.', 'Sept.', 'Okt.', 'Nov.', 'Dez.'],
};

/** A month's short name as the console's date inputs write it: 'Sep', 'Sept.', 'März'. */
export const shortMonthName = (monthIndex: number, lang: ShownLanguage): string => SHORT_MONTHS[lang][monthIndex] ?? '';

/** The browser's own zone, daylight saving included: the console's screens that belong to no event. */
export const browserZone: OffsetAt = (instantMs) => -new Date(instantMs).getTimezoneOffset();

/** The instant moved to its wall clock in the zone, to be read with the UTC getters. */
const wallClock = (instantMs: number, zone: OffsetAt) => new Date(instantMs + zone(instantMs) * MINUTE_MS);

/** '14:05' on the 24-hour clock in both languages (docs/rules/dates-and-times.md#formats). */
export function formatShownTime(instantMs: number, zone: OffsetAt): string {
  return wallClock(instantMs, zone).toISOString().slice(11, 16);
}

/** '3 Dec 2026' / '3. Dez. 2026' (docs/rules/dates-and-times.md#formats). */
export function formatShownDate(instantMs: number, zone: OffsetAt, lang: ShownLanguage): string {
  const wall = wallClock(instantMs, zone);
  const month = shortMonthName(wall.getUTCMonth(), lang);
  const day = wall.getUTCDate();
  return lang === 'de' ? `${day}. ${month} ${wall.getUTCFullYear()}` : `${day} ${month} ${wall.getUTCFullYear()}`;
}

/** '3 Dec 2026, 14:05' / '3. Dez. 2026, 14:05'. */
export function formatShownDateTime(instantMs: number, zone: OffsetAt, lang: ShownLanguage): string {
  return `${formatShownDate(instantMs, zone, lang)}, ${formatShownTime(instantMs, zone)}`;
}

/** The zone's short name at an instant: 'UTC +01:00' (docs/rules/dates-and-times.md#zones). */
export function shownZoneName(instantMs: number, zone: OffsetAt): string {
  return formatUtcOffset(zone(instantMs));
}

/** A time in a list of messages, with its zone: '14:05 (UTC +01:00)'. */
export function formatShownTimeInZone(instantMs: number, zone: OffsetAt): string {
  return `${formatShownTime(instantMs, zone)} (${shownZoneName(instantMs, zone)})`;
}

/** A date and time in a list of messages, with its zone: '3 Dec 2026, 14:05 (UTC +01:00)'. */
export function formatShownDateTimeInZone(instantMs: number, zone: OffsetAt, lang: ShownLanguage): string {
  return `${formatShownDateTime(instantMs, zone, lang)} (${shownZoneName(instantMs, zone)})`;
}
