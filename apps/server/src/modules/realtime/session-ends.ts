import type { FastifyBaseLogger } from 'fastify';
import type { PubSub } from '../../adapters/pubsub/pubsub';

export const SESSION_ENDS_CHANNEL = 'session-ends';

/** Whose sockets must close: those opened with some access tokens, or every socket of a user. */
export type SessionEnd = { tokenIds: number[] } | { userId: number };

/**
 * Tells this instance at once (its session cache), then every instance's socket hub and session
 * cache, that sessions ended (sign-out, refresh, password reset …).
 */
export type SessionEnds = { announce(end: SessionEnd): Promise<void> };

/**
 * Announces through the pub/sub adapter. A failed publish is logged, not thrown: the session is
 * already revoked in the database, and each hub's periodic session check closes what it missed.
 */
export function createSessionEnds(pubsub: PubSub, log: FastifyBaseLogger, endedHere: (end: SessionEnd) => void): SessionEnds {
  return {
    async announce(end) {
      endedHere(end);
      try {
        await pubsub.publish(SESSION_ENDS_CHANNEL, end);
      } catch (error) {
        log.error({ err: error, end }, 'could not announce ended sessions to the socket hubs');
      }
    },
  };
}
