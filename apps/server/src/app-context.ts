import type { RouteOptions } from 'fastify';
import type { Adapters } from './adapters/adapters';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import type { Metrics } from './modules/metrics/metrics';

/** What the app is built from; tests pass their own clock, database and adapters. */
export type AppContext = {
  config: Config;
  database: DatabaseHandle;
  /** The current instant; tests move it to expire tokens without waiting. */
  now: () => Date;
  /** Outside services; any left out are built from the configuration. */
  adapters?: Partial<Adapters>;
  /** Where log lines go instead of standard output; tests read the log with it. */
  logStream?: { write(line: string): void };
  /** Told of every route as it is added; tests walk the route table with it. */
  onRoute?: (route: RouteOptions) => void;
};

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    now: () => Date;
    adapters: Adapters;
    /** The instance's Prometheus metrics (docs/rules/operations.md#metrics). */
    metrics: Metrics;
  }
}
