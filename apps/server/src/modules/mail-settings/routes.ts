import type { FastifyInstance } from 'fastify';
import { mailSettingsCalls } from '@aula/shared';
import { route } from '../../http/route';

/** The event's mail settings (docs/rules/communications.md#mail-settings) under /api/mailSettings, for the event's organisers. */
export async function mailSettingsRoutes(app: FastifyInstance): Promise<void> {
  const { mailSettings } = app.services;
  const signedIn = { auth: 'user' } as const;
  route(app, mailSettingsCalls.get, signedIn, async (request) => mailSettings.get(request.user, request.params.eventId));
  route(app, mailSettingsCalls.save, signedIn, async (request) => mailSettings.save(request.user, request.params.eventId, request.body));
  route(app, mailSettingsCalls.testMail, signedIn, async (request) => mailSettings.testMail(request.user, request.params.eventId, request.body));
}
