import type { FastifyInstance } from 'fastify';
import { setLanguageBodySchema, type Ok, type UserInfo } from '@aula/shared';
import { unauthorized } from '../../http/domain-error';
import { requireUser } from '../../plugins/auth';
import { bearerToken } from '../auth/tokens';
import type { ZodTypeProvider } from '../../plugins/zod-validation';

/** GET /api/getUserInfo and POST /api/setLanguage for the signed-in user. */
export async function userRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const users = app.services.users;

  // Checks the token in the same query that reads the user, instead of in the auth hook first.
  api.get('/getUserInfo', { config: { authenticatesItself: true } }, async (request): Promise<{ data: UserInfo }> => {
    const token = bearerToken(request.headers.authorization);
    const info = token ? await users.getUserInfoForToken(token) : null;
    if (!info) throw unauthorized();
    return { data: info };
  });

  api.post('/setLanguage', { preHandler: requireUser, schema: { body: setLanguageBodySchema } }, async (request): Promise<{ data: Ok }> => {
    await users.setLanguage(request.user!.id, request.body.lang);
    return { data: { ok: true } };
  });
}
