import type { FastifyInstance } from 'fastify';
import { eventIdParamSchema } from '@aula/shared';
import { requireUser } from '../../plugins/auth';
import type { ZodTypeProvider } from '../../plugins/zod-validation';
import { staticDataFor } from './service';

/** GET /api/getStaticData and /api/getStaticData/{eventId} (0 = no event). */
export async function staticDataRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { events, agenda } = app.services;
  api.get('/getStaticData', { preHandler: requireUser }, async (request) => ({ data: staticDataFor(await agenda.hostOptions(request.user!)) }));
  api.get(
    '/getStaticData/:eventId',
    { preHandler: requireUser, schema: { params: eventIdParamSchema } },
    async (request) => {
      // 0 names no event; any other id must be an event of the caller's company, else 404.
      if (request.params.eventId !== 0) await events.requireOwned(request.user!, request.params.eventId);
      return { data: staticDataFor(await agenda.hostOptions(request.user!)) };
    },
  );
}
