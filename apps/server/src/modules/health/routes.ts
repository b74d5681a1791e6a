import type { FastifyInstance } from 'fastify';
import { APP_VERSION } from '@aula/shared';

/** GET /api/health: process and database state, for load balancers and operators. */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/health', async (_request, reply) => {
    const started = performance.now();
    try {
      await app.database.ping();
      return { data: { status: 'ok', version: APP_VERSION, database: { kind: app.database.kind, status: 'up', latencyMs: Math.round(performance.now() - started) } } };
    } catch (error) {
      app.log.error({ err: error }, 'database ping failed');
      return reply.status(503).send({ data: { status: 'degraded', version: APP_VERSION, database: { kind: app.database.kind, status: 'down' } } });
    }
  });
}
