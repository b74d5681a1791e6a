import crypto from 'node:crypto';
import type { RealtimeRepository } from './repository';

/** Seconds a socket ticket stays valid: long enough to open a socket, too short to be worth stealing. */
export const SOCKET_TICKET_TTL_SECONDS = 30;

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');

/**
 * Socket authentication without the access token in a URL: an authenticated call gets a one-time
 * ticket, and the socket's first message presents it.
 */
export function createRealtimeService(repository: RealtimeRepository, now: () => Date) {
  return {
    async issueTicket(userId: number): Promise<{ ticket: string; expires_in: number }> {
      const ticket = crypto.randomBytes(32).toString('base64url');
      const expiresAt = new Date(now().getTime() + SOCKET_TICKET_TTL_SECONDS * 1000);
      await repository.insertTicket(userId, sha256(ticket), expiresAt);
      return { ticket, expires_in: SOCKET_TICKET_TTL_SECONDS };
    },

    /** The owner of a ticket, which is spent by this call; null when it is not valid. */
    consumeTicket: (ticket: string) => repository.consumeTicket(sha256(ticket), now()),
  };
}

export type RealtimeService = ReturnType<typeof createRealtimeService>;
