import type { FastifyInstance } from 'fastify';
import { APP_VERSION, clientConfigCall, type ClientConfig } from '@aula/shared';
import { route } from '../../http/route';
import { clientSupport } from '../support-settings/service';

/** GET /api/clientConfig: public settings of the outside services, never a secret; the support's as system settings chose it. */
export async function clientConfigRoutes(app: FastifyInstance): Promise<void> {
  const { botCheck, breachCheck, termsUrl, maps } = app.config;
  const fixed: Omit<ClientConfig, 'support'> = {
    version: APP_VERSION,
    botCheck: { provider: botCheck.provider, siteKey: botCheck.siteKey },
    breachCheckUrl: breachCheck.url,
    termsUrl,
    maps: { enabled: maps.searchUrl !== undefined },
  };
  route(app, clientConfigCall, {}, async (_request, reply) => {
    void reply.header('Cache-Control', 'no-cache');
    return { ...fixed, support: clientSupport(await app.services.supportSettings.current()) };
  });
}
