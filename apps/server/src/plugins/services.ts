import type { FastifyInstance } from 'fastify';
import { createServices, type Services } from '../services';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every service of the app, built once (see src/services.ts). */
    services: Services;
  }
}

/** Decorates the root instance with the services, before any module registers its routes. */
export function registerServices(app: FastifyInstance): void {
  app.decorate(
    'services',
    createServices({
      db: app.database.db,
      soleInstance: app.database.kind === 'pglite',
      config: app.config,
      now: app.now,
      adapters: app.adapters,
      log: app.log,
      metrics: app.metrics,
    }),
  );
}
