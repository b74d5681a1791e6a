// The gzipped size of the JavaScript a browser loads for /auth/login (goal: at most 150 KiB).
import fs from 'node:fs';
import { chromium } from 'playwright-core';
import { LOGIN_PAGE_SCRIPT_BUDGET_KIB, gzippedBytes } from '../apps/web/e2e/support/script-budgets';
import { startApp } from './support';

type Script = { file: string; gzippedKiB: number };

const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

const GOAL_KIB = LOGIN_PAGE_SCRIPT_BUDGET_KIB;

export async function benchLoginBundle(): Promise<{ scripts: number; gzippedKiB: number; goalKiB: number; withinGoal: boolean; files: Script[] }> {
  const app = await startApp();
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  const page = await browser.newPage();
  const bodies: { url: string; body: Buffer }[] = [];
  page.on('response', async (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (response.url().startsWith(app.url) && type.includes('javascript')) bodies.push({ url: response.url(), body: await response.body() });
  });
  await page.goto(`${app.url}/auth/login`, { waitUntil: 'networkidle' });
  // Counts only a page that works: the form is there, with its button.
  await page.getByRole('button', { name: 'Sign in' }).waitFor();
  await browser.close();
  await app.stop();
  fs.rmSync(app.dataDir, { recursive: true, force: true });
  // Largest first, so the breakdown shows where the bytes are.
  const files = bodies
    .map(({ url, body }) => ({ file: new URL(url).pathname, bytes: gzippedBytes(body) }))
    .sort((a, b) => b.bytes - a.bytes);
  const gzipped = files.reduce((sum, { bytes }) => sum + bytes, 0);
  return {
    scripts: files.length,
    gzippedKiB: kib(gzipped),
    goalKiB: GOAL_KIB,
    withinGoal: gzipped <= GOAL_KIB * 1024,
    files: files.map(({ file, bytes }) => ({ file, gzippedKiB: kib(bytes) })),
  };
}
