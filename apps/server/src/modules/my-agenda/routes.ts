import type { FastifyInstance } from 'fastify';
import { venueMyAgendaCalls } from '@aula/shared';
import { route } from '../../http/route';

/** The attendee's own agenda (docs/rules/venue.md#my-agenda): the venue's calls. */
export async function myAgendaRoutes(app: FastifyInstance): Promise<void> {
  const { myAgenda } = app.services;
  const attendeeOnly = { auth: 'attendee' } as const;
  route(app, venueMyAgendaCalls.list, attendeeOnly, async (request) => myAgenda.list(request.attendee));
  route(app, venueMyAgendaCalls.saveReminders, attendeeOnly, async (request) => myAgenda.saveReminders(request.attendee, request.body));
  route(app, venueMyAgendaCalls.newFeed, attendeeOnly, async (request) => myAgenda.newFeed(request.attendee));
  route(app, venueMyAgendaCalls.add, attendeeOnly, async (request) => myAgenda.add(request.attendee, request.params.sessionId));
  route(app, venueMyAgendaCalls.remove, attendeeOnly, async (request) => myAgenda.remove(request.attendee, request.params.sessionId));
}

/**
 * The private calendar feed of an attendee's own agenda, beside the public page's calendar under
 * the event's code: the token in the path is the only key, so the answer is never cached by others.
 */
export async function myAgendaFeedRoutes(app: FastifyInstance): Promise<void> {
  const { myAgenda } = app.services;
  app.get('/e/:code/my-agenda/:file', async (request, reply) => {
    const { code, file } = request.params as { code: string; file: string };
    const calendar = await myAgenda.calendar(code, file, request.ip);
    if (calendar === null) return reply.code(404).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('Not found');
    return reply.header('cache-control', 'private, no-cache').header('x-robots-tag', 'noindex').type('text/calendar; charset=utf-8').send(calendar);
  });
}
