import type { FastifyInstance } from 'fastify';
import { libraryCalls } from '@aula/shared';
import { notFound } from '../../http/domain-error';
import { OK, route } from '../../http/route';
import { registerImageUploads, uploadedImageIn } from './uploads';

/** A year: a key names one immutable file, so browsers and proxies may keep it. */
const FILE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** A served file is never a document: no scripts, no styles, no frames, nothing. */
const FILE_CSP = "default-src 'none'; sandbox";

/**
 * The image library, the rich-text editors' uploads and the public file address, under /api.
 * Uploads are checked by content; the library's calls reach only the caller's company's files.
 */
export async function fileRoutes(app: FastifyInstance): Promise<void> {
  await registerImageUploads(app);
  const { files } = app.services;
  const signedIn = { auth: 'user' } as const;

  route(app, libraryCalls.list, signedIn, async (request) => files.list(request.user, request.lang));
  route(app, libraryCalls.upload, signedIn, async (request) => files.upload(request.user, uploadedImageIn(request.body), request.query.shape));
  // Both verbs: POST for clients that only post (as the rest of docs/rules/calls.md#conventions), DELETE for REST clients.
  for (const call of [libraryCalls.delete, libraryCalls.remove]) {
    route(app, call, signedIn, async (request) => {
      await files.delete(request.user, request.params.id, request.lang);
      return OK;
    });
  }
  route(app, libraryCalls.editorUpload, signedIn, async (request) =>
    files.editorUpload(request.user, request.params.id, uploadedImageIn(request.body)),
  );

  route(app, libraryCalls.file, {}, async (request, reply) => {
    const file = await files.serve(request.params.storageKey);
    if (!file) throw notFound();
    return reply
      .header('content-type', file.contentType)
      .header('content-length', String(file.byteSize))
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', 'inline')
      .header('content-security-policy', FILE_CSP)
      .header('cross-origin-resource-policy', 'cross-origin')
      .header('cache-control', FILE_CACHE_CONTROL)
      .send(file.stream);
  });
}
