import type { FastifyInstance } from 'fastify';
import { createVenueHub, type VenueHub } from '../modules/venue-connection/venue-hub';

declare module 'fastify' {
  interface FastifyInstance {
    /** The attendees' venue sockets on this instance (/api/venue/ws). */
    venueSockets: VenueHub;
  }
}

/**
 * The venue's sockets and the attendees' online state (docs/rules/venue.md#presence); the presence module adds the
 * routes. Register after the socket hub: presence pushes go to the organisers' sockets, and the
 * goodbye to the other instances must leave before the pub/sub adapter closes.
 */
export function registerVenueSockets(app: FastifyInstance): void {
  const { presence, attendeeSessions, analytics } = app.services;
  const hub = createVenueHub({
    pubsub: app.adapters.pubsub,
    liveSessionIds: (tokenIds) => attendeeSessions.liveSessionIds(tokenIds),
    onCheckFailed: (error) => app.log.error({ err: error }, 'venue socket session check failed'),
    presence,
    analytics,
    pingIntervalMs: presence.timings.socketPingMs,
  });
  app.decorate('venueSockets', hub);
  app.addHook('onReady', () => presence.start(app.sockets, hub));
  app.addHook('onReady', async () => analytics.start());
  // Before the pub/sub adapter closes (onClose): the others drop this instance's attendees at once.
  app.addHook('preClose', async () => {
    await presence.stop();
    hub.close();
    // The minute under way, up to now, is written before the database closes (docs/rules/analytics.md#storage).
    await analytics.stop();
  });
}
