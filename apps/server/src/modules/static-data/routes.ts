import type { FastifyInstance } from 'fastify';
import { eventIdParamSchema } from '@aula/shared';
import { notFound } from '../../http/domain-error';
import { requireUser } from '../../plugins/auth';
import type { ZodTypeProvider } from '../../plugins/zod-validation';
import { staticDataFor } from './service';

/** GET /api/getStaticData and /api/getStaticData/{eventId} (0 = no event). */
export async function staticDataRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get('/getStaticData', { preHandler: requireUser }, async () => ({ data: staticDataFor() }));
  api.get(
    '/getStaticData/:eventId',
    { preHandler: requireUser, schema: { params: eventIdParamSchema } },
    async (request) => {
      // No event exists before the events issue, so only 0 (no event) can name one the caller owns.
      if (request.params.eventId !== 0) throw notFound();
      return { data: staticDataFor() };
    },
  );
}
