import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthorized } from '../http/domain-error';
import { createAccountService, type AccountService } from '../modules/auth/account-service';
import { createPasswordPolicy } from '../modules/auth/password-policy';
import { createSessionService, type AuthenticatedUser, type SessionService } from '../modules/auth/service';
import { bearerToken } from '../modules/auth/tokens';
import { createRateLimitService, type RateLimitService } from '../modules/rate-limit/service';
import { createUsersService, type UsersService } from '../modules/users/service';

export type { AuthenticatedUser } from '../modules/auth/service';

/** The services of accounts and sign-in, shared by their routes and by other modules. */
export type AccountServices = {
  users: UsersService;
  sessions: SessionService;
  accounts: AccountService;
  rateLimits: RateLimitService;
};

declare module 'fastify' {
  interface FastifyInstance {
    accountServices: AccountServices;
  }
  interface FastifyRequest {
    /** The signed-in user from `Authorization: Bearer <token>`, or null. */
    user: AuthenticatedUser | null;
  }
}

/**
 * Builds the account services and resolves `request.user` for every request that carries a
 * bearer token. Call it on the root instance before the modules register their routes.
 */
export function registerAuth(app: FastifyInstance): void {
  const { config, now } = app;
  const db = app.database.db;
  const users = createUsersService(db, { config, now });
  const sessions = createSessionService({ db, users, botCheck: app.adapters.botCheck, config, now });
  const passwordPolicy = createPasswordPolicy({
    breachCheck: app.adapters.breachCheck,
    breachCheckRequired: config.breachCheck.required,
    log: app.log,
  });
  const accounts = createAccountService({ db, users, sessions, passwordPolicy, mail: app.adapters.mail, config, now, log: app.log });
  const rateLimits = createRateLimitService(db, { windowSeconds: config.rateLimit.windowSeconds, now });
  app.decorate('accountServices', { users, sessions, accounts, rateLimits });

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
