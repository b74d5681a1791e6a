import type { WebSocket } from 'ws';
import { MAX_TOPICS_PER_SOCKET } from '@aula/shared';

type Subscribing = { socket: WebSocket };

/**
 * Which of one hub's sockets follow which topic (docs/rules/communications.md#live-updates). A change is serialised once and sent
 * to every socket of its topic; a socket follows at most MAX_TOPICS_PER_SOCKET topics.
 */
export function createTopicSubscriptions<C extends Subscribing>() {
  const byTopic = new Map<string, Set<C>>();
  const byConnection = new Map<C, Set<string>>();

  return {
    /** Adds the subscription; false when the socket already follows as many topics as it may. */
    subscribe(connection: C, topic: string): boolean {
      const mine = byConnection.get(connection) ?? new Set<string>();
      if (!mine.has(topic) && mine.size >= MAX_TOPICS_PER_SOCKET) return false;
      mine.add(topic);
      byConnection.set(connection, mine);
      const followers = byTopic.get(topic) ?? new Set<C>();
      followers.add(connection);
      byTopic.set(topic, followers);
      return true;
    },

    unsubscribe(connection: C, topic: string): void {
      byConnection.get(connection)?.delete(topic);
      const followers = byTopic.get(topic);
      if (!followers?.delete(connection)) return;
      if (followers.size === 0) byTopic.delete(topic);
    },

    /** Ends the socket's subscriptions to the topics that match. */
    unsubscribeWhere(connection: C, matches: (topic: string) => boolean): void {
      for (const topic of [...(byConnection.get(connection) ?? [])]) if (matches(topic)) this.unsubscribe(connection, topic);
    },

    /** Forgets every subscription of a socket that closed. */
    removeAll(connection: C): void {
      for (const topic of byConnection.get(connection) ?? []) {
        const followers = byTopic.get(topic);
        followers?.delete(connection);
        if (followers?.size === 0) byTopic.delete(topic);
      }
      byConnection.delete(connection);
    },

    /** Whether the socket follows the topic already. */
    follows: (connection: C, topic: string) => byConnection.get(connection)?.has(topic) ?? false,

    /** Sends the text to every open socket following the topic. */
    deliver(topic: string, text: string): void {
      for (const { socket } of byTopic.get(topic) ?? []) {
        if (socket.readyState === socket.OPEN) socket.send(text);
      }
    },

    /**
     * Tells every socket again that each of its subscriptions is active. A browser catches up on
     * every `subscribed` (docs/rules/communications.md#live-updates), so after the pub/sub lost
     * messages (Redis away) every follower fetches what it missed instead of waiting for a reconnect.
     */
    announceAgain(): void {
      for (const [{ socket }, mine] of byConnection) {
        if (socket.readyState !== socket.OPEN) continue;
        for (const topic of mine) socket.send(JSON.stringify({ action: 'subscribed', topic }));
      }
    },

    /** The sockets following a topic here (for tests and benches). */
    followers(topic: string): number {
      return byTopic.get(topic)?.size ?? 0;
    },
  };
}

export type TopicSubscriptions<C extends Subscribing> = ReturnType<typeof createTopicSubscriptions<C>>;
