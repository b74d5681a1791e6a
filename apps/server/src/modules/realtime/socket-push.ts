import type { ServerSocketMessage } from '@aula/shared';
import type { PubSub } from '../../adapters/pubsub/pubsub';

/** The pub/sub channel on which every instance's hub hears the messages meant for its sockets. */
export const REALTIME_CHANNEL = 'realtime';

export type SocketTarget = { userId: number } | { companyId: number };
export type SocketEnvelope = { target: SocketTarget; message: ServerSocketMessage };

/**
 * The sending half of the socket hub: publishes a message for a user's or a company's sockets to
 * every instance, whose hub delivers it. Services built in the composition root (before the hub
 * exists) push through this, without knowing the hub.
 */
export function createSocketPush(pubsub: PubSub) {
  return {
    /** Sends a message to every socket of one user, on whichever instance it is connected. */
    sendToUser: (userId: number, message: ServerSocketMessage) =>
      pubsub.publish(REALTIME_CHANNEL, { target: { userId }, message } satisfies SocketEnvelope),
    /** Sends a message to every socket of a company's users. */
    sendToCompany: (companyId: number, message: ServerSocketMessage) =>
      pubsub.publish(REALTIME_CHANNEL, { target: { companyId }, message } satisfies SocketEnvelope),
  };
}

export type SocketPush = ReturnType<typeof createSocketPush>;
