import type { FastifyInstance } from 'fastify';
import { meetingIntegrationCalls, venueMeetingCalls } from '@aula/shared';
import { route } from '../../http/route';

/** The event's meeting integrations under /api/meetingIntegrations for its organisers, and the venue's join of a meeting room. */
export async function meetingIntegrationRoutes(app: FastifyInstance): Promise<void> {
  const { meetingIntegrations, meetingJoins } = app.services;
  const signedIn = { auth: 'user' } as const;
  route(app, meetingIntegrationCalls.list, signedIn, async (request) => meetingIntegrations.list(request.user, request.params.eventId));
  route(app, meetingIntegrationCalls.save, signedIn, async (request) =>
    meetingIntegrations.save(request.user, request.params.eventId, request.params.provider, request.body),
  );
  route(app, meetingIntegrationCalls.test, signedIn, async (request) =>
    meetingIntegrations.test(request.user, request.params.eventId, request.params.provider, request.body),
  );
  route(app, meetingIntegrationCalls.organiserJoin, signedIn, async (request) =>
    meetingJoins.organiserJoin(request.user, request.params.eventId, request.params.roomId),
  );
  route(app, venueMeetingCalls.join, { auth: 'attendee' }, async (request) => meetingJoins.venueJoin(request.attendee, request.params.roomId));
}
