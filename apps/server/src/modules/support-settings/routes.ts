import type { FastifyInstance } from 'fastify';
import { systemCalls } from '@aula/shared';
import { route } from '../../http/route';

/** The support's settings under /api/system/support (docs/decisions/0136-support-modes.md): the service decides who may read and change. */
export async function supportSettingsRoutes(app: FastifyInstance): Promise<void> {
  const { supportSettings } = app.services;
  const signedIn = { auth: 'user' } as const;
  route(app, systemCalls.supportSettings, signedIn, async (request) => supportSettings.settings(request.user));
  route(app, systemCalls.saveSupportSettings, signedIn, async (request) => supportSettings.save(request.user, request.body));
}
