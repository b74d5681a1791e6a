import { ERROR_CODES, type MyAgenda } from '@aula/shared';
import type { Database } from '../../db/client';
import { DomainError, notFound } from '../../http/domain-error';
import type { AuthenticatedAttendee } from '../../plugins/attendee-auth';
import type { EngagementService } from '../engagement/service';
import type { RateLimitService } from '../rate-limit/service';
import type { VenueService } from '../venue/service';
import { createMyAgendaRepository } from './repository';

/** How many adds and removes an attendee may make in a minute: far more than a person clicks, few enough to stop a script. */
export const MY_AGENDA_CHANGES_PER_MINUTE = 60;

type MyAgendaDeps = {
  now: () => Date;
  engagement: Pick<EngagementService, 'viewer'>;
  venue: Pick<VenueService, 'content'>;
  rateLimits: Pick<RateLimitService, 'consume'>;
};

/**
 * The attendee's own agenda (docs/rules/venue.md#my-agenda): sessions of their own event they add
 * and remove. A session counts only as the venue shows it (published event, visible agenda), so
 * another event's session, a deleted one and an unknown id are alike: 404.
 */
export function createMyAgendaService(db: Database, { now, engagement, venue, rateLimits }: MyAgendaDeps) {
  const repository = createMyAgendaRepository(db);

  async function changer(attendee: AuthenticatedAttendee) {
    const viewer = await engagement.viewer(attendee);
    const verdict = await rateLimits.consume([{ key: `my-agenda:${viewer.accountId}`, limit: MY_AGENDA_CHANGES_PER_MINUTE, windowSeconds: 60 }]);
    if (!verdict.allowed) throw new DomainError(429, ERROR_CODES.rateLimited, 'rate_limited', undefined, { minutes: Math.ceil(verdict.retryAfterSeconds / 60) });
    return viewer;
  }

  async function requireVenueSession(attendee: AuthenticatedAttendee, sessionId: number): Promise<void> {
    const content = await venue.content(attendee);
    if (!content.sessions.some((session) => session.id === sessionId)) throw notFound();
  }

  const list = async (eventId: number, accountId: number): Promise<MyAgenda> => ({ sessionIds: await repository.sessionIds(eventId, accountId) });

  return {
    /** GET /api/venue/my-agenda. */
    async list(attendee: AuthenticatedAttendee): Promise<MyAgenda> {
      const viewer = await engagement.viewer(attendee);
      return list(viewer.eventId, viewer.accountId);
    },

    /** POST /api/venue/my-agenda/{sessionId}: idempotent; 404 for a session the attendee's venue does not show. */
    async add(attendee: AuthenticatedAttendee, sessionId: number): Promise<MyAgenda> {
      const viewer = await changer(attendee);
      await requireVenueSession(attendee, sessionId);
      await repository.add(viewer.eventId, viewer.accountId, sessionId, now());
      return list(viewer.eventId, viewer.accountId);
    },

    /** DELETE /api/venue/my-agenda/{sessionId}: idempotent; only ever touches the attendee's own rows. */
    async remove(attendee: AuthenticatedAttendee, sessionId: number): Promise<MyAgenda> {
      const viewer = await changer(attendee);
      await repository.remove(viewer.eventId, viewer.accountId, sessionId);
      return list(viewer.eventId, viewer.accountId);
    },
  };
}

export type MyAgendaService = ReturnType<typeof createMyAgendaService>;
