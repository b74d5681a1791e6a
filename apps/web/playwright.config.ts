import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const breachPort = port + 1;
// Set once in the runner process; workers and the web server inherit it.
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `aula-e2e-${Date.now()}`);
process.env.E2E_BASE_URL = `http://127.0.0.1:${port}`;

const root = path.resolve(import.meta.dirname, '../..');

// Debian's Chromium headless shell is the same Blink without the full browser's window and UI
// layers: the suite costs about a third less CPU in it (docs/decisions/0086-browser-tests-in-the-headless-shell.md).
// Where only the full browser is installed, the suite runs in that.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const browserPath = fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium';

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  // Playwright's default is half the cores: one worker on a two-core machine, which leaves a core idle
  // while a test waits for the server or the browser.
  workers: Math.max(2, Math.floor(os.availableParallelism() / 2)),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    // As a person who asks for less motion: the app then skips its transitions (the theme respects
    // the setting), so a test waits for no animation to end.
    reducedMotion: 'reduce',
    // No trace: its DOM snapshots after every action cost about a fifth of the suite's CPU
    // (docs/decisions/0087-browser-tests-without-traces.md). A failed test keeps a screenshot and
    // the page's accessibility tree; `--trace retain-on-failure` records traces when looking into one.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: browserPath,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        // Containers often give /dev/shm only 64 MB; Chromium then stalls closing contexts.
        '--disable-dev-shm-usage',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: [
    {
      command: `node --import tsx apps/web/e2e/support/fake-breach-server.ts ${breachPort}`,
      cwd: root,
      url: `http://127.0.0.1:${breachPort}/health`,
      reuseExistingServer: false,
    },
    {
      // The compiled server, as npm start runs it (npm run test:e2e builds it first), on CI's
      // PostgreSQL when there is one (see support/app-server.ts).
      command: 'node --import tsx apps/web/e2e/support/app-server.ts',
      cwd: root,
      url: `http://127.0.0.1:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      // Lets the server stop and its database be dropped.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: process.env.E2E_DATA_DIR,
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        LOG_LEVEL: 'warn',
        BREACH_CHECK_URL: `http://127.0.0.1:${breachPort}/range/`,
        RATE_LIMIT_PER_IP: '100000',
        RATE_LIMIT_PER_ACCOUNT: '100000',
        RATE_LIMIT_RESET_MAILS_PER_ACCOUNT: '1000',
        // The mail settings spec's SMTP server listens on loopback, closed to organisers unless allowed.
        MAIL_ALLOWED_INTERNAL_HOSTS: '127.0.0.1',
        // A failed test mail answers only when this time is up: below the assertions' 7 s, far above a local send.
        MAIL_TEST_TIMEOUT_MS: '4000',
        // The meeting integrations spec's fake BigBlueButton listens on loopback, closed to organisers unless allowed.
        MEETING_ALLOWED_INTERNAL_HOSTS: '127.0.0.1',
        // Lets several checkouts' suites run side by side, each against its own build.
        ...(process.env.E2E_WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.E2E_WEB_DIST_DIR } : {}),
      },
    },
  ],
});
