import { eventZoneLabel } from '@aula/shared';
import { richTextToPlain } from '../../http/rich-text';
import { writeCalendar } from '../agenda/ical';
import type { PublicPage } from './service';

/**
 * The public agenda as an iCalendar file, written by the agenda module's writer with the event's
 * fixed zone: only what the page shows (visible rooms, published event).
 */
export function publicCalendar(page: PublicPage, lang: 'en' | 'de', stamp: Date): string {
  const pick = (en: string, de: string) => (lang === 'de' ? de || en : en || de);
  const categories = new Map(page.categories.map((category) => [category.id, pick(category.nameEn, category.nameDe)]));
  return writeCalendar({
    name: page.event.name,
    offsetMinutes: page.event.timezoneOffset,
    tzid: eventZoneLabel(page.event.timezoneOffset),
    stamp,
    sessions: page.sessions.map((session) => {
      const category = session.categoryId === null ? undefined : categories.get(session.categoryId);
      return {
        uid: `session-${session.id}-${page.event.code}@aula`,
        day: session.day,
        startTime: session.startTime,
        endTime: session.endTime,
        summary: pick(session.titleEn, session.titleDe),
        description: richTextToPlain(pick(session.descriptionEn, session.descriptionDe)),
        location: session.room ? pick(session.room.nameEn, session.room.nameDe) : '',
        categories: category ? [category] : [],
      };
    }),
  });
}

/** An ASCII file name for the download, from the event's code: `K7MQ2X-agenda.ics`. */
export const calendarFileName = (code: string) => `${code}-agenda.ics`;
