import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { startReverseProxy, type ReverseProxy } from './reverse-proxy';
import { createScratchDatabase } from './scratch-database';
import { startServer, type ServerProcess } from './server-process';
import type { TestApp } from './test-app';

export type ServerInstances = {
  /** The load balancer in front of the instances; `proxy.via(i)` reaches instance i. */
  proxy: ReverseProxy;
  instances: ServerProcess[];
  /**
   * An app in the test's own process on the same database, without the pub/sub: for preparing
   * data with the usual test helpers (organisers, events, attendee sessions). What it does is in
   * the database at once for every instance; it pushes nothing to their sockets.
   */
  setup: TestApp;
  close(): Promise<void>;
};

/**
 * Several real server processes (`src/main.ts`, as production runs it) on one new PostgreSQL
 * database and one Redis, behind a reverse proxy on loopback (docs/rules/performance.md#live-engagement). Their pub/sub channels
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
  let proxy: ReverseProxy | null = null;
  const close = async () => {
    await proxy?.close();
    await stopInstances();
    await app.close();
    await database.close();
    await scratch.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    const channelPrefix = `aula-test-${crypto.randomBytes(4).toString('hex')}:`;
    const started = await Promise.allSettled(
      Array.from({ length: count }, () =>
        startServer({ ...shared, REDIS_URL: redisUrl, REDIS_CHANNEL_PREFIX: channelPrefix, JOBS_POLL_INTERVAL_MS: '600000' }),
      ),
    );
    for (const result of started) if (result.status === 'fulfilled') instances.push(result.value);
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    proxy = await startReverseProxy(instances.map((instance) => instance.url));
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
  return { proxy, instances, setup, close };
}
