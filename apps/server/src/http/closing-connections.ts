import type { FastifyInstance } from 'fastify';

/**
 * While the app closes, every answer closes its connection (docs/rules/operations.md#stopping-an-instance).
 * Closing reaps the connections idle at that moment; one that was carrying a request (nginx keeps
 * its connections to an instance open) would otherwise stay open after its answer until its
 * keep-alive time ran out, and hold the instance's exit that long.
 */
export function registerClosingConnections(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    return payload;
  });
}
