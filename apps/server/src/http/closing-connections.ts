import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** How long requests under way may take once the app starts closing; then their connections are cut. */
export const CLOSING_GRACE_MS = 4_000;

/**
 * While the app closes, nothing keeps it from exiting (docs/rules/operations.md#stopping-an-instance).
 * Closing reaps the connections idle at that moment; one that was carrying a request (nginx keeps
 * its connections to an instance open) would otherwise stay open after its answer until its
 * keep-alive time ran out, so every answer now closes its connection. A connection still open
 * `graceMs` after closing began is cut: in the rolling-restart bench one connection now and then
 * outlived every answer and held the exit until it was forced after 10 s, with the job under way
 * not yet handed back.
 */
export function registerClosingConnections(app: FastifyInstance, { graceMs = CLOSING_GRACE_MS } = {}): void {
  let closing = false;
  const open = new Set<Socket>();
  app.server.on('connection', (socket: Socket) => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
  });
  app.addHook('preClose', async () => {
    closing = true;
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
