import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthorized } from '../http/domain-error';
import type { AuthenticatedUser } from '../modules/auth/service';
import { bearerToken } from '../modules/auth/tokens';

export type { AuthenticatedUser } from '../modules/auth/service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user from `Authorization: Bearer <token>`, or null. */
    user: AuthenticatedUser | null;
  }
}

/** Resolves `request.user` for every request that carries a bearer token; register after the services. */
export function registerAuth(app: FastifyInstance): void {
  const { sessions } = app.services;
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request.headers.authorization);
    request.user = token ? await sessions.authenticate(token) : null;
  });
}

/** A preHandler for routes that need a signed-in user: without a valid token, the 401 envelope. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!request.user) throw unauthorized();
}
