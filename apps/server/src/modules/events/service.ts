import {
  ERROR_CODES,
  asCompanyRole,
  reachesEveryEvent,
  EVENT_NAME_MAX_LENGTH,
  PAGE_SIZE,
  eventListConditions,
  eventStatus,
  type EventInfo,
  type EventListItem,
  type EventListPage,
  type EventListQuery,
  type EventShortInfo,
  type ExportedSession,
  type ImportResult,
  type SaveEventBody,
  type SaveEventResult,
} from '@aula/shared';
import type { Database } from '../../db/client';
import { DomainError } from '../../http/domain-error';
import { downloadName } from '../../http/download-name';
import { sanitizeRichText } from '../../http/rich-text';
import { translate } from '../../i18n/messages';
import type { AuthenticatedUser } from '../../plugins/auth';
import { setupFieldsOf, storedFields } from './fields';
import { checkImportFile } from './import-file';
import { requireEventCreator, requireReachableEvent, type EventCaller } from './policy';
import { presentEventInfo, presentExportFile, presentListItem, presentShortInfo } from './presenter';
import { requireOpenEventRoom } from '../plan-limits/policy';
import { drawPublishCode } from './publish-code';
import { createEventsRepository, type AgendaRows, type EventListScope, type EventRow, type NewAgendaSession, type NewEventWithAgenda, type SessionRow } from './repository';
import type { SessionFigures } from '../analytics/session-figures';
import { saveEvent } from './save-event';
import type { UploadedFile } from './uploads';

type Caller = EventCaller;
/** Publishing weighs the plan's limit, from which admins are exempt. */
type Publisher = Caller & Pick<AuthenticatedUser, 'isAdmin'>;

const listScope = (user: Caller): EventListScope => ({ companyId: user.companyId, hostUserId: reachesEveryEvent(user.role) ? null : user.id });

/** A session as a new event takes it: the texts, times and hosts; rooms are the old event's own. */
const copiedSession = (s: SessionRow): NewAgendaSession => ({
  title: s.title,
  titleDe: s.titleDe,
  descriptionEn: s.descriptionEn,
  descriptionDe: s.descriptionDe,
  day: s.day,
  startTime: s.startTime,
  endTime: s.endTime,
  hostIds: s.hostIds,
});

const copiedAgenda = (agenda: AgendaRows): Pick<NewEventWithAgenda, 'categories' | 'uncategorized'> => ({
  categories: agenda.categories.map((c) => ({ name: c.name, nameDe: c.nameDe, color: c.color, sessions: c.sessions.map(copiedSession) })),
  uncategorized: agenda.uncategorized.map(copiedSession),
});

/** An imported session with its descriptions sanitised like any saved rich text. */
const sanitizedSession = (s: ExportedSession): NewAgendaSession => ({
  ...s,
  descriptionEn: sanitizeRichText(s.descriptionEn),
  descriptionDe: sanitizeRichText(s.descriptionDe),
});

/** Draws before giving up; with 887 million codes a second draw is already rare. */
const PUBLISH_CODE_ATTEMPTS = 10;

/** An import's answer: the result, and on refusal the message of the error envelope. */
export type ImportOutcome = { result: ImportResult; errorMessage?: string };

/** Events of a company: list, setup, publishing, duplicates, import and export. Every call checks the company. */
export function createEventsService(db: Database, deps: { now: () => Date; sessionFigures: Pick<SessionFigures, 'agendaChanged'> }) {
  const repository = createEventsRepository(db);
  const ownEvent = async (user: Caller, id: number): Promise<EventRow> =>
    requireReachableEvent(await repository.findById(id), user, repository.isAssignedHost);

  return {
    /** The caller's company's events in start order, for a host the assigned ones (GET /api/events). */
    async list(user: Caller): Promise<EventListItem[]> {
      return (await repository.listForCompany(listScope(user))).map(presentListItem);
    },

    /**
     * One page of the caller's company's events under the list's tab, search and filters (GET
     * /api/eventsPage), judged at one instant; a host's list and counts hold only the assigned
     * events. A page beyond the end answers the last page.
     */
    async listPage(user: Caller, query: EventListQuery): Promise<EventListPage> {
      const now = deps.now();
      const conditions = eventListConditions(query, now.getTime());
      const { companyTotal, total } = await repository.listCounts(listScope(user), conditions);
      const page = Math.min(query.page, Math.max(1, Math.ceil(total / PAGE_SIZE)));
      const rows = total === 0 ? [] : await repository.listRows(listScope(user), conditions, (page - 1) * PAGE_SIZE, PAGE_SIZE);
      return { rows: rows.map(presentListItem), page, pageSize: PAGE_SIZE, total, companyTotal, now: now.toISOString() };
    },

    /**
     * Answers 404 unless the caller reaches the event: their company's, and for a host one assigned
     * to them. The one event policy for every module that takes an event id.
     */
    async requireOwned(user: Caller, id: number): Promise<void> {
      await ownEvent(user, id);
    },

    /**
     * Which of the company's events the caller reaches, for lists that name events of other
     * modules (the library's "used in"): null for every event, else a host's assigned ones.
     */
    async reachableEventIds(user: Caller): Promise<ReadonlySet<number> | null> {
      if (reachesEveryEvent(user.role)) return null;
      return new Set(await repository.assignedEventIds(user.id));
    },

    /**
     * Whether a console socket's user may follow an event's topics: the event policy above, with
     * the role read when the socket subscribes (a socket outlives role changes; a deactivation
     * closes it).
     */
    async organiserReaches(subscriber: { userId: number; companyId: number }, eventId: number): Promise<boolean> {
      const role = await repository.roleOf(subscriber.userId, subscriber.companyId);
      if (role === null) return false;
      return ownEvent({ id: subscriber.userId, companyId: subscriber.companyId, role: asCompanyRole(role) }, eventId).then(
        () => true,
        () => false,
      );
    },

    /** The setup form's values (GET /api/event/{id}). */
    async info(user: Caller, id: number): Promise<EventInfo> {
      const event = await ownEvent(user, id);
      return presentEventInfo(event, (await repository.countSessions(id)) > 0);
    },

    /** Name, code and image for the toolbar (GET /api/eventShortInfo/{id}). */
    async shortInfo(user: Caller, id: number): Promise<EventShortInfo> {
      return presentShortInfo(await ownEvent(user, id));
    },

    /** Creates or updates an event under every setup rule (POST /api/event); see `saveEvent`. */
    save: (user: AuthenticatedUser, body: SaveEventBody): Promise<SaveEventResult> => {
      if (body.id === 0) requireEventCreator(user);
      return saveEvent(repository, user, body, deps.now(), deps.sessionFigures);
    },

    /** Deletes an event with its agenda (POST /api/deleteEvent). */
    async delete(user: Caller, id: number): Promise<void> {
      await ownEvent(user, id);
      requireEventCreator(user);
      await repository.delete(id);
    },

    /**
     * Publishes an event (POST /api/publishEvent/{id}): a new unique code, or the code it already
     * has. A closed draft cannot be published (409 `event_closed`), nor one past the plan's
     * published events that have not closed (409 `open_events_limit`; admins exempt: docs/rules/billing.md#plan-limits).
     */
    async publish(user: Publisher, id: number): Promise<string> {
      const event = await ownEvent(user, id);
      if (event.code) return event.code;
      const now = deps.now();
      if (eventStatus({ code: null, closingDateTime: event.closingAt.toISOString() }, now.getTime()) === 'closed') {
        throw new DomainError(409, ERROR_CODES.eventClosed, 'event_closed');
      }
      const code = await repository.publish(event, now, {
        check: (limits, openEvents) => requireOpenEventRoom(user, limits, openEvents + 1),
        drawCode: drawPublishCode,
        attempts: PUBLISH_CODE_ATTEMPTS,
      });
      if (!code) throw new Error(`no free event code after ${PUBLISH_CODE_ATTEMPTS} draws`);
      return code;
    },

    /**
     * Copies an event's setup and agenda into a new draft named with ' (copy)' in the caller's
     * language (POST /api/duplicateEvent/{id}). Accounts and analytics are never copied.
     */
    async duplicate(user: AuthenticatedUser, id: number): Promise<EventListItem> {
      const event = await ownEvent(user, id);
      requireEventCreator(user);
      const suffix = translate(user.lang, 'event_copy_suffix');
      const copy = await repository.createWithAgenda({
        event: {
          ...storedFields(setupFieldsOf(event)),
          name: event.name.slice(0, EVENT_NAME_MAX_LENGTH - suffix.length) + suffix,
          companyId: event.companyId,
          image: event.image,
          originalStartDate: event.startDate,
          originalStartTime: event.startTime,
        },
        ...copiedAgenda(await repository.agenda(id)),
      });
      return presentListItem(copy);
    },

    /** The export file and its download name (GET /api/exportEvent/{id}). */
    async exportFile(user: Caller, id: number): Promise<{ filename: string; json: string }> {
      const event = await ownEvent(user, id);
      const file = presentExportFile(event, await repository.agenda(id));
      return { filename: downloadName(event.name, '.aula-event.json'), json: `${JSON.stringify(file, null, 2)}\n` };
    },

    /**
     * Creates a new event with its agenda from an export file (POST /api/importEvent), in one
     * transaction. A file with any problem is refused whole, with every problem listed.
     */
    async importFile(user: AuthenticatedUser, upload: UploadedFile | null, lang: AuthenticatedUser['lang']): Promise<ImportOutcome> {
      requireEventCreator(user);
      const checked = checkImportFile(upload, { isAdmin: user.isAdmin, nowMs: deps.now().getTime() });
      if (!checked.ok) {
        const errorMessage = translate(lang, checked.messageKey, checked.params);
        return { result: { status: 'error', errorMessage, problems: checked.problems }, errorMessage };
      }
      const { event, agenda } = checked.file;
      const created = await repository.createWithAgenda({
        event: {
          ...storedFields(event),
          companyId: user.companyId,
          image: null,
          originalStartDate: event.startDate,
          originalStartTime: event.startTime,
        },
        categories: agenda.categories.map((c) => ({ ...c, sessions: c.sessions.map(sanitizedSession) })),
        uncategorized: agenda.uncategorized.map(sanitizedSession),
      });
      return { result: { status: 'success', id: created.id } };
    },
  };
}

export type EventsService = ReturnType<typeof createEventsService>;
