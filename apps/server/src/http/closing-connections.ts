import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** How long requests under way may take once the app starts closing; then their connections are cut. */
export const CLOSING_GRACE_MS = 4_000;

/**
 * While the app closes, nothing keeps it from exiting (docs/rules/operations.md#stopping-an-instance).
 * Closing reaps the connections idle at that moment; one that was carrying a request (nginx keeps
 * its connections to an instance open) would otherwise stay open after its answer until its
 * keep-alive time ran out, so every answer now closes its connection. A connection still open
 * `graceMs` after closing began is cut, so a stop cannot hang on a client.
 *
 * A WebSocket upgrade that arrives while the app closes (it still listens while its sockets are
 * asked to come back elsewhere) is refused with 503 by the router, but an upgraded connection is no longer the HTTP
 * server's to end: it stayed open, half-closed by nginx, until the cut, and made most stops in the
 * rolling-restart bench last the whole grace. It is ended once the refusal is written.
 */
export function registerClosingConnections(app: FastifyInstance, { graceMs = CLOSING_GRACE_MS } = {}): void {
  let closing = false;
  const open = new Set<Socket>();
  app.server.on('connection', (socket: Socket) => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
  });
  app.server.on('upgrade', (_request, socket: Socket) => {
    // The router answers synchronously after this listener; ending on the next turn sends its answer first.
    if (closing) setImmediate(() => socket.end());
  });
  app.addHook('preClose', async () => {
    closing = true;
    // The app's own close, later, waits for the connections still open to end.
    app.server.close();
    const cut = setTimeout(() => {
      for (const socket of open) socket.destroy();
    }, graceMs);
    cut.unref();
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    return payload;
  });
}
