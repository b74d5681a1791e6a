import type { z } from 'zod';

/** A kind of background job: its name in the table and the shape of its payload. */
export type JobDefinition<P> = { name: string; payload: z.ZodType<P>; maxAttempts: number };

/** Declares a job kind; the payload is checked again when a worker picks the job up. */
export function defineJob<P>(name: string, payload: z.ZodType<P>, options: { maxAttempts?: number } = {}): JobDefinition<P> {
  return { name, payload, maxAttempts: options.maxAttempts ?? 8 };
}

/** Seconds before retry number `attempt` (1, 2, …): 10 s, 40 s, 160 s, … at most an hour. */
export function retryDelayMs(attempt: number): number {
  return Math.min(3600_000, 10_000 * 4 ** Math.max(0, attempt - 1));
}
