import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';
import { newTestUser, type TestUser } from './accounts';
import { linkIn, waitForMail } from './mailbox';

const root = path.resolve(import.meta.dirname, '../../../..');

async function freePort(): Promise<number> {
  const probe = net.createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as net.AddressInfo;
  probe.close();
  await once(probe, 'close');
  return port;
}

export type OwnServer = {
  baseURL: string;
  /** Where this server's file outbox writes its mails, for `waitForMail`. */
  mailDir: string;
  /** Signs a person up through the API (with the company name and language given) and activates them. */
  createActiveUser(overrides?: Partial<TestUser> & { instance?: string; lang?: 'en' | 'de' }): Promise<TestUser>;
  /** Stops the server, makes these people admins with the command line, and starts it again. */
  grantAdmin(...emails: string[]): Promise<void>;
  close(): Promise<void>;
};

/**
 * A server of the test's own, on its own data folder: admins are made only by the command line,
 * which needs the PGlite folder to itself, so the server is stopped while it runs. `env` sets what
 * this server alone runs with (a shorter analytics minute).
 */
export async function startOwnServer({ env = {} }: { env?: Record<string, string> } = {}): Promise<OwnServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aula-e2e-own-'));
  const breachPort = Number(new URL(process.env.E2E_BASE_URL!).port) + 1;
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  let server: ChildProcess | null = null;

  const start = async () => {
    // The compiled server that `npm run test:e2e` builds, as the suite's own server runs: through a
    // TypeScript loader every start would compile the whole server again (docs/testing.md).
    server = spawn(process.execPath, ['apps/server/dist/main.js'], {
      cwd: root,
      stdio: 'ignore',
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        PUBLIC_URL: baseURL,
        LOG_LEVEL: 'warn',
        BREACH_CHECK_URL: `http://127.0.0.1:${breachPort}/range/`,
        RATE_LIMIT_PER_IP: '100000',
        ...env,
      },
    });
    await expect
      .poll(() => fetch(`${baseURL}/api/health`).then((r) => r.ok, () => false), { timeout: 60_000, intervals: [250] })
      .toBe(true);
  };
  const stop = async () => {
    const running = server;
    if (!running || running.exitCode !== null) return;
    const exited = once(running, 'exit');
    running.kill('SIGTERM');
    await exited;
    server = null;
  };
  await start();

  const post = (p: string, body: object) =>
    fetch(`${baseURL}/api${p}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  const mailDir = path.join(dataDir, 'mail');

  return {
    baseURL,
    mailDir,
    async createActiveUser({ instance = '', lang = 'en', ...overrides } = {}) {
      const user = newTestUser(overrides);
      const signup = await post('/createUser', { username: user.email, password: user.password, first_name: user.firstName, last_name: user.lastName, instance, lang });
      expect(signup.ok).toBe(true);
      const token = linkIn(await waitForMail(user.email, undefined, mailDir), '/auth/email-verification/').split('/').pop()!;
      expect((await post('/verifyEmail', { token })).ok).toBe(true);
      return user;
    },
    async grantAdmin(...emails) {
      await stop();
      for (const email of emails) {
        execFileSync(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/admin.ts', 'grant', email], {
          cwd: root,
          env: { ...process.env, DATA_DIR: dataDir },
          stdio: 'ignore',
        });
      }
      await start();
    },
    async close() {
      await stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
