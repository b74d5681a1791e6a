import {
  EVENT_EXPORT_FORMAT,
  EVENT_EXPORT_VERSION,
  type Agenda,
  type EventExportFile,
  type EventInfo,
  type EventListItem,
  type EventShortInfo,
} from '@aula/shared';
import { setupFieldsOf } from './fields';
import type { CategoryRow, EventListRow, EventRow, SessionRow } from './repository';

type AgendaRows = (CategoryRow & { sessions: SessionRow[] })[];

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

export function presentAgenda(categories: AgendaRows): Agenda {
  return {
    categories: categories.map((category) => ({
      id: category.id,
      name: category.name,
      color: category.color,
      sessions: category.sessions.map((s) => ({
        id: s.id,
        title: s.title,
        day: s.day,
        startTime: s.startTime,
        endTime: s.endTime,
        roomId: s.roomId,
      })),
    })),
  };
}

/** The export file: the setup and the agenda, without ids or the code, so that an import makes a new event. */
export function presentExportFile(event: EventRow, categories: AgendaRows): EventExportFile {
  return {
    format: EVENT_EXPORT_FORMAT,
    version: EVENT_EXPORT_VERSION,
    event: setupFieldsOf(event),
    agenda: {
      categories: categories.map((category) => ({
        name: category.name,
        color: category.color,
        sessions: category.sessions.map((s) => ({ title: s.title, day: s.day, startTime: s.startTime, endTime: s.endTime })),
      })),
    },
  };
}

/** The download name of an export: the event's name as an ASCII slug, e.g. `summer-summit-2027.aula-event.json`. */
export function exportFileName(eventName: string): string {
  const slug = eventName
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${slug || 'event'}.aula-event.json`;
}
