import type { Adapters } from './adapters/adapters';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';

/** What the app is built from; tests pass their own clock, database and adapters. */
export type AppContext = {
  config: Config;
  database: DatabaseHandle;
  /** The current instant; tests move it to expire tokens without waiting. */
  now: () => Date;
  /** Outside services; any left out are built from the configuration. */
  adapters?: Partial<Adapters>;
};

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    now: () => Date;
    adapters: Adapters;
  }
}
