// The gzipped size of the JavaScript a browser loads for /auth/login (goal: at most 150 KiB).
import fs from 'node:fs';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { startApp } from './support';

export async function benchLoginBundle(): Promise<{ scripts: number; gzippedKiB: number; goalKiB: number }> {
  const app = await startApp();
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  const page = await browser.newPage();
  const bodies: Buffer[] = [];
  page.on('response', async (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (response.url().startsWith(app.url) && type.includes('javascript')) bodies.push(await response.body());
  });
  await page.goto(`${app.url}/auth/login`, { waitUntil: 'networkidle' });
  await browser.close();
  await app.stop();
  fs.rmSync(app.dataDir, { recursive: true, force: true });
  const gzipped = bodies.reduce((sum, body) => sum + zlib.gzipSync(body, { level: 9 }).length, 0);
  return { scripts: bodies.length, gzippedKiB: Math.round((gzipped / 1024) * 10) / 10, goalKiB: 150 };
}
