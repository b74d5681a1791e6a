import type { FastifyInstance } from 'fastify';
import { APP_VERSION, healthCall, type Health } from '@aula/shared';
import { route } from '../../http/route';

/** GET /api/health: process and database state, for load balancers and operators. */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  route(app, healthCall, {}, async (_request, reply) => {
    const started = performance.now();
    try {
      await app.database.ping();
      const health: Health = { status: 'ok', version: APP_VERSION, database: { kind: app.database.kind, status: 'up', latencyMs: Math.round(performance.now() - started) } };
      return health;
    } catch (error) {
      app.log.error({ err: error }, 'database ping failed');
      const health: Health = { status: 'degraded', version: APP_VERSION, database: { kind: app.database.kind, status: 'down' } };
      return reply.status(503).send({ data: health });
    }
  });
}
