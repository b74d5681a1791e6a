import type { FastifyInstance } from 'fastify';
import { venueMyAgendaCalls } from '@aula/shared';
import { route } from '../../http/route';

/** The attendee's own agenda (docs/rules/venue.md#my-agenda). */
export async function myAgendaRoutes(app: FastifyInstance): Promise<void> {
  const { myAgenda } = app.services;
  const attendeeOnly = { auth: 'attendee' } as const;
  route(app, venueMyAgendaCalls.list, attendeeOnly, async (request) => myAgenda.list(request.attendee));
  route(app, venueMyAgendaCalls.add, attendeeOnly, async (request) => myAgenda.add(request.attendee, request.params.sessionId));
  route(app, venueMyAgendaCalls.remove, attendeeOnly, async (request) => myAgenda.remove(request.attendee, request.params.sessionId));
}
