import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import type { AppContext } from '../app-context';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { leasePglite } from './reused-pglite';
import { createScratchDatabase } from './scratch-database';

export type TestApp = {
  app: FastifyInstance;
  config: Config;
  database: DatabaseHandle;
  dbKind: 'pglite' | 'postgres';
  dataDir: string;
  /** Moves the app's clock forward, to expire tokens without waiting. */
  advanceClock(ms: number): void;
  /** Runs the queued jobs that are due (mails are sent after the answer) and waits for them. */
  drainJobs(): Promise<void>;
  close(): Promise<void>;
};

/**
 * A fresh database for one test app: an emptied PGlite the worker keeps (see `reused-pglite.ts`), or
 * a new database on the server named by TEST_DATABASE_URL when TEST_DB=postgres (the suite runs once
 * per database), copied from the database the run migrated once (`global-setup.ts`).
 */
async function freshDatabase(): Promise<{ handle: DatabaseHandle; release: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB !== 'postgres' || !serverUrl) return leasePglite();
  const scratch = await createScratchDatabase(serverUrl, inject('postgresTemplate'));
  const handle = await openDatabase({ url: scratch.url });
  return {
    handle,
    release: async () => {
      await handle.close();
      await scratch.drop();
    },
  };
}

/**
 * Builds the app as production would, on a throwaway database and data folder. Adapters come from
 * the configuration unless `options.adapters` replaces some with fakes; `options.onRoute` is told
 * of every route the app adds; with `options.logStream` (and a LOG_LEVEL) the log goes there.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: Pick<AppContext, 'adapters' | 'onRoute' | 'logStream'> = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aula-test-'));
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...env });
  const { handle, release } = await freshDatabase();
  let offsetMs = 0;
  const app = await buildApp({
    config,
    database: handle,
    now: () => new Date(Date.now() + offsetMs),
    adapters: options.adapters,
    onRoute: options.onRoute,
    logStream: options.logStream,
  });
  await app.ready();
  return {
    app,
    config,
    database: handle,
    dbKind: handle.kind,
    dataDir,
    advanceClock: (ms) => {
      offsetMs += ms;
    },
    drainJobs: () => app.services.jobs.drain(),
    close: async () => {
      await app.close();
      await release();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
