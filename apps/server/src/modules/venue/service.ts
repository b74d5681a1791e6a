import type { VenueContent, VenueEntry } from '@aula/shared';
import { notFound, unauthorized } from '../../http/domain-error';
import type { AuthenticatedAttendee } from '../attendee-auth/sessions';
import type { PublicPageService } from '../public-page/service';
import { presentVenueContent, presentVenueEvent } from './presenter';

type Deps = { publicPage: Pick<PublicPageService, 'findPublished'>; now: () => Date };

/**
 * What the venue shows (docs/rules/venue.md#the-venue): before sign-in the event's name, state and design by its
 * code; after sign-in the attendee's own event (from their session, never from the request), whole.
 * Both read what the public page reads, so design and agenda agree with it.
 */
export function createVenueService({ publicPage, now }: Deps) {
  return {
    /** GET /venue/{code}/entry: a published event for the sign-in page; unknown codes and drafts are 404. */
    async entry(code: string): Promise<VenueEntry> {
      const published = await publicPage.findPublished(code, { withContent: false });
      if (!published) throw notFound();
      return { event: presentVenueEvent(published, now().getTime()), design: published.design };
    },

    /** GET /venue/event: the attendee's event with its menu, visible rooms and their sources, and agenda. */
    async content(attendee: Pick<AuthenticatedAttendee, 'eventCode' | 'eventId'>): Promise<VenueContent> {
      const published = await publicPage.findPublished(attendee.eventCode, { withContent: true });
      // Unpublished since the session was checked: the session is over, as the next call would say.
      if (!published || published.id !== attendee.eventId) throw unauthorized();
      return presentVenueContent(published, now().getTime());
    },
  };
}

export type VenueService = ReturnType<typeof createVenueService>;
