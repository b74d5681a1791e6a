import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthorized } from '../http/domain-error';
import type { AuthenticatedAttendee } from '../modules/attendee-auth/sessions';
import { bearerToken } from '../modules/auth/tokens';

export type { AuthenticatedAttendee } from '../modules/attendee-auth/sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The attendee from the bearer token, on the venue's routes only; null elsewhere. */
    attendee: AuthenticatedAttendee | null;
  }
  interface FastifyContextConfig {
    /**
     * A venue route: its bearer token is an attendee's. The organiser hook leaves it alone, and
     * `request.user` stays null, so a console call never runs for an attendee and a venue call
     * never for an organiser (docs/rules/roles-and-permissions.md#attendees-and-moderators).
     */
    attendee?: boolean;
  }
}

/** Resolves `request.attendee` on routes marked `config.attendee`; register after the services. */
export function registerAttendeeAuth(app: FastifyInstance): void {
  const { attendeeSessions } = app.services;
  app.decorateRequest('attendee', null);
  app.addHook('onRequest', async (request) => {
    if (!request.routeOptions.config.attendee) return;
    const token = bearerToken(request.headers.authorization);
    request.attendee = token ? await attendeeSessions.authenticate(token) : null;
  });
}

/** A preHandler for venue routes that need a signed-in attendee: without a valid token, the 401 envelope. */
export async function requireAttendee(request: FastifyRequest): Promise<void> {
  if (!request.attendee) throw unauthorized();
}
