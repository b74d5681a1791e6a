import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

const scope = new AsyncLocalStorage<{ requestId: string }>();

/**
 * Runs every request's handling inside a scope that knows its id, so that what the request sets in
 * motion (a job it enqueues) can carry the id into its own log lines (docs/rules/operations.md#logs).
 */
export function registerRequestScope(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => scope.run({ requestId: request.id }, done));
}

/** The id of the request being handled here, or null outside any request (a job, a timer). */
export function currentRequestId(): string | null {
  return scope.getStore()?.requestId ?? null;
}
