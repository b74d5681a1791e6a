import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedPortUrl, startStuckSmtpServer, type StuckSmtpServer } from '../test/fake-servers';
import { mailsTo } from '../test/mail-outbox';
import { newPerson, signUpBody } from '../test/accounts';
import { freshServerDatabase, startServer, waitFor, withServerDatabase } from '../test/server-process';
import { createJobRepository } from './repository';

describe('queued mail survives kill -9', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aula-kill-'));
  let stuckSmtp: StuckSmtpServer;
  let database: Awaited<ReturnType<typeof freshServerDatabase>>;
  let env: Record<string, string>;
  const started: ChildProcess[] = [];

  beforeAll(async () => {
    stuckSmtp = await startStuckSmtpServer();
    database = await freshServerDatabase(dataDir);
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
    stuckSmtp?.close();
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('runs a job whose process was killed while sending, and one it never reached, exactly once on the next start', async () => {
    const first = await startServer({ ...env, SMTP_URL: stuckSmtp.url });
    started.push(first.child);
    const [sending, waiting] = [newPerson(), newPerson()];
    const signUp = (person: typeof sending) =>
      fetch(`${first.url}/api/createUser`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(signUpBody(person)),
      });
    expect((await signUp(sending)).status).toBe(200);
    await waitFor('the first instance to connect to SMTP', () => stuckSmtp.connections() === 1);
    expect((await signUp(waiting)).status).toBe(200);
    first.child.kill('SIGKILL');
    await first.exited;
    expect(fs.existsSync(path.join(dataDir, 'mail'))).toBe(false);

    const second = await startServer(env);
    started.push(second.child);
    await waitFor('both activation mails', () => mailsTo(dataDir, sending.email).length > 0 && mailsTo(dataDir, waiting.email).length > 0);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);

    expect(mailsTo(dataDir, sending.email).map((m) => m.subject)).toEqual(['Activate your Aula account']);
    expect(mailsTo(dataDir, waiting.email).map((m) => m.subject)).toEqual(['Activate your Aula account']);
    expect(await withServerDatabase(database.target, (db) => createJobRepository(db).list())).toEqual([]);
    // Two real server starts, one of them recovering PGlite after the kill, take a while.
  }, 180_000);
});
