import type { FastifyInstance } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import { ERROR_CODES, SOCKET_CLOSE_UNAUTHORIZED, presenceCalls, venueCalls, venueClientSocketMessageSchema, type VenueServerSocketMessage } from '@aula/shared';
import { DomainError, forbidden } from '../../http/domain-error';
import { route } from '../../http/route';
import { isAllowedSocketOrigin } from '../realtime/policy';
import type { VenueConnection } from './venue-hub';

/** A socket that has not authenticated by then is closed. */
const AUTH_TIMEOUT_MS = 5_000;

/**
 * The venue's socket (POST /api/venue/socketTicket, WebSocket /api/venue/ws) and the console's
 * view of who is online (GET /api/accountsOnline/{eventId}). A venue socket belongs to one
 * attendee session and so to one event: it can only ever enter that event's rooms.
 */
export async function presenceRoutes(app: FastifyInstance): Promise<void> {
  const { venueSocketTickets, presence, rooms, topicAccess } = app.services;

  route(app, presenceCalls.accountsOnline, { auth: 'user' }, async (request) =>
    presence.accountsOnline(request.user, request.params.eventId),
  );

  route(app, venueCalls.socketTicket, { auth: 'attendee' }, async (request, reply) => {
    const issued = await venueSocketTickets.issue(request.attendee);
    if ('ticket' in issued) return issued;
    void reply.header('Retry-After', String(issued.retryAfterSeconds));
    throw new DomainError(429, ERROR_CODES.rateLimited, 'rate_limited', undefined, {
      minutes: Math.ceil(issued.retryAfterSeconds / 60),
    });
  });

  app.get(
    '/venue/ws',
    {
      websocket: true,
      onRequest: async (request) => {
        if (!isAllowedSocketOrigin(request.headers.origin, request.headers.host, app.config.publicUrl)) throw forbidden();
      },
    },
    (socket: WebSocket) => {
      const send = (message: VenueServerSocketMessage) => socket.send(JSON.stringify(message));
      let connection: VenueConnection | null = null;
      let removeFromHub: (() => void) | null = null;
      const authTimer = setTimeout(() => socket.close(SOCKET_CLOSE_UNAUTHORIZED, 'unauthorized'), AUTH_TIMEOUT_MS);

      async function handle(raw: RawData): Promise<void> {
        let parsed: unknown;
        try {
          parsed = JSON.parse(raw.toString());
        } catch {
          return;
        }
        const result = venueClientSocketMessageSchema.safeParse(parsed);
        if (!result.success) return;
        const message = result.data;
        if (message.action === 'auth') {
          if (connection) return;
          const session = await venueSocketTickets.consume(message.ticket);
          if (!session) return socket.close(SOCKET_CLOSE_UNAUTHORIZED, 'unauthorized');
          // Closed while the ticket was checked: adding it now would leave it in the hub for good.
          if (socket.readyState !== socket.OPEN) return;
          clearTimeout(authTimer);
          ({ connection, remove: removeFromHub } = app.venueSockets.add(session, socket));
          return send({ action: 'authenticated' });
        }
        if (!connection) return socket.close(SOCKET_CLOSE_UNAUTHORIZED, 'unauthorized');
        app.venueSockets.heard(connection);
        if (message.action === 'ping') return send({ action: 'pong' });
        if (message.action === 'leaveRoom') return app.venueSockets.setRoom(connection, null);
        if (message.action === 'unsubscribe') return app.venueSockets.unsubscribe(connection, message.topic);
        if (message.action === 'subscribe') {
          const { accountId, eventId, companyId } = connection;
          const allowed = await topicAccess.allows({ kind: 'attendee', accountId, eventId, companyId }, message.topic);
          const subscribed = allowed && app.venueSockets.subscribe(connection, message.topic);
          return send({ action: subscribed ? 'subscribed' : 'subscribeRefused', topic: message.topic });
        }
        // A room of another event, a hidden or a deleted one is ignored: the socket stays where it was.
        if (await rooms.isVenueRoom(connection.eventId, message.roomId)) app.venueSockets.setRoom(connection, message.roomId);
      }

      // One message after the other, so a room change or a ping is answered in the order it was sent.
      let handled = Promise.resolve();
      socket.on('message', (raw) => {
        handled = handled.then(() => handle(raw)).catch((error: unknown) => app.log.error({ err: error }, 'venue socket message failed'));
      });

      socket.on('close', () => {
        clearTimeout(authTimer);
        removeFromHub?.();
      });
    },
  );
}
