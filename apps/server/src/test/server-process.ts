import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import { openDatabase, type Database, type DatabaseTarget } from '../db/client';
import { createScratchDatabase } from './scratch-database';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Polls `check` until it holds. The deadline ends a wait that the test's own time-out would only
 * abandon (the polling would go on against a closed database) and names what never came.
 */
export async function waitFor(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Waited ${timeoutMs / 1000} s for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A port free on loopback at this moment, for a server the test starts itself. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export type ServerProcess = {
  child: ChildProcess;
  url: string;
  exited: Promise<number | null>;
  /** Everything the process wrote to standard output and error so far. */
  output(): string;
};

/** Starts the real server, compiled as `npm start` runs it, as its own process and waits until it listens. */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, [inject('serverEntry')], {
    cwd: serverDir,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NODE_ENV: 'test', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) resolve(match[1]!);
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    void exited.then((code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
  return { child, url, exited, output: () => output };
}

/** A fresh database for server processes: a PGlite folder, or a new database on TEST_DATABASE_URL. */
export async function freshServerDatabase(dataDir: string): Promise<{ env: Record<string, string>; target: DatabaseTarget; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB !== 'postgres' || !serverUrl) {
    return { env: {}, target: { pgliteDir: path.join(dataDir, 'pglite') }, drop: async () => {} };
  }
  const scratch = await createScratchDatabase(serverUrl);
  return { env: { DATABASE_URL: scratch.url }, target: { url: scratch.url }, drop: scratch.drop };
}

/** Opens the server processes' database from the test, runs `work` on it, and closes it again (a process may start next). */
export async function withServerDatabase<T>(target: DatabaseTarget, work: (db: Database) => Promise<T>): Promise<T> {
  const handle = await openDatabase(target);
  try {
    return await work(handle.db);
  } finally {
    await handle.close();
  }
}
