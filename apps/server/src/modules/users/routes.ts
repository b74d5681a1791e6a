import type { FastifyInstance } from 'fastify';
import { setLanguageBodySchema, type Ok, type UserInfo } from '@aula/shared';
import { unauthorized } from '../../http/domain-error';
import { requireUser } from '../../plugins/auth';
import type { ZodTypeProvider } from '../../plugins/zod-validation';

/** GET /api/getUserInfo and POST /api/setLanguage for the signed-in user. */
export async function userRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const users = app.services.users;

  api.get('/getUserInfo', { preHandler: requireUser }, async (request): Promise<{ data: UserInfo }> => {
    const info = await users.getUserInfo(request.user!.id);
    if (!info) throw unauthorized();
    return { data: info };
  });

  api.post('/setLanguage', { preHandler: requireUser, schema: { body: setLanguageBodySchema } }, async (request): Promise<{ data: Ok }> => {
    await users.setLanguage(request.user!.id, request.body.lang);
    return { data: { ok: true } };
  });
}
