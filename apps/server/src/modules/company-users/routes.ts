import type { FastifyInstance } from 'fastify';
import { companyUsersCalls } from '@aula/shared';
import { OK, route } from '../../http/route';
import { enforceRateLimits } from '../rate-limit/guard';

/** The company's users (docs/rules/roles-and-permissions.md#company-users) under /api/companyUsers, for owners; the service checks the role. */
export async function companyUsersRoutes(app: FastifyInstance): Promise<void> {
  const { companyUsers, rateLimits } = app.services;
  const signedIn = { auth: 'user' } as const;
  // Invitations mail someone: counted per inviting owner, and a resend also per invited user.
  const perOwner = (id: number) => ({ key: `companyUsersMail:user:${id}`, limit: app.config.rateLimit.perAccount });
  const perInvitee = (id: number) => ({ key: `invitationMail:user:${id}`, limit: app.config.rateLimit.resetMailsPerAccount });

  route(app, companyUsersCalls.list, signedIn, async (request) => companyUsers.list(request.user));
  route(app, companyUsersCalls.get, signedIn, async (request) => companyUsers.get(request.user, request.params.userId));
  route(app, companyUsersCalls.save, signedIn, async (request, reply) => {
    if (request.body.id === 0) await enforceRateLimits(rateLimits, reply, [perOwner(request.user.id)]);
    return companyUsers.save(request.user, request.body);
  });
  route(app, companyUsersCalls.deactivate, signedIn, async (request) => companyUsers.deactivate(request.user, request.params.userId));
  route(app, companyUsersCalls.activate, signedIn, async (request) => companyUsers.activate(request.user, request.params.userId));
  route(app, companyUsersCalls.remove, signedIn, async (request) => {
    await companyUsers.remove(request.user, request.params.userId);
    return OK;
  });
  route(app, companyUsersCalls.resendInvitation, signedIn, async (request, reply) => {
    await enforceRateLimits(rateLimits, reply, [perOwner(request.user.id), perInvitee(request.params.userId)]);
    await companyUsers.resendInvitation(request.user, request.params.userId);
    return OK;
  });
}
