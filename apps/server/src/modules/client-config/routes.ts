import type { FastifyInstance } from 'fastify';
import { APP_VERSION, type ClientConfig } from '@aula/shared';

/** GET /api/clientConfig: public settings of the outside services, never a secret. */
export async function clientConfigRoutes(app: FastifyInstance): Promise<void> {
  const { botCheck, breachCheck, supportChat, termsUrl, maps } = app.config;
  const body: { data: ClientConfig } = {
    data: {
      version: APP_VERSION,
      botCheck: { provider: botCheck.provider, siteKey: botCheck.siteKey },
      breachCheckUrl: breachCheck.url,
      supportChat,
      termsUrl,
      maps: { enabled: maps.searchUrl !== undefined },
    },
  };
  app.get('/clientConfig', async (_request, reply) => reply.header('Cache-Control', 'no-cache').send(body));
}
