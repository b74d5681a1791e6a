import type { FastifyInstance } from 'fastify';
import { APP_VERSION, clientConfigCall, type ClientConfig } from '@aula/shared';
import { route } from '../../http/route';

/** GET /api/clientConfig: public settings of the outside services, never a secret. */
export async function clientConfigRoutes(app: FastifyInstance): Promise<void> {
  const { botCheck, breachCheck, supportChat, termsUrl, maps } = app.config;
  const config: ClientConfig = {
    version: APP_VERSION,
    botCheck: { provider: botCheck.provider, siteKey: botCheck.siteKey },
    breachCheckUrl: breachCheck.url,
    supportChat,
    termsUrl,
    maps: { enabled: maps.searchUrl !== undefined },
  };
  route(app, clientConfigCall, {}, async (_request, reply) => {
    void reply.header('Cache-Control', 'no-cache');
    return config;
  });
}
