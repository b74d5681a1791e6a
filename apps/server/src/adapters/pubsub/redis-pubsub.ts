import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import { withinTime } from '../../http/within-time';
import type { PubSub } from './pubsub';

type Handler = (message: unknown) => void;

/** Where connection trouble is reported. */
export type PubSubLog = Pick<FastifyBaseLogger, 'warn' | 'error'>;

/**
 * Fan-out through Redis so every instance sees every message: one connection publishes, one
 * subscribes (a subscribed Redis connection can do nothing else). Messages travel as JSON.
 * ioredis reconnects by itself and subscribes again to the channels it had; a message published
 * while an instance is disconnected is lost to it, as Redis pub/sub keeps nothing.
 */
export function createRedisPubSub(url: string, log: PubSubLog, options: { name?: string; channelPrefix?: string } = {}): PubSub {
  // Named connections are easy to tell apart in `CLIENT LIST` on a shared Redis.
  const name = options.name ?? 'aula';
  // Redis pub/sub channels are global to the server (database numbers do not separate them).
  const prefix = options.channelPrefix ?? 'aula:';
  const publisher = new Redis(url, { lazyConnect: true, connectionName: `${name}-publisher` });
  const subscriber = new Redis(url, { lazyConnect: true, connectionName: `${name}-subscriber` });
  const handlers = new Map<string, Set<Handler>>();
  const gapHandlers = new Set<() => void>();
  const pending = new Set<Promise<unknown>>();
  let closed = false;

  for (const [role, connection] of [['publisher', publisher], ['subscriber', subscriber]] as const) {
    // Without a listener ioredis would print every failed reconnect attempt; one line each is enough.
    connection.on('error', (error: Error) => log.warn({ err: error, role }, 'redis pub/sub connection error'));
  }

  // Messages published while the subscriber is away are lost to it: on losing the connection, and
  // again once it is back and subscribed (anything published in between is gone), say so.
  let wasReady = false;
  const reportGap = () => {
    for (const handler of gapHandlers) handler();
  };
  subscriber.on('close', () => {
    if (wasReady) reportGap();
  });
  subscriber.on('ready', () => {
    if (wasReady) reportGap();
    wasReady = true;
  });

  subscriber.on('message', (redisChannel: string, text: string) => {
    const channel = redisChannel.slice(prefix.length);
    const listeners = handlers.get(channel);
    if (!listeners) return;
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch {
      log.warn({ channel }, 'redis pub/sub message is not JSON');
      return;
    }
    for (const handler of listeners) handler(message);
  });

  /** Keeps a subscription change in flight so ready() can wait for it. */
  const track = (command: Promise<unknown>) => {
    const tracked = command.catch((error: Error) => log.error({ err: error }, 'redis subscription failed'));
    pending.add(tracked);
    void tracked.finally(() => pending.delete(tracked));
  };

  // A wrong REDIS_URL or an unreachable server makes ready() fail, so start-up stops with the reason.
  // The URL stays out of the message: it may carry a password.
  const connected = Promise.all([publisher.connect(), subscriber.connect()]).catch((error: Error) => {
    throw new Error(`Cannot reach Redis (REDIS_URL): ${error.message}`);
  });
  pending.add(connected);
  void connected.then(
    () => pending.delete(connected),
    () => {},
  );

  return {
    publish: async (channel, message) => {
      await publisher.publish(prefix + channel, JSON.stringify(message));
    },
    subscribe: (channel, handler) => {
      let listeners = handlers.get(channel);
      if (!listeners) {
        listeners = new Set();
        handlers.set(channel, listeners);
        track(subscriber.subscribe(prefix + channel));
      }
      listeners.add(handler);
      return () => {
        const current = handlers.get(channel);
        if (!current?.delete(handler) || current.size > 0) return;
        handlers.delete(channel);
        if (!closed) track(subscriber.unsubscribe(prefix + channel));
      };
    },
    ready: async () => {
      while (pending.size > 0) await Promise.all(pending);
    },
    isDelivering: () => subscriber.status === 'ready',
    // Both connections must be up: the subscriber to hear other instances, the publisher to reach them.
    ping: async (timeoutMs) => {
      if (subscriber.status !== 'ready') return false;
      const answered = publisher.ping().then(
        (answer) => answer === 'PONG',
        () => false,
      );
      return withinTime(answered, timeoutMs, false);
    },
    // A key that expires by itself: the only thing this adapter keeps in Redis, for at most ttlMs.
    // Unanswered within ttlMs (Redis away: ioredis holds the command until it is back) counts as granted.
    claim: (key, ttlMs) => {
      const set = publisher.set(`${prefix}claim:${key}`, '1', 'PX', ttlMs, 'NX').then(
        (answer) => answer === 'OK',
        () => true,
      );
      return withinTime(set, ttlMs, true);
    },
    onGap: (handler) => {
      gapHandlers.add(handler);
      return () => gapHandlers.delete(handler);
    },
    close: async () => {
      closed = true;
      handlers.clear();
      gapHandlers.clear();
      // QUIT waits for the commands ioredis holds while Redis is away, which may never go out.
      const end = (connection: Redis) => (connection.status === 'ready' ? connection.quit() : Promise.resolve(connection.disconnect()));
      await Promise.allSettled([end(publisher), end(subscriber)]);
    },
  };
}
