import type { z } from 'zod';

/**
 * A kind of background job: its name in the table, the shape of its payload, and for work that is
 * done once for everything asked before it starts (a recount), the key under which a job enqueued
 * while another of the same kind and key has not started merges into that one
 * (docs/decisions/0119-jobs-merged-until-they-start.md).
 */
export type JobDefinition<P> = {
  name: string;
  payload: z.ZodType<P>;
  maxAttempts: number;
  // A method, so that (as with `payload`) a definition can stand where a wider payload is expected.
  dedupeKey?(payload: P): string;
};

/** Declares a job kind; the payload is checked again when a worker picks the job up. */
export function defineJob<P>(name: string, payload: z.ZodType<P>, options: { maxAttempts?: number; dedupeKey?: (payload: P) => string } = {}): JobDefinition<P> {
  return { name, payload, maxAttempts: options.maxAttempts ?? 8, dedupeKey: options.dedupeKey };
}

/** Seconds before retry number `attempt` (1, 2, …): 10 s, 40 s, 160 s, … at most an hour. */
export function retryDelayMs(attempt: number): number {
  return Math.min(3600_000, 10_000 * 4 ** Math.max(0, attempt - 1));
}
