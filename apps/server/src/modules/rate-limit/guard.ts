import type { FastifyReply } from 'fastify';
import { ERROR_CODES } from '@aula/shared';
import { DomainError } from '../../http/domain-error';
import type { RateLimitBucket, RateLimitService, RateLimitVerdict } from './service';

/** The 429 envelope, whose message says how many minutes to wait. */
export function tooManyRequests(retryAfterSeconds: number): DomainError {
  return new DomainError(429, ERROR_CODES.rateLimited, 'rate_limited', undefined, { minutes: Math.ceil(retryAfterSeconds / 60) });
}

/** Sets Retry-After and throws the 429 envelope. */
export function refuse(reply: FastifyReply, verdict: Extract<RateLimitVerdict, { allowed: false }>): never {
  void reply.header('Retry-After', String(verdict.retryAfterSeconds));
  throw tooManyRequests(verdict.retryAfterSeconds);
}

/**
 * Counts a request against its buckets; over a limit it sets Retry-After and throws the 429
 * envelope, whose message tells the user how many minutes to wait.
 */
export async function enforceRateLimits(
  service: RateLimitService,
  reply: FastifyReply,
  buckets: RateLimitBucket[],
): Promise<void> {
  const verdict = await service.consume(buckets);
  if (!verdict.allowed) refuse(reply, verdict);
}
