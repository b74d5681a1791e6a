import {
  ERROR_CODES,
  eventZoneLabel,
  overlappingSessions,
  validateSessionTimes,
  type Agenda,
  type AgendaSession,
  type AgendaSpeakerOption,
  type EventInfo,
  type Language,
  type Option,
  type SaveAgendaCategoryBody,
  type SaveAgendaSessionBody,
  type SaveSessionHostBody,
  type SessionHost,
} from '@aula/shared';
import type { Database } from '../../db/client';
import { DomainError, notFound, validationFailed } from '../../http/domain-error';
import { requireLibraryEditor } from '../events/policy';
import { richTextToPlain, sanitizeRichText } from '../../http/rich-text';
import type { AuthenticatedUser } from '../../plugins/auth';
import type { EventsService } from '../events/service';
import type { SessionFigures } from '../analytics/session-figures';
import type { RoomsService } from '../rooms/service';
import { downloadName } from '../../http/download-name';
import { writeCalendar } from './ical';
import { hostOption, presentAgenda, presentHost, presentSession, presentSpeakerOption } from './presenter';
import { createAgendaRepository, type CategoryRow, type SessionRow } from './repository';

type Caller = Pick<AuthenticatedUser, 'id' | 'companyId' | 'role'>;

/**
 * The agenda of an event: tracks, sessions and the company's hosts, and the iCal export. Every id
 * is checked against the caller's company: another company's id is answered like a missing one.
 */
export function createAgendaService(
  db: Database,
  deps: { now: () => Date; rooms: Pick<RoomsService, 'list'>; events: EventsService; sessionFigures: Pick<SessionFigures, 'agendaChanged'> },
) {
  const repository = createAgendaRepository(db);
  const { events } = deps;

  const ownCategory = async (user: Caller, id: number, eventId?: number): Promise<CategoryRow> => {
    const category = await repository.findCategory(id);
    if (!category || (eventId !== undefined && category.eventId !== eventId)) throw notFound();
    await events.requireOwned(user, category.eventId);
    return category;
  };
  const ownSession = async (user: Caller, id: number, eventId?: number): Promise<SessionRow> => {
    const session = await repository.findSession(id);
    if (!session || (eventId !== undefined && session.eventId !== eventId)) throw notFound();
    await events.requireOwned(user, session.eventId);
    return session;
  };

  /** The references of a session must be the event's room and track and the company's hosts. */
  const checkReferences = async (user: Caller, eventId: number, body: SaveAgendaSessionBody): Promise<void> => {
    if (body.categoryId !== null) await ownCategory(user, body.categoryId, eventId);
    if (body.roomId !== null && !(await deps.rooms.list(user, eventId)).some((room) => room.id === body.roomId)) throw notFound();
    const hostIds = [...new Set(body.hostIds)];
    const known = await repository.companyHostIds(user.companyId, hostIds);
    if (hostIds.some((id) => !known.has(id))) throw notFound();
    const speakerIds = [...new Set(body.speakerIds)];
    const accounts = await repository.speakers.eventAccountIds(eventId, speakerIds);
    if (speakerIds.some((id) => !accounts.has(id))) throw validationFailed({ speakerIds: 'validation.invalid' });
  };

  return {
    /** Tracks with their sessions, and the sessions without a track (GET /api/agenda/{id}). */
    async agenda(user: Caller, eventId: number): Promise<Agenda> {
      await events.requireOwned(user, eventId);
      const sessions = await repository.sessions(eventId);
      return presentAgenda(await repository.categories(eventId), sessions, await repository.speakers.ofSessions(sessions.map((s) => s.id)));
    },

    /** Creates (id 0) or updates a track (POST /api/agendaCategory). */
    async saveCategory(user: Caller, body: SaveAgendaCategoryBody): Promise<number> {
      await events.requireOwned(user, body.eventId);
      const values = { name: body.name, nameDe: body.nameDe, color: body.color.toLowerCase() };
      if (body.id === 0) return repository.insertCategory(body.eventId, values);
      await ownCategory(user, body.id, body.eventId);
      await repository.updateCategory(body.id, values);
      return body.id;
    },

    /** Deletes a track; its sessions stay, listed under "No track" (POST /api/deleteAgendaCategory). */
    async deleteCategory(user: Caller, id: number): Promise<void> {
      await ownCategory(user, id);
      await repository.deleteCategory(id);
    },

    /** One session for the edit screen (GET /api/agendaSession/{eventId}/{sessId}). */
    async session(user: Caller, eventId: number, id: number): Promise<AgendaSession> {
      const session = await ownSession(user, id, eventId);
      return presentSession(session, (await repository.speakers.ofSessions([id])).get(id) ?? []);
    },

    /** The accounts the session form offers as speakers (GET /api/agendaSpeakers/{id}). */
    async speakerOptions(user: Caller, eventId: number): Promise<AgendaSpeakerOption[]> {
      await events.requireOwned(user, eventId);
      return (await repository.speakers.options(eventId)).map(presentSpeakerOption);
    },

    /** An erased attendee account speaks at no session any more (docs/rules/venue.md#speakers). */
    async accountErased(accountId: number): Promise<void> {
      await repository.speakers.removeAccount(accountId);
    },

    /**
     * Creates (id 0) or updates a session (POST /api/agendaSession) under the agenda rules of
     * packages/shared: within the event, ending after it starts, and not overlapping another
     * session in the same room unless `allowOverlap` (409 `session_overlaps` naming the other).
     */
    async saveSession(user: Caller, body: SaveAgendaSessionBody, lang: Language): Promise<number> {
      const event: EventInfo = await events.info(user, body.eventId);
      const before = body.id === 0 ? null : await ownSession(user, body.id, body.eventId);
      await checkReferences(user, body.eventId, body);
      const errors = validateSessionTimes(body, { ...event, timezoneOffset: event.timezone });
      if (Object.keys(errors).length > 0) throw validationFailed(errors as Record<string, string>);
      if (!body.allowOverlap) {
        const [other] = overlappingSessions(body, await repository.sessions(body.eventId));
        if (other) {
          const title = lang === 'de' && other.titleDe ? other.titleDe : other.title;
          throw new DomainError(409, ERROR_CODES.sessionOverlaps, 'session_overlaps', { startTime: 'validation.session_overlaps' }, { title });
        }
      }
      const values = {
        title: body.title,
        titleDe: body.titleDe,
        descriptionEn: sanitizeRichText(body.descriptionEn),
        descriptionDe: sanitizeRichText(body.descriptionDe),
        day: body.day,
        startTime: body.startTime,
        endTime: body.endTime,
        roomId: body.roomId,
        hostIds: [...new Set(body.hostIds)],
        categoryId: body.categoryId,
      };
      const speakerIds = [...new Set(body.speakerIds)];
      let id = body.id;
      if (before) await repository.updateSession(id, values, speakerIds);
      else id = await repository.insertSession(body.eventId, values, speakerIds);
      // A session's figures count the minutes in its room during its slot (docs/rules/analytics.md#storage).
      if (!before || (['day', 'startTime', 'endTime', 'roomId'] as const).some((key) => before[key] !== values[key])) await deps.sessionFigures.agendaChanged(body.eventId);
      return id;
    },

    /** POST /api/deleteAgendaSession */
    async deleteSession(user: Caller, id: number): Promise<void> {
      await ownSession(user, id);
      await repository.deleteSession(id);
    },

    /** The company's hosts by name (GET /api/sessionHosts). */
    async hosts(user: Caller): Promise<SessionHost[]> {
      return (await repository.hosts(user.companyId)).map(presentHost);
    },

    /** The company's hosts as static data `session_host` options. */
    async hostOptions(user: Caller): Promise<Option[]> {
      return (await repository.hosts(user.companyId)).map(hostOption);
    },

    /** POST /api/sessionHost: id 0 creates a host of the company, another id renames one of its hosts. */
    async saveHost(user: Caller, body: SaveSessionHostBody): Promise<SessionHost> {
      const values = { name: body.name, title: body.title };
      if (body.id === 0) return presentHost(await repository.insertHost(user.companyId, values));
      requireLibraryEditor(user);
      const updated = await repository.updateHost(user.companyId, body.id, values);
      if (!updated) throw notFound();
      return presentHost(updated);
    },

    /** POST /api/deleteSessionHost: the host goes, and every session of the company's events loses it. */
    async deleteHost(user: Caller, hostId: number): Promise<void> {
      requireLibraryEditor(user);
      if (!(await repository.deleteHost(user.companyId, hostId))) throw notFound();
    },

    /**
     * The agenda as an iCalendar file (GET /api/agenda/{eventId}/ical): texts in the caller's
     * language (German falls back to English where empty), times in the event's fixed zone.
     */
    async ical(user: Caller, eventId: number, lang: Language): Promise<{ filename: string; text: string }> {
      const event = await events.info(user, eventId);
      const [categories, sessions, roomNames] = await Promise.all([
        repository.categories(eventId),
        repository.sessions(eventId),
        deps.rooms.list(user, eventId),
      ]);
      const pick = (en: string, de: string) => (lang === 'de' && de.trim() ? de : en);
      const categoryName = new Map(categories.map((c) => [c.id, pick(c.name, c.nameDe)]));
      const roomName = new Map(roomNames.map((r) => [r.id, pick(r.nameEn, r.nameDe)]));
      const text = writeCalendar({
        name: event.name,
        offsetMinutes: event.timezone,
        tzid: eventZoneLabel(event.timezone),
        stamp: deps.now(),
        sessions: sessions.map((s) => ({
          uid: `session-${s.id}-event-${eventId}@aula`,
          day: s.day,
          startTime: s.startTime,
          endTime: s.endTime,
          summary: pick(s.title, s.titleDe),
          description: richTextToPlain(pick(s.descriptionEn, s.descriptionDe)),
          location: s.roomId === null ? '' : (roomName.get(s.roomId) ?? ''),
          categories: s.categoryId === null || !categoryName.has(s.categoryId) ? [] : [categoryName.get(s.categoryId)!],
        })),
      });
      return { filename: downloadName(event.name, '-agenda.ics'), text };
    },
  };
}

export type AgendaService = ReturnType<typeof createAgendaService>;
