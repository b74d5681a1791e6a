import type { FastifyInstance } from 'fastify';
import { roomCalls } from '@aula/shared';
import { OK, route } from '../../http/route';

/**
 * The rooms of an event under /api. Each call needs a signed-in user and reaches only the rooms of
 * the caller's company's events; the save body is checked by the shared room schema.
 */
export async function roomRoutes(app: FastifyInstance): Promise<void> {
  const { rooms } = app.services;
  const signedIn = { auth: 'user' } as const;

  route(app, roomCalls.list, signedIn, async (request) => rooms.list(request.user, request.params.eventId));
  route(app, roomCalls.get, signedIn, async (request) => rooms.get(request.user, request.params.eventId, request.params.roomId));
  route(app, roomCalls.save, signedIn, async (request) => rooms.save(request.user, request.body));
  route(app, roomCalls.delete, signedIn, async (request) => {
    await rooms.delete(request.user, request.body.room_id);
    return OK;
  });
  route(app, roomCalls.reorder, signedIn, async (request) => rooms.reorder(request.user, request.params.eventId, request.body.ids));
}
