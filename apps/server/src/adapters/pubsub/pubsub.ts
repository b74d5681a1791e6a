import { EventEmitter } from 'node:events';

/** Fan-out of realtime messages between server instances. */
export interface PubSub {
  publish(channel: string, message: unknown): Promise<void>;
  subscribe(channel: string, handler: (message: unknown) => void): () => void;
  close(): Promise<void>;
}

/** The embedded default: one process, so fan-out is an in-memory event emitter. */
export function createInProcessPubSub(): PubSub {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    publish: async (channel, message) => {
      emitter.emit(channel, message);
    },
    subscribe: (channel, handler) => {
      emitter.on(channel, handler);
      return () => emitter.off(channel, handler);
    },
    close: async () => {
      emitter.removeAllListeners();
    },
  };
}
