import type { FastifyInstance } from 'fastify';
import { accountImportCalls } from '@aula/shared';
import { route } from '../../http/route';
import { accountFileIn, registerAccountFileUploads } from './uploads';

/**
 * The account import's calls under /api. Each needs a signed-in user, checked on request before
 * the upload is read, and reaches only the caller's company's events. A preview or a start
 * changes nothing a session shows, so the session caches keep the company's sessions.
 */
export async function accountImportRoutes(app: FastifyInstance): Promise<void> {
  await registerAccountFileUploads(app);
  const { accountImport } = app.services;
  const signedIn = { auth: 'user' } as const;
  const upload = { ...signedIn, config: { leavesSessionsAsTheyAre: true } };

  route(app, accountImportCalls.preview, upload, async (request) =>
    accountImport.preview(request.user, request.params.eventId, accountFileIn(request.body), request.body),
  );
  route(app, accountImportCalls.apply, upload, async (request) =>
    accountImport.apply(request.user, request.params.eventId, accountFileIn(request.body), request.body, request.lang),
  );
  route(app, accountImportCalls.latest, signedIn, async (request) => accountImport.latest(request.user, request.params.eventId, request.lang));
  route(app, accountImportCalls.finished, signedIn, async (request) => accountImport.finishedSince(request.user, new Date(request.query.since)));
  route(app, accountImportCalls.template, signedIn, async (request, reply) => {
    const { filename, csv } = accountImport.template(request.query.lang ?? request.lang);
    return reply.header('content-disposition', `attachment; filename="${filename}"`).type('text/csv; charset=utf-8').send(csv);
  });
}
