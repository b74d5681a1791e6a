import type { FastifyInstance } from 'fastify';
import { ERROR_CODES, eventCalls } from '@aula/shared';
import { OK, route } from '../../http/route';
import { registerUploads, uploadedFileIn } from './uploads';

/**
 * The event calls under /api (docs/rules/calls.md#event-calls). Each needs a signed-in user, checked on request before
 * any body (or upload) is read, and each reaches only the caller's company's events.
 */
export async function eventRoutes(app: FastifyInstance): Promise<void> {
  await registerUploads(app);
  const { events } = app.services;
  const signedIn = { auth: 'user' } as const;

  route(app, eventCalls.list, signedIn, async (request) => events.list(request.user));
  // The list screen's call: one page under its tab, search and filters (GET /events stays whole: docs/rules/calls.md#event-calls).
  route(app, eventCalls.page, signedIn, async (request) => events.listPage(request.user, request.query));
  route(app, eventCalls.get, signedIn, async (request) => events.info(request.user, request.params.id));
  route(app, eventCalls.save, signedIn, async (request) => events.save(request.user, request.body));
  route(app, eventCalls.delete, signedIn, async (request) => {
    await events.delete(request.user, request.body.event_id);
    return OK;
  });
  route(app, eventCalls.publish, signedIn, async (request) => ({ code: await events.publish(request.user, request.params.id) }));
  route(app, eventCalls.duplicate, signedIn, async (request) => events.duplicate(request.user, request.params.id));

  route(app, eventCalls.export, signedIn, async (request, reply) => {
    const { filename, json } = await events.exportFile(request.user, request.params.id);
    return reply
      .header('content-disposition', `attachment; filename="${filename}"`)
      .type('application/json; charset=utf-8')
      .send(json);
  });

  route(app, eventCalls.import, signedIn, async (request, reply) => {
    const { result, errorMessage } = await events.importFile(request.user, uploadedFileIn(request.body), request.lang);
    if (result.status === 'success') return result;
    // The import result for the import screen, and the error envelope every client understands.
    const fields: Record<string, string> = {};
    for (const problem of result.problems ?? []) fields[problem.path] ??= problem.reason;
    return reply.status(400).send({ data: result, error: { code: ERROR_CODES.importInvalid, message: errorMessage, fields } });
  });

  route(app, eventCalls.shortInfo, signedIn, async (request) => events.shortInfo(request.user, request.params.id));
}
