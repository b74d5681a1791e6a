import {
  EVENT_EXPORT_FORMAT,
  EVENT_EXPORT_VERSION,
  type EventExportFile,
  type EventInfo,
  type EventListItem,
  type EventShortInfo,
} from '@aula/shared';
import { setupFieldsOf } from './fields';
import type { AgendaRows, EventListRow, EventRow, SessionRow } from './repository';

const exportedSession = (s: SessionRow) => ({
  title: s.title,
  titleDe: s.titleDe,
  descriptionEn: s.descriptionEn,
  descriptionDe: s.descriptionDe,
  day: s.day,
  startTime: s.startTime,
  endTime: s.endTime,
});

/** A row of GET /api/events; the closing instant travels in UTC. */
export function presentListItem(row: EventListRow | EventRow): EventListItem {
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    country: row.country,
    city: row.city,
    location: row.location,
    image: row.image,
    startDate: row.startDate,
    startTime: row.startTime,
    endDate: row.endDate,
    endTime: row.endTime,
    timezoneOffset: row.timezoneOffset,
    closingDateTime: 'closingAt' in row ? row.closingAt.toISOString() : row.closingDateTime,
  };
}

/** GET /api/event/{id}: the setup form's values. */
export function presentEventInfo(event: EventRow, hasSessions: boolean): EventInfo {
  const fields = setupFieldsOf(event);
  return {
    id: event.id,
    ...fields,
    code: event.code,
    originalStartDate: event.originalStartDate,
    originalStartTime: event.originalStartTime,
    hasSessions,
  };
}

export function presentShortInfo(event: EventRow): EventShortInfo {
  return { id: event.id, name: event.name, code: event.code, image: event.image };
}

/** The export file: the setup and the agenda, without ids or the code, so that an import makes a new event. */
export function presentExportFile(event: EventRow, agenda: AgendaRows): EventExportFile {
  return {
    format: EVENT_EXPORT_FORMAT,
    version: EVENT_EXPORT_VERSION,
    event: setupFieldsOf(event),
    agenda: {
      categories: agenda.categories.map((category) => ({
        name: category.name,
        nameDe: category.nameDe,
        color: category.color,
        sessions: category.sessions.map(exportedSession),
      })),
      uncategorized: agenda.uncategorized.map(exportedSession),
    },
  };
}
