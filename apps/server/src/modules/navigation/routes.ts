import type { FastifyInstance } from 'fastify';
import { navigationCalls } from '@aula/shared';
import { route } from '../../http/route';

/** GET and POST /api/navigation/{eventId}: the attendee menu. */
export async function navigationRoutes(app: FastifyInstance): Promise<void> {
  const { navigation } = app.services;
  const signedIn = { auth: 'user' } as const;

  route(app, navigationCalls.get, signedIn, async (request) => navigation.get(request.user, request.params.eventId));
  route(app, navigationCalls.save, signedIn, async (request) => navigation.save(request.user, request.params.eventId, request.body));
}
