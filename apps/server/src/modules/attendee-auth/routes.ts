import type { FastifyInstance } from 'fastify';
import { venueSessionCalls } from '@aula/shared';
import { OK, route } from '../../http/route';
import { requireAttendee } from '../../plugins/attendee-auth';

/**
 * The attendee's own session under /api/venue. Every route is marked `attendee`, so only an
 * attendee's token opens it (plugins/attendee-auth.ts).
 */
export async function venueSessionRoutes(app: FastifyInstance): Promise<void> {
  const { attendeeSessions, venueProfiles } = app.services;
  const attendeeOnly = { preHandler: requireAttendee, config: { attendee: true } };

  route(app, venueSessionCalls.me, attendeeOnly, async (request) => venueProfiles.me(request.attendee!));
  route(app, venueSessionCalls.logout, attendeeOnly, async (request) => {
    await attendeeSessions.end(request.attendee!);
    return OK;
  });
}
