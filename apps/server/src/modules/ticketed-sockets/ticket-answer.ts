import type { FastifyReply } from 'fastify';
import { ERROR_CODES } from '@aula/shared';
import { DomainError } from '../../http/domain-error';
import type { SocketTicketResult } from '../auth/service';

/**
 * The answer to a socket ticket request, the same for the console's and the venue's: the ticket,
 * or 429 with how long to wait when the account asked for too many in the last minute.
 */
export function ticketAnswer(issued: SocketTicketResult, reply: FastifyReply): { ticket: string; expires_in: number } {
  if ('ticket' in issued) return issued;
  void reply.header('Retry-After', String(issued.retryAfterSeconds));
  throw new DomainError(429, ERROR_CODES.rateLimited, 'rate_limited', undefined, { minutes: Math.ceil(issued.retryAfterSeconds / 60) });
}
