import type { FastifyInstance } from 'fastify';
import { systemCalls } from '@aula/shared';
import { route } from '../../http/route';

/** System settings (docs/rules/billing.md#system-settings) under /api/system: the service decides who may read and who may change. */
export async function systemRoutes(app: FastifyInstance): Promise<void> {
  const { system } = app.services;
  const signedIn = { auth: 'user' } as const;
  route(app, systemCalls.companies, signedIn, async (request) => system.companies(request.user, request.query));
  route(app, systemCalls.company, signedIn, async (request) => system.company(request.user, request.params.companyId));
  route(app, systemCalls.setTrialEnd, signedIn, async (request) => system.setTrialEnd(request.user, request.params.companyId, request.body));
  route(app, systemCalls.grantLicense, signedIn, async (request) => system.grantLicense(request.user, request.params.companyId, request.body));
  route(app, systemCalls.endLicense, signedIn, async (request) => system.endLicense(request.user, request.params.companyId));
}
