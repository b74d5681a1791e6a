import type { WebSocket } from 'ws';
import type { ServerSocketMessage } from '@aula/shared';
import type { PubSub } from '../../adapters/pubsub/pubsub';

const CHANNEL = 'realtime';

type Target = { userId: number } | { companyId: number };
type Envelope = { target: Target; message: ServerSocketMessage };
type Connection = { socket: WebSocket; userId: number; companyId: number };

/**
 * Knows this instance's authenticated sockets and delivers messages published by any instance
 * (through the pub/sub adapter) to the sockets they are meant for.
 */
export function createSocketHub(pubsub: PubSub) {
  const connections = new Set<Connection>();

  const deliver = (payload: unknown) => {
    const { target, message } = payload as Envelope;
    const text = JSON.stringify(message);
    for (const connection of connections) {
      const matches = 'userId' in target ? connection.userId === target.userId : connection.companyId === target.companyId;
      if (matches && connection.socket.readyState === connection.socket.OPEN) connection.socket.send(text);
    }
  };
  const unsubscribe = pubsub.subscribe(CHANNEL, deliver);

  return {
    add(connection: Connection): () => void {
      connections.add(connection);
      return () => connections.delete(connection);
    },
    /** Sends a message to every socket of one user, on whichever instance it is connected. */
    sendToUser: (userId: number, message: ServerSocketMessage) =>
      pubsub.publish(CHANNEL, { target: { userId }, message } satisfies Envelope),
    /** Sends a message to every socket of a company's users. */
    sendToCompany: (companyId: number, message: ServerSocketMessage) =>
      pubsub.publish(CHANNEL, { target: { companyId }, message } satisfies Envelope),
    get size() {
      return connections.size;
    },
    close(): void {
      unsubscribe();
      for (const { socket } of connections) socket.close(1001, 'server shutting down');
      connections.clear();
    },
  };
}

export type SocketHub = ReturnType<typeof createSocketHub>;
