import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ERROR_CODES, clientSocketMessageSchema, userCalls, type ClientSocketMessage, type ServerSocketMessage } from '@aula/shared';
import { DomainError } from '../../http/domain-error';
import { route } from '../../http/route';
import { registerTicketedSocket, type OwnMessage } from '../ticketed-sockets/socket-route';
import type { Connection } from './hub';

const connectionIdPattern = /^[0-9a-f-]{36}$/;

/** POST /api/socketTicket and the WebSocket /api/ws (docs/rules/calls.md#live-socket). */
export async function realtimeRoutes(app: FastifyInstance): Promise<void> {
  const { sessions } = app.services;

  route(app, userCalls.socketTicket, { auth: 'user', config: { leavesSessionsAsTheyAre: true } }, async (request, reply) => {
    const issued = await sessions.issueSocketTicket(request.user);
    if ('ticket' in issued) return issued;
    void reply.header('Retry-After', String(issued.retryAfterSeconds));
    throw new DomainError(429, ERROR_CODES.rateLimited, 'rate_limited', undefined, {
      minutes: Math.ceil(issued.retryAfterSeconds / 60),
    });
  });

  registerTicketedSocket(app, {
    path: '/ws',
    parse: (data) => clientSocketMessageSchema.safeParse(data).data ?? null,
    consumeTicket: (ticket) => sessions.consumeSocketTicket(ticket),
    join: (owner, socket) => {
      const connection: Connection = { socket, ...owner };
      return { connection, remove: app.sockets.add(connection) };
    },
    greeting: (): ServerSocketMessage => ({ action: 'authenticated', at: app.now().toISOString() }),
    hub: app.sockets,
    subscriber: ({ userId, companyId }) => ({ kind: 'organiser', userId, companyId }),
    handle: (_connection, message: OwnMessage<ClientSocketMessage>, send) => {
      const kept = message.connectionId && connectionIdPattern.test(message.connectionId) ? message.connectionId : null;
      send({ action: 'connectionId', connectionId: kept ?? crypto.randomUUID() });
    },
  });
}
