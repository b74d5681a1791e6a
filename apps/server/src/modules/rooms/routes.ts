import type { FastifyInstance } from 'fastify';
import {
  deleteRoomBodySchema,
  reorderRoomsBodySchema,
  roomPathSchema,
  roomsPathSchema,
  saveRoomBodySchema,
  type Ok,
  type Room,
} from '@aula/shared';
import { requireUser } from '../../plugins/auth';
import type { ZodTypeProvider } from '../../plugins/zod-validation';

/**
 * The rooms of an event under /api. Each call needs a signed-in user and reaches only the rooms of
 * the caller's company's events; the save body is checked by the shared room schema.
 */
export async function roomRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { rooms } = app.services;
  const signedIn = { onRequest: requireUser };

  api.get('/rooms/:eventId', { ...signedIn, schema: { params: roomsPathSchema } }, async (request): Promise<{ data: Room[] }> => ({
    data: await rooms.list(request.user!, request.params.eventId),
  }));

  api.get('/room/:eventId/:roomId', { ...signedIn, schema: { params: roomPathSchema } }, async (request): Promise<{ data: Room }> => ({
    data: await rooms.get(request.user!, request.params.eventId, request.params.roomId),
  }));

  api.post('/room', { ...signedIn, schema: { body: saveRoomBodySchema } }, async (request): Promise<{ data: Room }> => ({
    data: await rooms.save(request.user!, request.body),
  }));

  api.post('/deleteRoom', { ...signedIn, schema: { body: deleteRoomBodySchema } }, async (request): Promise<{ data: Ok }> => {
    await rooms.delete(request.user!, request.body.room_id);
    return { data: { ok: true } };
  });

  api.post(
    '/reorderRooms/:eventId',
    { ...signedIn, schema: { params: roomsPathSchema, body: reorderRoomsBodySchema } },
    async (request): Promise<{ data: Room[] }> => ({ data: await rooms.reorder(request.user!, request.params.eventId, request.body.ids) }),
  );
}
