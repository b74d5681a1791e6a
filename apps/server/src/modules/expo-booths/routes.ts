import type { FastifyInstance } from 'fastify';
import { boothCalls, venueBoothCalls } from '@aula/shared';
import { route } from '../../http/route';

/** The booth content of expo rooms under /api: edited by users who may manage the event, read by its signed-in attendees. */
export async function expoBoothRoutes(app: FastifyInstance): Promise<void> {
  const { expoBooths } = app.services;
  const signedIn = { auth: 'user' } as const;

  route(app, boothCalls.get, signedIn, async (request) => expoBooths.get(request.user, request.params.eventId, request.params.roomId));
  route(app, boothCalls.save, signedIn, async (request) => expoBooths.save(request.user, request.body));
  route(app, venueBoothCalls.get, { auth: 'attendee' }, async (request) => expoBooths.venueGet(request.attendee, request.params.roomId));
}
