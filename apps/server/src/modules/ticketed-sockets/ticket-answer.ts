import type { FastifyReply } from 'fastify';
import type { SocketTicketResult } from '../auth/service';
import { tooManyRequests } from '../rate-limit/guard';

/**
 * The answer to a socket ticket request, the same for the console's and the venue's: the ticket,
 * or 429 with how long to wait when the account asked for too many in the last minute.
 */
export function ticketAnswer(issued: SocketTicketResult, reply: FastifyReply): { ticket: string; expires_in: number } {
  if ('ticket' in issued) return issued;
  void reply.header('Retry-After', String(issued.retryAfterSeconds));
  throw tooManyRequests(issued.retryAfterSeconds);
}
