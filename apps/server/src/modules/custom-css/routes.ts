import type { FastifyInstance } from 'fastify';
import { customCssCalls } from '@aula/shared';
import { route } from '../../http/route';

/** The custom CSS calls (docs/rules/design.md#custom-css); the pages get the CSS through the public page module. */
export async function customCssRoutes(app: FastifyInstance): Promise<void> {
  const { customCss } = app.services;
  const signedIn = { auth: 'user' } as const;

  route(app, customCssCalls.get, signedIn, async (request) => customCss.get(request.user, request.params.eventId));
  route(app, customCssCalls.save, signedIn, async (request) => customCss.save(request.user, request.params.eventId, request.body.css));
  route(app, customCssCalls.preview, signedIn, async (request) => customCss.preview(request.user, request.params.eventId, request.body.css));
  route(app, customCssCalls.restore, signedIn, async (request) => customCss.restore(request.user, request.params.eventId, request.params.version));
}
