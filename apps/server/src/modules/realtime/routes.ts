import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { clientSocketMessageSchema, userCalls, type ClientSocketMessage, type ServerSocketMessage } from '@aula/shared';
import { route } from '../../http/route';
import { ticketAnswer } from '../ticketed-sockets/ticket-answer';
import { registerTicketedSocket, type OwnMessage } from '../ticketed-sockets/socket-route';
import type { Connection } from './hub';

const connectionIdPattern = /^[0-9a-f-]{36}$/;

/** POST /api/socketTicket and the WebSocket /api/ws (docs/rules/calls.md#live-socket). */
export async function realtimeRoutes(app: FastifyInstance): Promise<void> {
  const { sessions } = app.services;

  route(app, userCalls.socketTicket, { auth: 'user', config: { leavesSessionsAsTheyAre: true } }, async (request, reply) =>
    ticketAnswer(await sessions.issueSocketTicket(request.user), reply),
  );

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
