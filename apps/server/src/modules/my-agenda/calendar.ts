import type { VenueContent } from '@aula/shared';
import { richTextToPlain } from '../../http/rich-text';
import { writeUtcCalendar } from '../agenda/ical';

/**
 * The attendee's own agenda as an iCalendar feed (docs/rules/venue.md#my-agenda), in the event's
 * language: times in UTC, each session's UID the one the public calendar gives it (so a calendar
 * holding both keeps one entry), its room as the location, and a link to it in the venue.
 */
export function myAgendaCalendar(content: VenueContent, sessionIds: ReadonlySet<number>, publicUrl: string, stamp: Date): string {
  const { event } = content;
  const pick = (en: string, de: string) => (event.language === 'de' ? de || en : en || de);
  const rooms = new Map(content.rooms.map((room) => [room.id, pick(room.nameEn, room.nameDe)]));
  return writeUtcCalendar({
    name: event.name,
    stamp,
    sessions: content.sessions
      .filter((session) => sessionIds.has(session.id))
      .sort((a, b) => a.startMs - b.startMs)
      .map((session) => ({
        uid: `session-${session.id}-${event.code}@aula`,
        startMs: session.startMs,
        endMs: session.endMs,
        summary: pick(session.titleEn, session.titleDe),
        description: richTextToPlain(pick(session.descriptionEn, session.descriptionDe)),
        location: session.roomId === null ? '' : (rooms.get(session.roomId) ?? ''),
        url: `${publicUrl}/e/${event.code}/venue/agenda#session-${session.id}`,
      })),
  });
}
