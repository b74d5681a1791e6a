import type { FastifyInstance } from 'fastify';
import { engagementCalls } from '@aula/shared';
import { OK, route } from '../../http/route';

/** Live engagement's shared calls (docs/rules/communications.md#live-engagement): settings, mutes and bans (listed, set, lifted); the console's and the moderators' in the venue. */
export async function engagementRoutes(app: FastifyInstance): Promise<void> {
  const { engagement } = app.services;
  const signedIn = { auth: 'user' } as const;
  const attendee = { auth: 'attendee' } as const;

  route(app, engagementCalls.settings, signedIn, async (request) => engagement.consoleSettings(request.user, request.params.eventId));
  route(app, engagementCalls.saveSettings, signedIn, async (request) => engagement.saveSettings(request.user, request.params.eventId, request.body));
  route(app, engagementCalls.restrictions, signedIn, async (request) => engagement.restrictions(request.user, request.params.eventId));
  route(app, engagementCalls.restrict, signedIn, async (request) => engagement.restrictByOrganiser(request.user, request.params.eventId, request.body));
  route(app, engagementCalls.lift, signedIn, async (request) => {
    await engagement.liftByOrganiser(request.user, request.params.eventId, request.body);
    return OK;
  });
  route(app, engagementCalls.venueEngagement, attendee, async (request) => engagement.venueEngagement(request.attendee));
  route(app, engagementCalls.venueRestrictions, attendee, async (request) => engagement.venueRestrictions(request.attendee));
  route(app, engagementCalls.venueRestrict, attendee, async (request) => engagement.restrictByModerator(request.attendee, request.body));
  route(app, engagementCalls.venueLift, attendee, async (request) => {
    await engagement.liftByModerator(request.attendee, request.body);
    return OK;
  });
}
