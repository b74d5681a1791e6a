import type { Config } from './config';
import type { DatabaseHandle } from './db/client';

/** What the app is built from; tests pass their own clock, database and adapters. */
export type AppContext = {
  config: Config;
  database: DatabaseHandle;
  /** The current instant; tests move it to expire tokens without waiting. */
  now: () => Date;
};

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    now: () => Date;
  }
}
