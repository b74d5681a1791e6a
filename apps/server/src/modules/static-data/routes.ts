import type { FastifyInstance } from 'fastify';
import { staticDataCalls } from '@aula/shared';
import { route } from '../../http/route';
import { staticDataFor } from './service';

/** GET /api/getStaticData and /api/getStaticData/{eventId} (0 = no event). */
export async function staticDataRoutes(app: FastifyInstance): Promise<void> {
  const { events, agenda } = app.services;
  const signedIn = { auth: 'user' } as const;
  route(app, staticDataCalls.get, signedIn, async (request) => staticDataFor(await agenda.hostOptions(request.user)));
  route(app, staticDataCalls.forEvent, signedIn, async (request) => {
    // 0 names no event; any other id must be an event of the caller's company, else 404.
    if (request.params.eventId !== 0) await events.requireOwned(request.user, request.params.eventId);
    return staticDataFor(await agenda.hostOptions(request.user));
  });
}
