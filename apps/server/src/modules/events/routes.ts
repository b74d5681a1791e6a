import type { FastifyInstance } from 'fastify';
import {
  ERROR_CODES,
  deleteEventBodySchema,
  eventIdPathSchema,
  eventListQuerySchema,
  saveEventBodySchema,
  type EventInfo,
  type EventListItem,
  type EventListPage,
  type EventShortInfo,
  type ImportResult,
  type Ok,
  type PublishEventResult,
  type SaveEventResult,
} from '@aula/shared';
import { requireUser } from '../../plugins/auth';
import type { ZodTypeProvider } from '../../plugins/zod-validation';
import { registerUploads, uploadedFileIn } from './uploads';

/**
 * The event calls of SPEC §7 under /api. Each needs a signed-in user, checked on request before
 * any body (or upload) is read, and each reaches only the caller's company's events.
 */
export async function eventRoutes(app: FastifyInstance): Promise<void> {
  await registerUploads(app);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { events } = app.services;
  const signedIn = { onRequest: requireUser };
  const byId = { ...signedIn, schema: { params: eventIdPathSchema } };

  api.get('/events', signedIn, async (request): Promise<{ data: EventListItem[] }> => ({ data: await events.list(request.user!) }));

  // The list screen's call: one page under its tab, search and filters (GET /events stays whole for SPEC §7).
  api.get('/eventsPage', { ...signedIn, schema: { querystring: eventListQuerySchema } }, async (request): Promise<{ data: EventListPage }> => ({
    data: await events.listPage(request.user!, request.query),
  }));

  api.get('/event/:id', byId, async (request): Promise<{ data: EventInfo }> => ({
    data: await events.info(request.user!, request.params.id),
  }));

  api.post('/event', { ...signedIn, schema: { body: saveEventBodySchema } }, async (request): Promise<{ data: SaveEventResult }> => ({
    data: await events.save(request.user!, request.body),
  }));

  api.post('/deleteEvent', { ...signedIn, schema: { body: deleteEventBodySchema } }, async (request): Promise<{ data: Ok }> => {
    await events.delete(request.user!, request.body.event_id);
    return { data: { ok: true } };
  });

  api.post('/publishEvent/:id', byId, async (request): Promise<{ data: PublishEventResult }> => ({
    data: { code: await events.publish(request.user!, request.params.id) },
  }));

  api.post('/duplicateEvent/:id', byId, async (request): Promise<{ data: EventListItem }> => ({
    data: await events.duplicate(request.user!, request.params.id),
  }));

  api.get('/exportEvent/:id', byId, async (request, reply) => {
    const { filename, json } = await events.exportFile(request.user!, request.params.id);
    return reply
      .header('content-disposition', `attachment; filename="${filename}"`)
      .type('application/json; charset=utf-8')
      .send(json);
  });

  api.post('/importEvent', signedIn, async (request, reply): Promise<{ data: ImportResult }> => {
    const { result, errorMessage } = await events.importFile(request.user!, uploadedFileIn(request.body), request.lang);
    if (result.status === 'success') return { data: result };
    // The import result for the import screen, and the error envelope every client understands.
    const fields: Record<string, string> = {};
    for (const problem of result.problems ?? []) fields[problem.path] ??= problem.reason;
    return reply.status(400).send({ data: result, error: { code: ERROR_CODES.importInvalid, message: errorMessage, fields } });
  });

  api.get('/eventShortInfo/:id', byId, async (request): Promise<{ data: EventShortInfo }> => ({
    data: await events.shortInfo(request.user!, request.params.id),
  }));

}
