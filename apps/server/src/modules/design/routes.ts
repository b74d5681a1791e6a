import type { FastifyInstance } from 'fastify';
import { designCalls } from '@aula/shared';
import { route } from '../../http/route';

/** GET and POST /api/design/{eventId}: the public page's images, colours and font. */
export async function designRoutes(app: FastifyInstance): Promise<void> {
  const { design } = app.services;
  const signedIn = { auth: 'user' } as const;

  route(app, designCalls.get, signedIn, async (request) => design.get(request.user, request.params.eventId));
  route(app, designCalls.save, signedIn, async (request) => design.save(request.user, request.params.eventId, request.body));
}
