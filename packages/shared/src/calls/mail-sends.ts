import {
  createMailSendBodySchema,
  mailOutboxPageSchema,
  mailOutboxQuerySchema,
  mailRecipientCountBodySchema,
  mailRecipientCountSchema,
  mailSendListSchema,
  mailSendPathSchema,
  mailSendSchema,
  mailSendTemplateListSchema,
  mailSendsPathSchema,
  testMailSendBodySchema,
  testMailSendResultSchema,
} from '../schemas/mail-sends';
import { defineCall } from './define-call';

/**
 * Sending templates to an event's attendees and the outbox (docs/rules/communications.md#sending-templates), for organisers of the
 * event's company. Ids of other companies' events, and sends or templates of other events, answer
 * like missing ones.
 */
export const mailSendCalls = {
  templates: defineCall({ method: 'GET', path: '/mailSends/:eventId/templates', summary: "The event's templates a send can use, by name", params: mailSendsPathSchema, answer: mailSendTemplateListSchema }),
  count: defineCall({ method: 'POST', path: '/mailSends/:eventId/count', summary: 'How many accounts a selection reaches with a mail', params: mailSendsPathSchema, body: mailRecipientCountBodySchema, answer: mailRecipientCountSchema }),
  create: defineCall({ method: 'POST', path: '/mailSends/:eventId/send', summary: "Sends one of the event's templates to a selection of accounts now or at a time", params: mailSendsPathSchema, body: createMailSendBodySchema, answer: mailSendSchema }),
  test: defineCall({ method: 'POST', path: '/mailSends/:eventId/test', summary: "Sends a template to the organiser's own address, filled for a sample recipient", params: mailSendsPathSchema, body: testMailSendBodySchema, answer: testMailSendResultSchema }),
  cancel: defineCall({ method: 'POST', path: '/mailSends/:eventId/cancel/:sendId', summary: 'Cancels a scheduled send, or stops a running one from sending more', params: mailSendPathSchema, answer: mailSendSchema }),
  list: defineCall({ method: 'GET', path: '/mailSends/:eventId', summary: "The event's sends with their recipients' states counted", params: mailSendsPathSchema, answer: mailSendListSchema }),
  outbox: defineCall({ method: 'GET', path: '/mailSends/:eventId/outbox/:sendId', summary: "One send's recipients, a page at a time, optionally in one state", params: mailSendPathSchema, query: mailOutboxQuerySchema, answer: mailOutboxPageSchema }),
};
