import { z } from 'zod';

/**
 * GET /api/health, liveness: answered while the process serves requests, with the database's state
 * (`degraded` while it is down); GET /api/ready says whether to send this instance traffic.
 */
export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  database: z.object({ kind: z.enum(['pglite', 'postgres']), status: z.enum(['up', 'down']), latencyMs: z.number().optional() }),
});
export type Health = z.infer<typeof healthSchema>;

/**
 * GET /api/ready, readiness (docs/rules/operations.md#health-and-readiness): 200 when the database
 * and the pub/sub broker answer, 503 otherwise.
 */
export const readinessSchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  database: z.object({ kind: z.enum(['pglite', 'postgres']), status: z.enum(['up', 'down']) }),
  pubsub: z.object({ kind: z.enum(['in-process', 'redis']), status: z.enum(['up', 'down']) }),
});
export type Readiness = z.infer<typeof readinessSchema>;
