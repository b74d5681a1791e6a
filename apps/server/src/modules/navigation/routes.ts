import type { FastifyInstance } from 'fastify';
import { navigationPathSchema, saveNavigationBodySchema, type EventNavigation } from '@aula/shared';
import { requireUser } from '../../plugins/auth';
import type { ZodTypeProvider } from '../../plugins/zod-validation';

/** GET and POST /api/navigation/{eventId}: the attendee menu. */
export async function navigationRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { navigation } = app.services;
  const signedIn = { onRequest: requireUser };
  const byEvent = { ...signedIn, schema: { params: navigationPathSchema } };

  api.get('/navigation/:eventId', byEvent, async (request): Promise<{ data: EventNavigation }> => ({
    data: await navigation.get(request.user!, request.params.eventId),
  }));

  api.post(
    '/navigation/:eventId',
    { ...signedIn, schema: { params: navigationPathSchema, body: saveNavigationBodySchema } },
    async (request): Promise<{ data: EventNavigation }> => ({
      data: await navigation.save(request.user!, request.params.eventId, request.body),
    }),
  );
}
