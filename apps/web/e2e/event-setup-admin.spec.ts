import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { newTestUser, type TestUser } from './support/accounts';
import { field, fieldError, fillDate, signIn, utcDay } from './event-setup-helpers';

/**
 * Admins are made only by the command line, which needs the PGlite folder to itself; so this file
 * runs its own server on its own data folder, stopped while the command runs.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aula-e2e-admin-'));
const breachPort = Number(new URL(process.env.E2E_BASE_URL!).port) + 1;
let baseURL = '';
let server: ChildProcess | null = null;

async function freePort(): Promise<number> {
  const probe = net.createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as net.AddressInfo;
  probe.close();
  await once(probe, 'close');
  return port;
}

async function startServer(port: number): Promise<void> {
  server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
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
    },
  });
  await expect
    .poll(() => fetch(`${baseURL}/api/health`).then((r) => r.ok, () => false), { timeout: 60_000, intervals: [250] })
    .toBe(true);
}

async function stopServer(): Promise<void> {
  if (!server || server.exitCode !== null) return;
  const exited = once(server, 'exit');
  server.kill('SIGTERM');
  await exited;
  server = null;
}

/** Signs up through the API and follows the activation link from the mail folder. */
async function createActiveUserOnOwnServer(): Promise<TestUser> {
  const user = newTestUser();
  const post = (p: string, body: object) =>
    fetch(`${baseURL}/api${p}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const signup = await post('/createUser', { username: user.email, password: user.password, first_name: user.firstName, last_name: user.lastName, lang: 'en' });
  expect(signup.ok).toBe(true);
  const mailDir = path.join(dataDir, 'mail');
  let token = '';
  await expect
    .poll(() => {
      if (!fs.existsSync(mailDir)) return '';
      for (const file of fs.readdirSync(mailDir)) {
        const text = fs.readFileSync(path.join(mailDir, file), 'utf8').replace(/=\r?\n/g, '');
        if (text.includes(user.email)) token = /email-verification\/([\w-]+)/.exec(text)?.[1] ?? '';
      }
      return token;
    })
    .not.toBe('');
  expect((await post('/verifyEmail', { token })).ok).toBe(true);
  return user;
}

let admin: TestUser;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const port = await freePort();
  baseURL = `http://127.0.0.1:${port}`;
  await startServer(port);
  admin = await createActiveUserOnOwnServer();
  await stopServer();
  execFileSync(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/admin.ts', 'grant', admin.email], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: 'ignore',
  });
  await startServer(port);
});

test.afterAll(async () => {
  await stopServer();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test.use({ timezoneId: 'UTC' });

test('an admin saves a 6-day event that closes 40 days after its end', async ({ page }) => {
  await signIn(page, admin, baseURL);
  await page.goto(`${baseURL}/event/0/dashboard?name=Long%20Summit`);
  await expect(field(page, 'Start date')).toBeVisible();

  // The end picker has no maximum for an admin: six days are taken as typed.
  await fillDate(page, 'End date', utcDay(12));
  await fillDate(page, 'Closing date', utcDay(52));
  await field(page, 'Location').fill('Bremen');
  await expect(fieldError(page, 'End date')).toHaveCount(0);
  await expect(fieldError(page, 'Closing date')).toHaveCount(0);

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/event\/[1-9]\d*\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Edit event', level: 1 })).toBeVisible();
  const end = new Date(`${utcDay(12)}T00:00:00Z`);
  await expect(field(page, 'End date')).toHaveValue(new RegExp(`^${end.getUTCDate()} \\w{3} ${end.getUTCFullYear()}$`));
  await expect(page.getByText(/maximum duration of 4 days/)).toHaveCount(0);
});
