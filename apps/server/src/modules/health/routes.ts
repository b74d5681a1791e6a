import type { FastifyInstance } from 'fastify';
import { APP_VERSION, healthCall, readyCall, type Health, type Readiness } from '@aula/shared';
import { route } from '../../http/route';
import { withinTime } from '../../http/within-time';

/** How long readiness waits for the database or the broker before calling it down. */
const READY_TIMEOUT_MS = 2_000;

/**
 * GET /api/health (liveness: the process answers, whatever its database does) and GET /api/ready
 * (readiness: the database and the pub/sub broker answer), for load balancers and operators
 * (docs/rules/operations.md#health-and-readiness).
 */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  /** The database's answer to a ping within the time-out, and how long it took. */
  const pingDatabase = async (): Promise<{ up: boolean; latencyMs: number }> => {
    const started = performance.now();
    const answered = app.database.ping().then(
      () => true,
      (error: unknown) => {
        app.log.error({ err: error }, 'database ping failed');
        return false;
      },
    );
    const up = await withinTime(answered, READY_TIMEOUT_MS, false);
    return { up, latencyMs: Math.round(performance.now() - started) };
  };

  route(app, healthCall, {}, async () => {
    const { up, latencyMs } = await pingDatabase();
    const database = { kind: app.database.kind, ...(up ? { status: 'up' as const, latencyMs } : { status: 'down' as const }) };
    const health: Health = { status: up ? 'ok' : 'degraded', version: APP_VERSION, database };
    return health;
  });

  route(app, readyCall, {}, async (_request, reply) => {
    const [database, pubsub] = await Promise.all([pingDatabase(), app.adapters.pubsub.ping(READY_TIMEOUT_MS)]);
    const ready = database.up && pubsub;
    const readiness: Readiness = {
      status: ready ? 'ready' : 'not_ready',
      database: { kind: app.database.kind, status: database.up ? 'up' : 'down' },
      pubsub: { kind: app.config.redisUrl ? 'redis' : 'in-process', status: pubsub ? 'up' : 'down' },
    };
    return ready ? readiness : reply.status(503).send({ data: readiness });
  });
}
