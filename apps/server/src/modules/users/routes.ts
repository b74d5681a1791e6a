import type { FastifyInstance } from 'fastify';
import { userCalls } from '@aula/shared';
import { unauthorized } from '../../http/domain-error';
import { OK, route } from '../../http/route';
import { bearerToken } from '../auth/tokens';

/** GET /api/getUserInfo and POST /api/setLanguage for the signed-in user. */
export async function userRoutes(app: FastifyInstance): Promise<void> {
  const users = app.services.users;

  // Checks the token in the same query that reads the user, instead of in the auth hook first.
  route(app, userCalls.info, { config: { authenticatesItself: true } }, async (request) => {
    const token = bearerToken(request.headers.authorization);
    const info = token ? await users.getUserInfoForToken(token) : null;
    if (!info) throw unauthorized();
    return info;
  });

  route(app, userCalls.setLanguage, { auth: 'user' }, async (request) => {
    await users.setLanguage(request.user.id, request.body.lang);
    return OK;
  });
}
