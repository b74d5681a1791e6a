import { okSchema } from '../schemas/common-answers';
import {
  copyLibraryTemplateBodySchema,
  eventTemplatePathSchema,
  eventTemplatesPathSchema,
  libraryTemplatePathSchema,
  mailTemplateListSchema,
  mailTemplatePreviewBodySchema,
  mailTemplatePreviewSchema,
  mailTemplateSchema,
  previewAccountsQuerySchema,
  previewAccountsSchema,
  saveMailTemplateBodySchema,
} from '../schemas/mail-templates';
import { defineCall } from './define-call';

/**
 * E-mail templates (docs/rules/communications.md#e-mail-templates): the company's library and each event's own. Ids of another
 * company's templates, or of another event's, answer 404.
 */
export const mailTemplateCalls = {
  libraryList: defineCall({ method: 'GET', path: '/library/email-templates', summary: "The company's library templates by name", answer: mailTemplateListSchema }),
  libraryGet: defineCall({ method: 'GET', path: '/library/email-templates/:templateId', summary: 'One library template', params: libraryTemplatePathSchema, answer: mailTemplateSchema }),
  librarySave: defineCall({ method: 'POST', path: '/library/email-templates', summary: 'Adds a library template (id 0) or saves one', body: saveMailTemplateBodySchema, answer: mailTemplateSchema }),
  libraryDelete: defineCall({ method: 'POST', path: '/library/email-templates/:templateId/delete', summary: 'Deletes a library template', params: libraryTemplatePathSchema, answer: okSchema }),
  list: defineCall({ method: 'GET', path: '/mailTemplates/:eventId', summary: "The event's templates by name", params: eventTemplatesPathSchema, answer: mailTemplateListSchema }),
  get: defineCall({ method: 'GET', path: '/mailTemplates/:eventId/:templateId', summary: 'One template of the event', params: eventTemplatePathSchema, answer: mailTemplateSchema }),
  save: defineCall({ method: 'POST', path: '/mailTemplates/:eventId', summary: 'Adds a template to the event (id 0) or saves one', params: eventTemplatesPathSchema, body: saveMailTemplateBodySchema, answer: mailTemplateSchema }),
  delete: defineCall({ method: 'POST', path: '/mailTemplates/:eventId/:templateId/delete', summary: "Deletes a template of the event", params: eventTemplatePathSchema, answer: okSchema }),
  copyFromLibrary: defineCall({ method: 'POST', path: '/mailTemplates/:eventId/fromLibrary', summary: 'Adds a copy of a library template to the event', params: eventTemplatesPathSchema, body: copyLibraryTemplateBodySchema, answer: mailTemplateSchema }),
  previewAccounts: defineCall({ method: 'GET', path: '/mailTemplates/:eventId/previewAccounts', summary: 'Accounts of the event a preview can be made for', params: eventTemplatesPathSchema, query: previewAccountsQuerySchema, answer: previewAccountsSchema }),
  preview: defineCall({ method: 'POST', path: '/mailTemplates/:eventId/preview', summary: 'The words filled for one account (or sample values), in English and German', params: eventTemplatesPathSchema, body: mailTemplatePreviewBodySchema, answer: mailTemplatePreviewSchema }),
};
