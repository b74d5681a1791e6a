// The public event page (/e/{code}): (a) the JavaScript and CSS a browser loads for it, raw and
// gzipped (goal: under 60 KiB of gzipped JavaScript), measured in Chromium; (b) its Lighthouse
// performance score (goal: 100). Lighthouse is not a dependency of the project (it is large): it
// is imported when present, from `LIGHTHOUSE_MODULE` (a folder whose node_modules holds it) or
// from the project; otherwise that part is skipped with a note on how to get it.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { makePng } from '../apps/server/src/modules/files/test-images';
import { root, signedInToken, startApp, type RunningApp } from './support';

const CHROMIUM = '/usr/bin/chromium';
/** The headless flags of the browser tests (apps/web/playwright.config.ts). */
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const JS_GOAL_KIB = 60;

const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const gzipSize = (body: Buffer | string) => zlib.gzipSync(body, { level: 9 }).length;
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function call(app: RunningApp, token: string, url: string, init: { json?: unknown; form?: FormData } = {}): Promise<unknown> {
  const response = await fetch(`${app.url}/api${url}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, ...(init.json ? { 'content-type': 'application/json' } : {}) },
    body: init.form ?? JSON.stringify(init.json ?? {}),
  });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: unknown }).data;
}

async function uploadImage(app: RunningApp, token: string, name: string, width: number, height: number, rgb: [number, number, number]): Promise<number> {
  const form = new FormData();
  form.append('file', new Blob([makePng(width, height, { rgb })], { type: 'image/png' }), `${name}.png`);
  return ((await call(app, token, '/library/images', { form })) as { id: number }).id;
}

/**
 * A published event as an organiser would set it up: a design with banner, logo and image, a menu,
 * four rooms with images and descriptions, and twelve sessions over two days in two tracks.
 */
export async function seedPublicPageEvent(app: RunningApp, token: string, options: { customCss?: string } = {}): Promise<string> {
  const start = day(10);
  const end = day(11);
  const tracks = ['Talks', 'Workshops'].map((name, t) => ({
    name,
    color: t === 0 ? '#e64980' : '#2f9e44',
    sessions: Array.from({ length: 6 }, (_, i) => ({
      title: `${name} ${i + 1}: building better virtual events`,
      day: i < 3 ? start : end,
      startTime: `${String(9 + (i % 3) * 2 + t).padStart(2, '0')}:00`,
      endTime: `${String(9 + (i % 3) * 2 + t).padStart(2, '0')}:45`,
    })),
  }));
  const file = {
    format: 'aula-event',
    version: 1,
    event: {
      name: 'Harbour Summit 2027',
      startDate: start,
      startTime: '09:00',
      endDate: end,
      endTime: '18:00',
      closingDate: day(40),
      closingTime: '18:00',
      location: 'Hamburg, Germany',
      timezone: 60,
      language: 'en',
      address: [],
      conditions: '',
    },
    agenda: { categories: tracks },
  };
  const form = new FormData();
  form.append('file', new Blob([JSON.stringify(file)], { type: 'application/json' }), 'event.json');
  const { id } = (await call(app, token, '/importEvent', { form })) as { id: number };
  const { code } = (await call(app, token, `/publishEvent/${id}`)) as { code: string };

  const banner = await uploadImage(app, token, 'banner', 1600, 400, [16, 42, 67]);
  const logo = await uploadImage(app, token, 'logo', 500, 500, [255, 255, 255]);
  const image = await uploadImage(app, token, 'image', 630, 630, [28, 126, 214]);
  await call(app, token, `/design/${id}`, {
    json: { imageFileId: image, logoFileId: logo, bannerFileId: banner, primaryColor: '#102a43', backgroundColor: '#f8f9fa', accentColor: '#f08c00', font: 'system' },
  });
  if (options.customCss) await call(app, token, `/customCss/${id}`, { json: { css: options.customCss } });
  for (let i = 0; i < 4; i++) {
    const roomImage = await uploadImage(app, token, `room-${i}`, 600, 600, [40 + i * 40, 120, 200 - i * 30]);
    await call(app, token, '/room', {
      json: {
        eventId: id,
        id: 0,
        imageId: roomImage,
        type: 'networking',
        nameEn: `Lounge ${i + 1}`,
        nameDe: `Lounge ${i + 1}`,
        descriptionEn: '<p>Meet the speakers and other attendees. <strong>Open all day.</strong></p>',
        descriptionDe: '',
        visible: true,
        streamUrl: '',
        meetingProvider: '',
        meetingUrl: '',
        embedCode: '',
        qaEmbedCode: '',
      },
    });
  }
  return code;
}

type Transfer = {
  html: { rawBytes: number; gzippedBytes: number };
  js: { files: number; rawKiB: number; gzippedKiB: number; goalKiB: number };
  css: { files: number; rawKiB: number; gzippedKiB: number; inlineRawKiB: number; inlineGzippedKiB: number };
  images: { files: number; rawKiB: number };
};

/** Loads the page in Chromium and adds up what it fetched, by kind. */
async function measureTransfer(url: string): Promise<Transfer> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS });
  const page = await browser.newPage();
  const bodies: { type: string; body: Buffer }[] = [];
  const reads: Promise<void>[] = [];
  page.on('response', (response) => {
    if (!response.url().startsWith(new URL(url).origin)) return;
    const type = response.headers()['content-type'] ?? '';
    reads.push(
      response
        .body()
        .then((body) => void bodies.push({ type, body }))
        .catch(() => {}),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await Promise.all(reads);
  await browser.close();
  const of = (match: string) => bodies.filter((b) => b.type.includes(match));
  const html = of('text/html')[0]?.body ?? Buffer.alloc(0);
  const inlineCss = [...html.toString('utf8').matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]!).join('');
  const sum = (list: { body: Buffer }[], size: (b: Buffer) => number) => list.reduce((total, item) => total + size(item.body), 0);
  const js = of('javascript');
  const css = of('text/css');
  const images = of('image/');
  return {
    html: { rawBytes: html.length, gzippedBytes: gzipSize(html) },
    js: { files: js.length, rawKiB: kib(sum(js, (b) => b.length)), gzippedKiB: kib(sum(js, gzipSize)), goalKiB: JS_GOAL_KIB },
    css: {
      files: css.length,
      rawKiB: kib(sum(css, (b) => b.length)),
      gzippedKiB: kib(sum(css, gzipSize)),
      inlineRawKiB: kib(Buffer.byteLength(inlineCss)),
      inlineGzippedKiB: kib(gzipSize(inlineCss)),
    },
    images: { files: images.length, rawKiB: kib(sum(images, (b) => b.length)) },
  };
}

type LighthouseModule = {
  default: (url: string, flags: Record<string, unknown>) => Promise<{ lhr: LighthouseResult } | undefined>;
};
type LighthouseResult = {
  lighthouseVersion: string;
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number; displayValue?: string }>;
};
type ChromeLauncher = { launch(options: Record<string, unknown>): Promise<{ port: number; kill(): void | Promise<void> }> };

/** Lighthouse and chrome-launcher from LIGHTHOUSE_MODULE's folder or the project, or null. */
async function loadLighthouse(): Promise<{ lighthouse: LighthouseModule; launcher: ChromeLauncher } | null> {
  const base = process.env.LIGHTHOUSE_MODULE ? path.resolve(process.env.LIGHTHOUSE_MODULE) : root;
  const require = createRequire(path.join(base, 'package.json'));
  try {
    const lighthousePath = path.join(path.dirname(require.resolve('lighthouse/package.json')), 'core/index.js');
    const launcherRequire = createRequire(lighthousePath);
    const launcherPath = launcherRequire.resolve('chrome-launcher');
    const lighthouse = (await import(pathToFileURL(lighthousePath).href)) as LighthouseModule;
    const launcher = (await import(pathToFileURL(launcherPath).href)) as ChromeLauncher;
    return { lighthouse, launcher };
  } catch {
    return null;
  }
}

type LighthouseSummary =
  | { skipped: string }
  | { version: string; runs: number; performanceScores: (number | null)[]; medianScore: number | null; goal: 100; medianRunMetrics: Record<string, string | undefined> };

/** Runs of Lighthouse; the median is reported, as a single run swings with the machine's load. */
const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

/** Lighthouse's default (mobile, simulated throttling) performance runs against the page. */
async function measureLighthouse(url: string): Promise<LighthouseSummary> {
  const loaded = await loadLighthouse();
  if (!loaded) {
    const skipped =
      'Lighthouse is not installed (it is not a project dependency). Get it with `npm i --no-save lighthouse@12.8.2`, ' +
      'or install it in another folder and set LIGHTHOUSE_MODULE to that folder.';
    console.error(skipped);
    return { skipped };
  }
  const results: LighthouseResult[] = [];
  for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
    const chrome = await loaded.launcher.launch({ chromePath: process.env.CHROME_PATH ?? CHROMIUM, chromeFlags: CHROME_FLAGS });
    try {
      const result = await loaded.lighthouse.default(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
      if (!result) throw new Error('Lighthouse returned no result');
      results.push(result.lhr);
    } finally {
      await chrome.kill();
    }
  }
  const score = (lhr: LighthouseResult) => (lhr.categories.performance.score === null ? null : Math.round(lhr.categories.performance.score * 100));
  const median = [...results].sort((a, b) => (score(a) ?? -1) - (score(b) ?? -1))[Math.floor(results.length / 2)]!;
  const metric = (id: string) => median.audits[id]?.displayValue;
  return {
    version: median.lighthouseVersion,
    runs: results.length,
    performanceScores: results.map(score),
    medianScore: score(median),
    goal: 100,
    medianRunMetrics: {
      firstContentfulPaint: metric('first-contentful-paint'),
      largestContentfulPaint: metric('largest-contentful-paint'),
      totalBlockingTime: metric('total-blocking-time'),
      cumulativeLayoutShift: metric('cumulative-layout-shift'),
      speedIndex: metric('speed-index'),
    },
  };
}

export async function benchPublicPage(): Promise<{ transfer: Transfer; lighthouse: LighthouseSummary }> {
  const app = await startApp(process.env.BENCH_WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.BENCH_WEB_DIST_DIR } : {});
  try {
    const token = await signedInToken(app);
    const code = await seedPublicPageEvent(app, token);
    const url = `${app.url}/e/${code}`;
    const transfer = await measureTransfer(url);
    const lighthouse = await measureLighthouse(url);
    return { transfer, lighthouse };
  } finally {
    await app.stop();
    fs.rmSync(app.dataDir, { recursive: true, force: true });
  }
}
