import { EventEmitter } from 'node:events';

/** Fan-out of realtime messages between server instances. */
export interface PubSub {
  publish(channel: string, message: unknown): Promise<void>;
  /** Handlers run for messages published after the subscription is active (see ready()). */
  subscribe(channel: string, handler: (message: unknown) => void): () => void;
  /** Resolves once the connection is up and every subscription made so far is active. */
  ready(): Promise<void>;
  /**
   * False while messages published elsewhere may not reach this instance (Redis: the subscriber's
   * connection is down). Whoever caches on the strength of these messages must not trust the cache then.
   */
  isDelivering(): boolean;
  /** Whether the broker answers now, within `timeoutMs` (readiness: docs/rules/operations.md#health-and-readiness). */
  ping(timeoutMs: number): Promise<boolean>;
  /**
   * Claims `key` for `ttlMs` across all instances: true for the first to ask, false for the others
   * until it expires. For work one instance should do per interval (a poll's results push). When the
   * broker cannot be asked, true: the work is done twice rather than not at all.
   */
  claim(key: string, ttlMs: number): Promise<boolean>;
  /** Runs the handler whenever messages may have been lost to this instance (a dropped connection). */
  onGap(handler: () => void): () => void;
  close(): Promise<void>;
}

/** The embedded default: one process, so fan-out is an in-memory event emitter. */
export function createInProcessPubSub(): PubSub {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const claims = new Map<string, number>();
  return {
    publish: async (channel, message) => {
      emitter.emit(channel, message);
    },
    subscribe: (channel, handler) => {
      emitter.on(channel, handler);
      return () => emitter.off(channel, handler);
    },
    ready: async () => {},
    // One process: every message reaches every subscriber as it is published.
    isDelivering: () => true,
    ping: async () => true,
    claim: async (key, ttlMs) => {
      const now = performance.now();
      if ((claims.get(key) ?? -Infinity) > now) return false;
      // Expired claims are dropped as they are met, so the map holds about one per busy key.
      for (const [held, until] of claims) if (until <= now) claims.delete(held);
      claims.set(key, now + ttlMs);
      return true;
    },
    onGap: () => () => {},
    close: async () => {
      emitter.removeAllListeners();
    },
  };
}
