import type { FastifyInstance } from 'fastify';
import websocket from '@fastify/websocket';
import { createSocketHub, type SocketHub } from '../modules/realtime/hub';
import { closeSocket } from '../modules/ticketed-sockets/socket-close';

declare module 'fastify' {
  interface FastifyInstance {
    /** Pushes messages to browsers over /api/ws, across server instances. */
    sockets: SocketHub;
  }
}

/**
 * WebSocket support and the hub every module can push through; the realtime module adds the
 * routes. The hub uses the app's pub/sub adapter (Redis or in-process), which it closes last.
 */
export async function registerSocketHub(app: FastifyInstance): Promise<void> {
  const { pubsub } = app.adapters;
  const hub = createSocketHub({
    pubsub,
    liveTokenIds: (tokenIds) => app.services.sessions.liveTokenIds(tokenIds),
    onCheckFailed: (error) => app.log.error({ err: error }, 'socket session check failed'),
  });
  app.decorate('sockets', hub);
  // Start-up waits until this instance hears what others publish (a wrong REDIS_URL stops it here).
  app.addHook('onReady', () => pubsub.ready());
  app.addHook('onClose', async () => {
    hub.close();
    await pubsub.close();
  });
  await app.register(websocket, {
    options: { maxPayload: 64 * 1024 },
    // On stopping, before anything else closes: every socket is asked to come back now, which the
    // browser does at once, to another instance (docs/rules/operations.md#stopping-an-instance).
    preClose(done) {
      for (const client of this.websocketServer.clients) closeSocket(client, 'shuttingDown');
      this.websocketServer.close();
      done();
    },
  });
}
