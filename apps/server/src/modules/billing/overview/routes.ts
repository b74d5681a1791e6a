import type { FastifyInstance } from 'fastify';
import { billingCalls } from '@aula/shared';
import { route } from '../../../http/route';

/** GET /api/billing: what /profile/billing shows (docs/rules/billing.md#billing-page), for the company's owners. */
export async function billingOverviewRoutes(app: FastifyInstance): Promise<void> {
  const { billingOverview } = app.services;
  route(app, billingCalls.overview, { auth: 'user' }, async (request) => billingOverview.overview(request.user));
}
