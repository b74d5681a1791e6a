import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/** Compares without telling by its time how much of the token was right. */
function sameToken(given: string, expected: string): boolean {
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(expected).digest();
  return crypto.timingSafeEqual(a, b);
}

/**
 * GET /metrics for Prometheus (docs/rules/operations.md#metrics): only with `METRICS_TOKEN` set, and
 * only to a caller that sends it as a bearer token; without the setting the path does not exist.
 */
export async function metricsRoutes(app: FastifyInstance): Promise<void> {
  const token = app.config.metricsToken;
  if (!token) return;
  app.get('/metrics', async (request, reply) => {
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    if (!sameToken(given, token)) return reply.status(401).header('www-authenticate', 'Bearer').send();
    return reply.header('cache-control', 'no-store').type(app.metrics.contentType).send(await app.metrics.text());
  });
}
