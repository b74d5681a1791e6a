import type { FastifyInstance } from 'fastify';
import { designPathSchema, saveEventDesignBodySchema, type EventDesign } from '@aula/shared';
import { requireUser } from '../../plugins/auth';
import type { ZodTypeProvider } from '../../plugins/zod-validation';

/** GET and POST /api/design/{eventId}: the public page's images, colours and font. */
export async function designRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { design } = app.services;
  const signedIn = { onRequest: requireUser };

  api.get('/design/:eventId', { ...signedIn, schema: { params: designPathSchema } }, async (request): Promise<{ data: EventDesign }> => ({
    data: await design.get(request.user!, request.params.eventId),
  }));

  api.post(
    '/design/:eventId',
    { ...signedIn, schema: { params: designPathSchema, body: saveEventDesignBodySchema } },
    async (request): Promise<{ data: EventDesign }> => ({
      data: await design.save(request.user!, request.params.eventId, request.body),
    }),
  );
}
