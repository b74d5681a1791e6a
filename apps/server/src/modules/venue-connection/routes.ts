import type { FastifyInstance } from 'fastify';
import {
  venueCalls,
  venueClientSocketMessageSchema,
  type VenueClientSocketMessage,
  type VenueServerSocketMessage,
} from '@aula/shared';
import { route } from '../../http/route';
import { ticketAnswer } from '../ticketed-sockets/ticket-answer';
import { registerTicketedSocket, type OwnMessage } from '../ticketed-sockets/socket-route';

/**
 * The venue's live connection (POST /api/venue/socketTicket, WebSocket /api/venue/ws): the one
 * socket an attendee's tab keeps open, on which presence, rooms and live engagement travel. It
 * belongs to one attendee session and so to one event: it can only ever enter that event's rooms.
 */
export async function venueConnectionRoutes(app: FastifyInstance): Promise<void> {
  const { venueSocketTickets, rooms } = app.services;

  route(app, venueCalls.socketTicket, { auth: 'attendee' }, async (request, reply) =>
    ticketAnswer(await venueSocketTickets.issue(request.attendee), reply),
  );

  registerTicketedSocket(app, {
    path: '/venue/ws',
    parse: (data) => venueClientSocketMessageSchema.safeParse(data).data ?? null,
    consumeTicket: (ticket) => venueSocketTickets.consume(ticket),
    join: (session, socket) => app.venueSockets.add(session, socket),
    greeting: (): VenueServerSocketMessage => ({ action: 'authenticated' }),
    hub: app.venueSockets,
    subscriber: ({ accountId, eventId, companyId }) => ({ kind: 'attendee', accountId, eventId, companyId }),
    heard: (connection) => app.venueSockets.heard(connection),
    handle: async (connection, message: OwnMessage<VenueClientSocketMessage>) => {
      if (message.action === 'leaveRoom') return app.venueSockets.setRoom(connection, null);
      if (message.action === 'activity') return app.venueSockets.setActivity(connection, message.visible, message.playing);
      // Already there (a tab sending its room again): nothing to look up.
      if (connection.roomId === message.roomId) return;
      // A room of another event, a hidden or a deleted one is ignored: the socket stays where it was.
      if (await rooms.isVenueRoom(connection.eventId, message.roomId)) app.venueSockets.setRoom(connection, message.roomId);
    },
  });
}
