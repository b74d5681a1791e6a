import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { startNginx, type Nginx } from './nginx';
import { createScratchDatabase } from './scratch-database';
import { startServer, type ServerProcess } from './server-process';
import type { TestApp } from './test-app';

export type ServerInstances = {
  /** Debian's nginx in front of the instances, configured from `deploy/nginx`; `proxy.via(i)` reaches instance i. */
  proxy: Nginx;
  instances: ServerProcess[];
  /**
   * An app in the test's own process on the same database, without the pub/sub: for preparing
   * data with the usual test helpers (organisers, events, attendee sessions). What it does is in
   * the database at once for every instance; it pushes nothing to their sockets.
   */
  setup: TestApp;
  /** Stops instance `index` with SIGTERM, waits for it to end and starts it again on the same port. */
  restart(index: number): Promise<void>;
  close(): Promise<void>;
};

/**
 * Several real server processes (`src/main.ts`, as production runs it) on one new PostgreSQL
 * database and one Redis, behind nginx on loopback as `deploy/nginx` configures it (docs/rules/performance.md#live-engagement). Their pub/sub channels
 * carry a prefix of their own, so other test files on the same Redis are never heard. The job
 * workers of the instances only poll rarely: a mail queued by the setup app is sent by it.
 */
export async function startServerInstances(
  count: number,
  { databaseServerUrl, redisUrl, env = {} }: { databaseServerUrl: string; redisUrl: string; env?: Record<string, string> },
): Promise<ServerInstances> {
  const scratch = await createScratchDatabase(databaseServerUrl);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aula-instances-'));
  const shared = { PUBLIC_URL: 'https://aula.test', DATA_DIR: dataDir, DATABASE_URL: scratch.url, ...env };
  // Opening it brings the schema up to date once, before the instances start side by side.
  const database = await openDatabase({ url: scratch.url });
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...shared });
  let offsetMs = 0;
  const app = await buildApp({ config, database, now: () => new Date(Date.now() + offsetMs) });
  await app.ready();

  const instances: ServerProcess[] = [];
  const stopInstances = async () => {
    for (const instance of instances) instance.child.kill('SIGTERM');
    await Promise.all(instances.map((instance) => instance.exited));
  };
  let proxy: Nginx | null = null;
  const close = async () => {
    await proxy?.close();
    await stopInstances();
    await app.close();
    await database.close();
    await scratch.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  const channelPrefix = `aula-test-${crypto.randomBytes(4).toString('hex')}:`;
  const instanceEnv = { ...shared, REDIS_URL: redisUrl, REDIS_CHANNEL_PREFIX: channelPrefix, JOBS_POLL_INTERVAL_MS: '600000' };
  try {
    const started = await Promise.allSettled(Array.from({ length: count }, () => startServer(instanceEnv)));
    for (const result of started) if (result.status === 'fulfilled') instances.push(result.value);
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    proxy = await startNginx(
      instances.map((instance) => instance.url),
      { pinned: true },
    );
  } catch (error) {
    await close();
    throw error;
  }

  const setup: TestApp = {
    app,
    config,
    database,
    dbKind: database.kind,
    dataDir,
    advanceClock: (ms) => {
      offsetMs += ms;
    },
    drainJobs: () => app.services.jobs.drain(),
    close,
  };
  /** Stops instance `index` as systemd does (SIGTERM, then waits for it to end) and starts it again on its port. */
  const restart = async (index: number) => {
    const stopping = instances[index]!;
    stopping.child.kill('SIGTERM');
    await stopping.exited;
    instances[index] = await startServer({ ...instanceEnv, PORT: new URL(stopping.url).port });
  };
  return { proxy, instances, setup, restart, close };
}
