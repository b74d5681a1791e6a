import type { FastifyInstance } from 'fastify';
import { presenceCalls } from '@aula/shared';
import { route } from '../../http/route';

/** The console's view of who is online in an event's venue (GET /api/accountsOnline/{eventId}). */
export async function presenceRoutes(app: FastifyInstance): Promise<void> {
  const { presence } = app.services;

  route(app, presenceCalls.accountsOnline, { auth: 'user' }, async (request) =>
    presence.accountsOnline(request.user, request.params.eventId),
  );
}
