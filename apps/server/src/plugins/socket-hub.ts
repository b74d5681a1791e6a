import type { FastifyInstance } from 'fastify';
import websocket from '@fastify/websocket';
import { createInProcessPubSub } from '../adapters/pubsub/pubsub';
import { createSocketHub, type SocketHub } from '../modules/realtime/hub';

declare module 'fastify' {
  interface FastifyInstance {
    /** Pushes messages to browsers over /api/ws, across server instances. */
    sockets: SocketHub;
  }
}

/** WebSocket support and the hub every module can push through; the realtime module adds the routes. */
export async function registerSocketHub(app: FastifyInstance): Promise<void> {
  const pubsub = createInProcessPubSub();
  const hub = createSocketHub(pubsub);
  app.decorate('sockets', hub);
  app.addHook('onClose', async () => {
    hub.close();
    await pubsub.close();
  });
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
}
