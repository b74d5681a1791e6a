import type { WebSocket } from 'ws';
import type { ServerSocketMessage } from '@aula/shared';
import type { PubSub } from '../../adapters/pubsub/pubsub';
import { closeSocket, type SocketCloseCause } from '../ticketed-sockets/socket-close';
import { SESSION_ENDS_CHANNEL, type SessionEnd } from './session-ends';
import { REALTIME_CHANNEL, createSocketPush, type SocketEnvelope } from './socket-push';
import { createTopicSubscriptions } from './topic-subscriptions';
import { TOPICS_CHANNEL, type TopicEnvelope } from './topics';

/** Open sockets one user may keep on one instance; a new one beyond this drops the oldest. */
export const MAX_SOCKETS_PER_USER = 20;
/** How often each hub asks the database whether its sockets' sessions still hold. */
export const SESSION_CHECK_INTERVAL_MS = 60_000;

/** An authenticated socket and the session (access token) it was opened with. */
export type Connection = { socket: WebSocket; userId: number; companyId: number; tokenId: number };

type HubDeps = {
  pubsub: PubSub;
  /** Which of these access tokens still open a session. */
  liveTokenIds: (tokenIds: number[]) => Promise<number[]>;
  onCheckFailed: (error: unknown) => void;
};

/**
 * Knows this instance's authenticated sockets and delivers messages published by any instance
 * (through the pub/sub adapter) to the sockets they are meant for. A session that ends anywhere
 * closes its sockets here: at once through the pub/sub, and at the latest at the next periodic
 * check, which also catches expiry and an account made inactive outside the server.
 */
export function createSocketHub({ pubsub, liveTokenIds, onCheckFailed }: HubDeps) {
  // A Set keeps insertion order: per user, the first match is the oldest socket.
  const connections = new Set<Connection>();
  const topics = createTopicSubscriptions<Connection>();

  const forget = (connection: Connection) => {
    connections.delete(connection);
    topics.removeAll(connection);
  };

  const drop = (connection: Connection, cause: SocketCloseCause) => {
    forget(connection);
    closeSocket(connection.socket, cause);
  };

  const deliverHere = ({ target, message }: SocketEnvelope) => {
    const text = JSON.stringify(message);
    for (const connection of connections) {
      const matches = 'userId' in target ? connection.userId === target.userId : connection.companyId === target.companyId;
      if (matches && connection.socket.readyState === connection.socket.OPEN) connection.socket.send(text);
    }
  };
  const deliver = (payload: unknown) => deliverHere(payload as SocketEnvelope);

  const endSessions = (payload: unknown) => {
    const end = payload as SessionEnd;
    const ended = 'userId' in end ? (c: Connection) => c.userId === end.userId : (c: Connection) => end.tokenIds.includes(c.tokenId);
    for (const connection of [...connections]) if (ended(connection)) drop(connection, 'unauthorized');
  };

  async function checkSessions(): Promise<void> {
    const tokenIds = [...new Set([...connections].map((c) => c.tokenId))];
    if (tokenIds.length === 0) return;
    const live = new Set(await liveTokenIds(tokenIds));
    for (const connection of [...connections]) {
      if (!live.has(connection.tokenId)) drop(connection, 'unauthorized');
    }
  }

  const deliverTopic = (payload: unknown) => {
    const { topic, event, data } = payload as TopicEnvelope;
    topics.deliver(topic, JSON.stringify({ action: 'topic', topic, event, data } satisfies ServerSocketMessage));
  };

  const unsubscribers = [
    pubsub.subscribe(REALTIME_CHANNEL, deliver),
    pubsub.subscribe(SESSION_ENDS_CHANNEL, endSessions),
    pubsub.subscribe(TOPICS_CHANNEL, deliverTopic),
    pubsub.onGap(() => topics.announceAgain()),
  ];
  const checkTimer = setInterval(() => void checkSessions().catch(onCheckFailed), SESSION_CHECK_INTERVAL_MS);
  checkTimer.unref();

  return {
    /** Adds an authenticated socket, dropping the user's oldest beyond the cap; returns its removal. */
    add(connection: Connection): () => void {
      connections.add(connection);
      const mine = [...connections].filter((c) => c.userId === connection.userId);
      for (const oldest of mine.slice(0, Math.max(0, mine.length - MAX_SOCKETS_PER_USER))) {
        drop(oldest, 'tooManySockets');
      }
      return () => forget(connection);
    },
    /** The socket follows a topic (docs/rules/communications.md#live-updates) while it is open; false when it follows too many already. */
    subscribe: (connection: Connection, topic: string) => connections.has(connection) && topics.subscribe(connection, topic),
    unsubscribe: (connection: Connection, topic: string) => topics.unsubscribe(connection, topic),
    follows: (connection: Connection, topic: string) => topics.follows(connection, topic),
    /** How many of this instance's sockets follow a topic. */
    followers: (topic: string) => topics.followers(topic),
    ...createSocketPush(pubsub),
    /**
     * Sends a message to the company's sockets on this instance only: for what every instance
     * works out by itself (the attendees' online state), so each browser gets it once.
     */
    sendToCompanyHere: (companyId: number, message: ServerSocketMessage) => deliverHere({ target: { companyId }, message }),
    /** Whether a user of the company has a socket on this instance (so something is worth sending here). */
    hasCompanyHere(companyId: number): boolean {
      for (const connection of connections) if (connection.companyId === companyId) return true;
      return false;
    },
    /** Closes the sockets whose session has ended; runs every SESSION_CHECK_INTERVAL_MS. */
    checkSessions,
    get size() {
      return connections.size;
    },
    close(): void {
      clearInterval(checkTimer);
      for (const unsubscribe of unsubscribers) unsubscribe();
      for (const { socket } of connections) closeSocket(socket, 'shuttingDown');
      connections.clear();
    },
  };
}

export type SocketHub = ReturnType<typeof createSocketHub>;
