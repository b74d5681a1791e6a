import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseTarget } from '../db/client';
import { closedPortUrl } from '../test/fake-servers';
import { mailsTo } from '../test/mail-outbox';
import { newPerson, signUpBody } from '../test/accounts';
import { createScratchDatabase } from '../test/scratch-database';
import { createJobRepository } from './repository';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));

/** Polls `check` until it holds; the test's own time-out bounds the wait. */
async function waitFor(check: () => boolean | Promise<boolean>): Promise<void> {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 50));
}

type Server = { child: ChildProcess; url: string; exited: Promise<number | null> };

/** Starts the real server (`src/main.ts`) as its own process and waits until it listens. */
async function startServer(env: Record<string, string>): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
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
  return { child, url, exited };
}

/** A fresh database for the two processes: a PGlite folder, or a new database on TEST_DATABASE_URL. */
async function freshTarget(dataDir: string): Promise<{ env: Record<string, string>; target: DatabaseTarget; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB !== 'postgres' || !serverUrl) {
    return { env: {}, target: { pgliteDir: path.join(dataDir, 'pglite') }, drop: async () => {} };
  }
  const scratch = await createScratchDatabase(serverUrl);
  return { env: { DATABASE_URL: scratch.url }, target: { url: scratch.url }, drop: scratch.drop };
}

describe('queued mail survives kill -9', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aula-kill-'));
  let smtpConnections = 0;
  // An SMTP server that accepts and never greets: a send hangs until the process dies.
  const stuckSmtp = net.createServer((socket) => {
    smtpConnections += 1;
    socket.on('error', () => {});
  });
  let database: Awaited<ReturnType<typeof freshTarget>>;
  let env: Record<string, string>;
  const started: ChildProcess[] = [];

  beforeAll(async () => {
    await new Promise<void>((resolve) => stuckSmtp.listen(0, '127.0.0.1', resolve));
    database = await freshTarget(dataDir);
    env = {
      DATA_DIR: dataDir,
      BREACH_CHECK_URL: `${await closedPortUrl()}/range/`,
      JOBS_LEASE_SECONDS: '2',
      JOBS_POLL_INTERVAL_MS: '200',
      ...database.env,
    };
  });
  afterAll(async () => {
    for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    stuckSmtp.close();
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('runs a job whose process was killed while sending, and one it never reached, exactly once on the next start', async () => {
    const { port } = stuckSmtp.address() as net.AddressInfo;
    const first = await startServer({ ...env, SMTP_URL: `smtp://127.0.0.1:${port}` });
    started.push(first.child);
    const [sending, waiting] = [newPerson(), newPerson()];
    const signUp = (person: typeof sending) =>
      fetch(`${first.url}/api/createUser`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(signUpBody(person)),
      });
    expect((await signUp(sending)).status).toBe(200);
    await waitFor(() => smtpConnections === 1);
    expect((await signUp(waiting)).status).toBe(200);
    first.child.kill('SIGKILL');
    await first.exited;
    expect(fs.existsSync(path.join(dataDir, 'mail'))).toBe(false);

    const second = await startServer(env);
    started.push(second.child);
    await waitFor(() => mailsTo(dataDir, sending.email).length > 0 && mailsTo(dataDir, waiting.email).length > 0);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);

    expect(mailsTo(dataDir, sending.email).map((m) => m.subject)).toEqual(['Activate your Aula account']);
    expect(mailsTo(dataDir, waiting.email).map((m) => m.subject)).toEqual(['Activate your Aula account']);
    const handle = await openDatabase(database.target);
    try {
      expect(await createJobRepository(handle.db).list()).toEqual([]);
    } finally {
      await handle.close();
    }
    // Two real server starts, one of them recovering PGlite after the kill, take a while.
  }, 180_000);
});
