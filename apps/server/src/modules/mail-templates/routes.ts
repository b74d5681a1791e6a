import type { FastifyInstance } from 'fastify';
import { mailTemplateCalls } from '@aula/shared';
import { route } from '../../http/route';

/** E-mail templates (docs/rules/communications.md#e-mail-templates): the company's library and each event's, for organisers. */
export async function mailTemplateRoutes(app: FastifyInstance): Promise<void> {
  const { mailTemplates } = app.services;
  const signedIn = { auth: 'user' } as const;

  route(app, mailTemplateCalls.libraryList, signedIn, async (request) => mailTemplates.libraryList(request.user));
  route(app, mailTemplateCalls.libraryGet, signedIn, async (request) => mailTemplates.libraryGet(request.user, request.params.templateId));
  route(app, mailTemplateCalls.librarySave, signedIn, async (request) => mailTemplates.librarySave(request.user, request.body));
  route(app, mailTemplateCalls.libraryDelete, signedIn, async (request) => mailTemplates.libraryDelete(request.user, request.params.templateId));

  route(app, mailTemplateCalls.list, signedIn, async (request) => mailTemplates.list(request.user, request.params.eventId));
  route(app, mailTemplateCalls.get, signedIn, async (request) => mailTemplates.get(request.user, request.params.eventId, request.params.templateId));
  route(app, mailTemplateCalls.save, signedIn, async (request) => mailTemplates.save(request.user, request.params.eventId, request.body));
  route(app, mailTemplateCalls.delete, signedIn, async (request) => mailTemplates.delete(request.user, request.params.eventId, request.params.templateId));
  route(app, mailTemplateCalls.copyFromLibrary, signedIn, async (request) =>
    mailTemplates.copyFromLibrary(request.user, request.params.eventId, request.body.libraryTemplateId),
  );
  route(app, mailTemplateCalls.previewAccounts, signedIn, async (request) => mailTemplates.previewAccounts(request.user, request.params.eventId, request.query.q));
  route(app, mailTemplateCalls.preview, signedIn, async (request) => mailTemplates.preview(request.user, request.params.eventId, request.body));
}
