import type { VenueContent, VenueEntry } from '@aula/shared';
import { notFound, unauthorized } from '../../http/domain-error';
import type { AuthenticatedAttendee } from '../attendee-auth/sessions';
import type { PeopleService } from '../people/service';
import type { PublicPageService } from '../public-page/service';
import { NO_PEOPLE, presentVenueContent, presentVenueEvent } from './presenter';

type Deps = { publicPage: Pick<PublicPageService, 'findPublished'>; people: Pick<PeopleService, 'venueFacts'>; now: () => Date };

/**
 * What the venue shows (docs/rules/venue.md#the-venue): before sign-in the event's name, state and design by its
 * code; after sign-in the attendee's own event (from their session, never from the request), whole.
 * Both read what the public page reads, so design and agenda agree with it.
 */
export function createVenueService({ publicPage, people, now }: Deps) {
  const publishedEvent = async (eventCode: string, eventId: number) => {
    const published = await publicPage.findPublished(eventCode, { withContent: true });
    return published?.id === eventId ? published : null;
  };

  return {
    /** GET /venue/{code}/entry: a published event for the sign-in page; unknown codes and drafts are 404. */
    async entry(code: string): Promise<VenueEntry> {
      const published = await publicPage.findPublished(code, { withContent: false });
      if (!published) throw notFound();
      return { event: presentVenueEvent(published, now().getTime()), design: published.design };
    },

    /** GET /venue/event: the attendee's event with its menu, visible rooms and their sources, and agenda. */
    async content(attendee: AuthenticatedAttendee): Promise<VenueContent> {
      const published = await publishedEvent(attendee.eventCode, attendee.eventId);
      // Unpublished since the session was checked: the session is over, as the next call would say.
      if (!published) throw unauthorized();
      const sessionIds = (published.content?.sessions ?? []).map((session) => session.id);
      return presentVenueContent(published, now().getTime(), await people.venueFacts(attendee, sessionIds));
    },

    /**
     * What the venue shows of the event with this code and id, for any of its attendees (the people
     * in it left out); null once it is unpublished or when the code is another event's.
     */
    async publishedContent(eventCode: string, eventId: number): Promise<VenueContent | null> {
      const published = await publishedEvent(eventCode, eventId);
      return published && presentVenueContent(published, now().getTime(), NO_PEOPLE);
    },
  };
}

export type VenueService = ReturnType<typeof createVenueService>;
