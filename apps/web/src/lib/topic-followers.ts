/** What a screen hears about a topic it follows (docs/rules/communications.md#live-updates). */
export type TopicListener = {
  /**
   * The subscription is active, after the first subscribe and again after every reconnect: changes
   * from now on arrive by `onChange`, so this is when to ask for what changed after the last seen `seq`.
   */
  onSubscribed?: () => void;
  /** The server refused the topic (another event, a moderators' topic, …). */
  onRefused?: () => void;
  onChange: (event: string, data: unknown) => void;
};

type TopicRequest = { action: 'subscribe' | 'unsubscribe'; topic: string };
type TopicAnswer =
  | { action: 'subscribed'; topic: string }
  | { action: 'subscribeRefused'; topic: string }
  | { action: 'topic'; topic: string; event: string; data: unknown };

/**
 * The topics a tab follows on its one socket, the console's or the venue's: it subscribes when the
 * first listener of a topic arrives, unsubscribes when the last leaves, subscribes to all of them
 * again whenever the socket is (re)authenticated, and hands each answer to the topic's listeners.
 */
export class TopicFollowers {
  private readonly listeners = new Map<string, Set<TopicListener>>();
  private send: ((request: TopicRequest) => void) | null = null;

  /** Follows a topic until the returned function is called. */
  follow(topic: string, listener: TopicListener): () => void {
    let mine = this.listeners.get(topic);
    if (!mine) {
      mine = new Set();
      this.listeners.set(topic, mine);
      this.send?.({ action: 'subscribe', topic });
    }
    mine.add(listener);
    return () => {
      const current = this.listeners.get(topic);
      if (!current?.delete(listener) || current.size > 0) return;
      this.listeners.delete(topic);
      this.send?.({ action: 'unsubscribe', topic });
    };
  }

  /** The socket is authenticated: subscribe to everything followed, through `send` from now on. */
  connected(send: (request: TopicRequest) => void): void {
    this.send = send;
    for (const topic of this.listeners.keys()) send({ action: 'subscribe', topic });
  }

  /** The socket is gone; subscriptions are made again on the next `connected`. */
  disconnected(): void {
    this.send = null;
  }

  /** Hands a topic answer to its listeners; false for any other message. */
  receive(message: { action: string }): boolean {
    if (message.action !== 'subscribed' && message.action !== 'subscribeRefused' && message.action !== 'topic') return false;
    const answer = message as TopicAnswer;
    for (const listener of [...(this.listeners.get(answer.topic) ?? [])]) {
      if (answer.action === 'subscribed') listener.onSubscribed?.();
      else if (answer.action === 'subscribeRefused') listener.onRefused?.();
      else listener.onChange(answer.event, answer.data);
    }
    return true;
  }
}
