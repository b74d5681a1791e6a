import { z } from 'zod';

/** GET /api/health: the process and its database, for load balancers and operators. */
export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  database: z.object({ kind: z.enum(['pglite', 'postgres']), status: z.enum(['up', 'down']), latencyMs: z.number().optional() }),
});
export type Health = z.infer<typeof healthSchema>;
