import type { FastifyInstance } from 'fastify';
import { APP_VERSION } from '@aula/shared';
import { openApiDocument } from './openapi';

/** GET /api/openapi.json: the API's OpenAPI document, made from the same declarations the routes use. */
export async function apiDocsRoutes(app: FastifyInstance): Promise<void> {
  let document: ReturnType<typeof openApiDocument> | null = null;
  app.get('/openapi.json', async () => {
    // Built on first use: by then every module has registered its calls.
    document ??= openApiDocument(app.apiCalls, APP_VERSION);
    return document;
  });
}
