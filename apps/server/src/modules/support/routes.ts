import type { FastifyInstance } from 'fastify';
import { supportCalls } from '@aula/shared';
import { route } from '../../http/route';
import { enforceRateLimits } from '../rate-limit/guard';

/** Built-in support (docs/decisions/0137-built-in-support-conversations.md): organisers under /api/support, staff under /api/system/supportInbox. */
export async function supportRoutes(app: FastifyInstance): Promise<void> {
  const { support, rateLimits } = app.services;
  // Each writer is limited as a signed-in account is elsewhere, so one account cannot flood the inbox.
  const perWriter = (userId: number) => [{ key: `support:write:user:${userId}`, limit: app.config.rateLimit.perAccount }];
  const signedIn = { auth: 'user' } as const;
  route(app, supportCalls.conversation, signedIn, async (request) => support.conversation(request.user));
  route(app, supportCalls.send, signedIn, async (request, reply) => {
    await enforceRateLimits(rateLimits, reply, perWriter(request.user.id));
    return support.send(request.user, request.body.body);
  });
  route(app, supportCalls.inbox, signedIn, async (request) => support.inbox(request.user));
  route(app, supportCalls.inboxConversation, signedIn, async (request) => support.inboxConversation(request.user, request.params.companyId));
  route(app, supportCalls.answer, signedIn, async (request, reply) => {
    await enforceRateLimits(rateLimits, reply, perWriter(request.user.id));
    return support.answer(request.user, request.params.companyId, request.body.body);
  });
}
