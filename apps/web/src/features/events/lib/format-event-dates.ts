import { formatUtcOffset, type EventListItem, type Language } from '@aula/shared';
import { formatDateTime } from '@/lib/date-format';

/**
 * An event's dates as its organiser set them, in its own zone: '12 Mar 2027, 15:00 – 14 Mar 2027,
 * 18:00 (UTC +01:00)'. The stored strings are formatted, never converted through the browser's zone.
 */
export function formatEventDateRange(
  event: Pick<EventListItem, 'startDate' | 'startTime' | 'endDate' | 'endTime' | 'timezoneOffset'>,
  lang: Language,
): string {
  const start = formatDateTime(event.startDate, event.startTime, lang);
  const end = formatDateTime(event.endDate, event.endTime, lang);
  return `${start} – ${end} (${formatUtcOffset(event.timezoneOffset)})`;
}
