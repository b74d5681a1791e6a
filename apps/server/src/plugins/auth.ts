import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthorized } from '../http/domain-error';
import type { AuthenticatedUser } from '../modules/auth/service';
import type { ChangesOfCall } from '../modules/auth/session-cache-sync';
import { bearerToken } from '../modules/auth/tokens';

export type { AuthenticatedUser } from '../modules/auth/service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user from `Authorization: Bearer <token>`, or null. */
    user: AuthenticatedUser | null;
    /** The companies this call changed, announced once each when the answer leaves. */
    changedCompanies: ChangesOfCall | null;
  }
  interface FastifyContextConfig {
    /**
     * The route checks the bearer token in its own query (one round trip instead of two), so the
     * hook leaves `request.user` null for it.
     */
    authenticatesItself?: boolean;
    /**
     * A call that changes nothing shown from a session (e.g. taking a socket ticket), so it need
     * not make the session caches forget the company's sessions as other changing calls do.
     */
    leavesSessionsAsTheyAre?: boolean;
  }
}

/**
 * Resolves `request.user` for every request that carries a bearer token, except on routes that
 * authenticate themselves; register after the services.
 */
export function registerAuth(app: FastifyInstance): void {
  const { sessions, companyChanges } = app.services;
  app.decorateRequest('user', null);
  app.decorateRequest('changedCompanies', null);
  // Only a changing call collects: a socket's upgrade (a GET) never answers through onSend, and
  // what its messages change later must go out at once.
  app.addHook('onRequest', (request, _reply, done) => {
    if (READING_METHODS.has(request.method)) return done();
    const call: ChangesOfCall = { companies: new Set(), open: true };
    request.changedCompanies = call;
    companyChanges.collect(call, done);
  });
  app.addHook('onRequest', async (request) => {
    const { authenticatesItself, attendee } = request.routeOptions.config;
    if (authenticatesItself || attendee) return;
    const token = bearerToken(request.headers.authorization);
    request.user = token ? await sessions.authenticate(token) : null;
  });
  // Any call that changed something in a company may change what its sessions show (counts, the
  // user's language …): the session caches forget them before the answer leaves, so the caller's
  // next request already sees the change (docs/decisions/0024-session-cache.md). What the call's
  // services announced goes out with it, once per company, also when the call then failed.
  app.addHook('onSend', (request, reply, payload, done) => {
    const call = request.changedCompanies;
    if (call) {
      if (reply.statusCode < 400 && request.user && !request.routeOptions.config.leavesSessionsAsTheyAre) call.companies.add(request.user.companyId);
      companyChanges.close(call);
    }
    done(null, payload);
  });
  // A call whose client went away before the answer still announces what it changed.
  app.addHook('onRequestAbort', (request, done) => {
    if (request.changedCompanies) companyChanges.close(request.changedCompanies);
    done();
  });
}

const READING_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A preHandler for routes that need a signed-in user: without a valid token, the 401 envelope. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!request.user) throw unauthorized();
}
