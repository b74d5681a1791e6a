import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type { Adapters } from '../adapters/adapters';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/client';

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
 * A fresh database for one test file: PGlite in memory by default, or a new database on the
 * server named by TEST_DATABASE_URL when TEST_DB=postgres (the suite runs once per database).
 */
async function freshDatabase(): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB !== 'postgres' || !serverUrl) {
    const handle = await openDatabase({ memory: true });
    return { handle, drop: async () => {} };
  }
  const name = `aula_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() });
  return {
    handle,
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/**
 * Builds the app as production would, on a throwaway database and data folder. Adapters come from
 * the configuration unless `options.adapters` replaces some with fakes.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { adapters?: Partial<Adapters> } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aula-test-'));
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...env });
  const { handle, drop } = await freshDatabase();
  let offsetMs = 0;
  const app = await buildApp({
    config,
    database: handle,
    now: () => new Date(Date.now() + offsetMs),
    adapters: options.adapters,
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
      await handle.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
