import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { ERROR_CODES, clientSocketMessageSchema, userCalls, type ServerSocketMessage } from '@aula/shared';
import { DomainError, forbidden } from '../../http/domain-error';
import { route } from '../../http/route';
import { CLOSE_UNAUTHORIZED, type Connection } from './hub';
import { isAllowedSocketOrigin } from './policy';

/** A socket that has not authenticated by then is closed. */
const AUTH_TIMEOUT_MS = 5_000;
/** Twice the client's ping interval and then some: a socket silent this long is gone. */
const IDLE_TIMEOUT_MS = 60_000;
const connectionIdPattern = /^[0-9a-f-]{36}$/;

/** POST /api/socketTicket and the WebSocket /api/ws (docs/rules/calls.md#live-socket). */
export async function realtimeRoutes(app: FastifyInstance): Promise<void> {
  const { sessions, topicAccess } = app.services;

  route(app, userCalls.socketTicket, { auth: 'user', config: { leavesSessionsAsTheyAre: true } }, async (request, reply) => {
    const issued = await sessions.issueSocketTicket(request.user);
    if ('ticket' in issued) return issued;
    void reply.header('Retry-After', String(issued.retryAfterSeconds));
    throw new DomainError(429, ERROR_CODES.rateLimited, 'rate_limited', undefined, {
      minutes: Math.ceil(issued.retryAfterSeconds / 60),
    });
  });

  app.get(
    '/ws',
    {
      websocket: true,
      onRequest: async (request) => {
        if (!isAllowedSocketOrigin(request.headers.origin, request.headers.host, app.config.publicUrl)) throw forbidden();
      },
    },
    (socket: WebSocket) => {
      const send = (message: ServerSocketMessage) => socket.send(JSON.stringify(message));
      let connection: Connection | null = null;
      let removeFromHub: (() => void) | null = null;
      const authTimer = setTimeout(() => socket.close(CLOSE_UNAUTHORIZED, 'unauthorized'), AUTH_TIMEOUT_MS);
      let idleTimer = setTimeout(() => socket.terminate(), IDLE_TIMEOUT_MS);

      socket.on('message', async (raw) => {
        clearTimeout(idleTimer);
        idleTimer = setTimeout(() => socket.terminate(), IDLE_TIMEOUT_MS);
        let parsed: unknown;
        try {
          parsed = JSON.parse(raw.toString());
        } catch {
          return;
        }
        const result = clientSocketMessageSchema.safeParse(parsed);
        if (!result.success) return;
        const message = result.data;
        if (message.action === 'auth') {
          if (removeFromHub) return;
          const owner = await sessions.consumeSocketTicket(message.ticket);
          if (!owner) return socket.close(CLOSE_UNAUTHORIZED, 'unauthorized');
          // Closed while the ticket was checked: adding it now would leave it in the hub for good.
          if (socket.readyState !== socket.OPEN) return;
          clearTimeout(authTimer);
          connection = { socket, ...owner };
          removeFromHub = app.sockets.add(connection);
          return send({ action: 'authenticated', at: app.now().toISOString() });
        }
        if (!connection) return socket.close(CLOSE_UNAUTHORIZED, 'unauthorized');
        if (message.action === 'ping') return send({ action: 'pong' });
        if (message.action === 'unsubscribe') return app.sockets.unsubscribe(connection, message.topic);
        if (message.action === 'subscribe') {
          const { userId, companyId } = connection;
          const allowed = await topicAccess.allows({ kind: 'organiser', userId, companyId }, message.topic);
          const subscribed = allowed && app.sockets.subscribe(connection, message.topic);
          return send({ action: subscribed ? 'subscribed' : 'subscribeRefused', topic: message.topic });
        }
        const kept = message.connectionId && connectionIdPattern.test(message.connectionId) ? message.connectionId : null;
        send({ action: 'connectionId', connectionId: kept ?? crypto.randomUUID() });
      });

      socket.on('close', () => {
        clearTimeout(authTimer);
        clearTimeout(idleTimer);
        removeFromHub?.();
      });
    },
  );
}
