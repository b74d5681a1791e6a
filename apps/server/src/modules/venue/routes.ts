import type { FastifyInstance } from 'fastify';
import { venueCalls } from '@aula/shared';
import { route } from '../../http/route';

/** The venue's content under /api/venue: the entry by code before sign-in, the whole event after it. */
export async function venueContentRoutes(app: FastifyInstance): Promise<void> {
  const { venue } = app.services;

  route(app, venueCalls.entry, {}, async (request) => venue.entry(request.params.code));
  route(app, venueCalls.content, { auth: 'attendee' }, async (request) => venue.content(request.attendee));
}
