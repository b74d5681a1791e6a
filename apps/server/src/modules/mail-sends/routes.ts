import type { FastifyInstance } from 'fastify';
import { mailSendCalls } from '@aula/shared';
import { route } from '../../http/route';

/** Sending templates and the outbox (docs/rules/communications.md#sending-templates), under /api/mailSends for organisers. */
export async function mailSendRoutes(app: FastifyInstance): Promise<void> {
  const { mailSends } = app.services;
  const signedIn = { auth: 'user' } as const;
  route(app, mailSendCalls.templates, signedIn, async (request) => mailSends.templates(request.user, request.params.eventId));
  route(app, mailSendCalls.count, signedIn, async (request) => mailSends.count(request.user, request.params.eventId, request.body.selection));
  route(app, mailSendCalls.create, signedIn, async (request) => mailSends.create(request.user, request.params.eventId, request.body));
  route(app, mailSendCalls.test, signedIn, async (request) => mailSends.test(request.user, request.params.eventId, request.body));
  route(app, mailSendCalls.cancel, signedIn, async (request) => mailSends.cancel(request.user, request.params.eventId, request.params.sendId));
  route(app, mailSendCalls.list, signedIn, async (request) => mailSends.list(request.user, request.params.eventId));
  route(app, mailSendCalls.outbox, signedIn, async (request) =>
    mailSends.outbox(request.user, request.params.eventId, request.params.sendId, request.query.status, request.query.page),
  );
}
