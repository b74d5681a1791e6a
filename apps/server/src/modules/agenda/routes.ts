import type { FastifyInstance } from 'fastify';
import {
  agendaSessionPathSchema,
  deleteAgendaItemBodySchema,
  deleteSessionHostBodySchema,
  eventIdPathSchema,
  eventIdParamSchema,
  saveAgendaCategoryBodySchema,
  saveAgendaSessionBodySchema,
  saveSessionHostBodySchema,
  type Agenda,
  type AgendaSavedId,
  type AgendaSession,
  type Ok,
  type SessionHost,
} from '@aula/shared';
import { requireUser } from '../../plugins/auth';
import type { ZodTypeProvider } from '../../plugins/zod-validation';

/**
 * The agenda calls under /api: the agenda of SPEC §7 (GET /agenda/{id}), tracks, sessions, the
 * company's hosts and the iCal export. Each needs a signed-in user and reaches only the caller's
 * company's events.
 */
export async function agendaRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { agenda } = app.services;
  const signedIn = { onRequest: requireUser };

  api.get('/agenda/:id', { ...signedIn, schema: { params: eventIdPathSchema } }, async (request): Promise<{ data: Agenda }> => ({
    data: await agenda.agenda(request.user!, request.params.id),
  }));

  api.get('/agenda/:eventId/ical', { ...signedIn, schema: { params: eventIdParamSchema } }, async (request, reply) => {
    const { filename, text } = await agenda.ical(request.user!, request.params.eventId, request.lang);
    return reply
      .header('content-disposition', `attachment; filename="${filename}"`)
      .type('text/calendar; charset=utf-8')
      .send(text);
  });

  api.post('/agendaCategory', { ...signedIn, schema: { body: saveAgendaCategoryBodySchema } }, async (request): Promise<{ data: AgendaSavedId }> => ({
    data: { id: await agenda.saveCategory(request.user!, request.body) },
  }));

  api.post('/deleteAgendaCategory', { ...signedIn, schema: { body: deleteAgendaItemBodySchema } }, async (request): Promise<{ data: Ok }> => {
    await agenda.deleteCategory(request.user!, request.body.id);
    return { data: { ok: true } };
  });

  api.get('/agendaSession/:eventId/:sessId', { ...signedIn, schema: { params: agendaSessionPathSchema } }, async (request): Promise<{ data: AgendaSession }> => ({
    data: await agenda.session(request.user!, request.params.eventId, request.params.sessId),
  }));

  api.post('/agendaSession', { ...signedIn, schema: { body: saveAgendaSessionBodySchema } }, async (request): Promise<{ data: AgendaSavedId }> => ({
    data: { id: await agenda.saveSession(request.user!, request.body, request.lang) },
  }));

  api.post('/deleteAgendaSession', { ...signedIn, schema: { body: deleteAgendaItemBodySchema } }, async (request): Promise<{ data: Ok }> => {
    await agenda.deleteSession(request.user!, request.body.id);
    return { data: { ok: true } };
  });

  api.get('/sessionHosts', signedIn, async (request): Promise<{ data: SessionHost[] }> => ({ data: await agenda.hosts(request.user!) }));

  api.post('/sessionHost', { ...signedIn, schema: { body: saveSessionHostBodySchema } }, async (request): Promise<{ data: SessionHost }> => ({
    data: await agenda.saveHost(request.user!, request.body),
  }));

  api.post('/deleteSessionHost', { ...signedIn, schema: { body: deleteSessionHostBodySchema } }, async (request): Promise<{ data: Ok }> => {
    await agenda.deleteHost(request.user!, request.body.host_id);
    return { data: { ok: true } };
  });
}
