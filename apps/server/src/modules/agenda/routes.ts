import type { FastifyInstance } from 'fastify';
import { agendaCalls } from '@aula/shared';
import { OK, route } from '../../http/route';

/**
 * The agenda calls under /api: the agenda (GET /agenda/{id}, docs/rules/calls.md#event-calls), tracks, sessions, the
 * company's hosts and the iCal export. Each needs a signed-in user and reaches only the caller's
 * company's events.
 */
export async function agendaRoutes(app: FastifyInstance): Promise<void> {
  const { agenda } = app.services;
  const signedIn = { auth: 'user' } as const;

  route(app, agendaCalls.get, signedIn, async (request) => agenda.agenda(request.user, request.params.id));

  route(app, agendaCalls.ical, signedIn, async (request, reply) => {
    const { filename, text } = await agenda.ical(request.user, request.params.eventId, request.lang);
    return reply
      .header('content-disposition', `attachment; filename="${filename}"`)
      .type('text/calendar; charset=utf-8')
      .send(text);
  });

  route(app, agendaCalls.saveCategory, signedIn, async (request) => ({ id: await agenda.saveCategory(request.user, request.body) }));
  route(app, agendaCalls.deleteCategory, signedIn, async (request) => {
    await agenda.deleteCategory(request.user, request.body.id);
    return OK;
  });

  route(app, agendaCalls.getSession, signedIn, async (request) => agenda.session(request.user, request.params.eventId, request.params.sessId));
  route(app, agendaCalls.saveSession, signedIn, async (request) => ({ id: await agenda.saveSession(request.user, request.body, request.lang) }));
  route(app, agendaCalls.deleteSession, signedIn, async (request) => {
    await agenda.deleteSession(request.user, request.body.id);
    return OK;
  });

  route(app, agendaCalls.speakers, signedIn, async (request) => agenda.speakerOptions(request.user, request.params.id));
  route(app, agendaCalls.hosts, signedIn, async (request) => agenda.hosts(request.user));
  route(app, agendaCalls.saveHost, signedIn, async (request) => agenda.saveHost(request.user, request.body));
  route(app, agendaCalls.deleteHost, signedIn, async (request) => {
    await agenda.deleteHost(request.user, request.body.host_id);
    return OK;
  });
}
