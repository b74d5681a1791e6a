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
  interface FastifyContextConfig {
    /**
     * The route checks the bearer token in its own query (one round trip instead of two), so the
     * hook leaves `request.user` null for it.
     */
    authenticatesItself?: boolean;
  }
}

/**
 * Resolves `request.user` for every request that carries a bearer token, except on routes that
 * authenticate themselves; register after the services.
 */
export function registerAuth(app: FastifyInstance): void {
  const { sessions } = app.services;
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.authenticatesItself) return;
    const token = bearerToken(request.headers.authorization);
    request.user = token ? await sessions.authenticate(token) : null;
  });
}

/** A preHandler for routes that need a signed-in user: without a valid token, the 401 envelope. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!request.user) throw unauthorized();
}
