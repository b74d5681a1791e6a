import { maySeeAttendeeList, PEOPLE_PAGE_SIZE, type VenuePeople, type VenuePeopleFilters, type VenuePeopleQuery, type VenuePerson, type VenuePersonSummary } from '@aula/shared';
import type { Database } from '../../db/client';
import { forbidden, notFound, validationFailed } from '../../http/domain-error';
import type { AuthenticatedAttendee } from '../attendee-auth/sessions';
import type { EngagementService, EngagementViewer } from '../engagement/service';
import type { RegistrationService } from '../registration/service';
import { presentPerson, presentPersonSummary } from './presenter';
import { createPeopleRepository } from './repository';

type Deps = {
  engagement: Pick<EngagementService, 'viewer' | 'settings'>;
  registrations: Pick<RegistrationService, 'directorySettings'>;
};

/** What the venue's content adds about people: whether the directory is open to the viewer, and the sessions' speakers. */
export type VenuePeopleFacts = { directory: boolean; speakers: { sessionId: number; person: VenuePersonSummary }[] };

/**
 * The venue's people directory and speakers (docs/rules/venue.md#people, docs/rules/venue.md#speakers).
 * Everything is read within the attendee's own event; who may browse follows the event's choice of
 * who sees the attendee list, and speakers' profiles are open to every attendee of the event.
 */
export function createPeopleService(db: Database, { engagement, registrations }: Deps) {
  const repository = createPeopleRepository(db);

  const mayBrowse = async (viewer: EngagementViewer) => maySeeAttendeeList((await registrations.directorySettings(viewer.eventId)).attendeeListVisibility, viewer.moderator);

  /** The attendee and the event's directory settings; 403 where the event does not show them the list. */
  const browsing = async (attendee: AuthenticatedAttendee) => {
    const viewer = await engagement.viewer(attendee);
    const settings = await registrations.directorySettings(viewer.eventId);
    if (!maySeeAttendeeList(settings.attendeeListVisibility, viewer.moderator)) throw forbidden();
    return { viewer, settings };
  };

  return {
    /** GET /api/venue/people: 403 where the event does not show this attendee the list. */
    async list(attendee: AuthenticatedAttendee, query: VenuePeopleQuery): Promise<VenuePeople> {
      const { viewer, settings } = await browsing(attendee);
      if (query.group && !settings.publicGroups.includes(query.group)) throw validationFailed({ group: 'validation.invalid' });
      const { rows, total } = await repository.page(viewer.eventId, query, query.offset, PEOPLE_PAGE_SIZE);
      const end = query.offset + rows.length;
      return { people: rows.map(presentPersonSummary), total, next: end < total && rows.length > 0 ? end : null };
    },

    /** GET /api/venue/people/filters */
    async filters(attendee: AuthenticatedAttendee): Promise<VenuePeopleFilters> {
      const { viewer, settings } = await browsing(attendee);
      const companies = await repository.companies(viewer.eventId);
      return { companies, groups: [...settings.publicGroups].sort((x, y) => x.localeCompare(y)) };
    },

    /**
     * GET /api/venue/people/{accountId}: a listed person where the attendee may browse, a speaker of
     * the event for everyone, and always the attendee's own profile; anyone else is 404.
     */
    async person(attendee: AuthenticatedAttendee, accountId: number): Promise<VenuePerson> {
      const viewer = await engagement.viewer(attendee);
      const sessionIds = await repository.sessionsOf(viewer.eventId, accountId);
      const own = accountId === viewer.accountId;
      const row =
        own || sessionIds.length > 0
          ? await repository.person(viewer.eventId, accountId)
          : (await mayBrowse(viewer))
            ? await repository.listedPerson(viewer.eventId, accountId)
            : null;
      if (!row) throw notFound();
      const mayWrite = !own && (await engagement.settings(viewer.eventId)).directMessages;
      return presentPerson(row, sessionIds, mayWrite);
    },

    /** For the venue's content: whether the directory is open to the attendee, and who speaks at these sessions. */
    async venueFacts(attendee: AuthenticatedAttendee, sessionIds: number[]): Promise<VenuePeopleFacts> {
      const viewer = await engagement.viewer(attendee);
      const [directory, speakers] = await Promise.all([mayBrowse(viewer), repository.speakersOf(viewer.eventId, sessionIds)]);
      return { directory, speakers: speakers.map((row) => ({ sessionId: row.sessionId, person: presentPersonSummary(row) })) };
    },
  };
}

export type PeopleService = ReturnType<typeof createPeopleService>;
