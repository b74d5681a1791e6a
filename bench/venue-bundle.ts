// The gzipped size of the JavaScript a browser loads for the attendees' venue (goal: at most 120 KiB
// on its first load, docs/rules/performance.md#venue-first-load): its sign-in page, a signed-in attendee's start page, and what an
// HLS stream adds when the browser cannot play HLS itself; each with the event's custom CSS applied.
import fs from 'node:fs';
import zlib from 'node:zlib';
import { chromium, type Browser, type Page } from 'playwright-core';
import type { VenueContent, VenueProfile } from '@aula/shared';
import { seedPublicPageEvent } from './public-page';
import { signedInToken, startApp } from './support';

type Script = { file: string; gzippedKiB: number };
type Load = { scripts: number; gzippedKiB: number; withinGoal: boolean; files: Script[] };

const GOAL_KIB = 120;

/** An organiser's stylesheet of a usual size, applied on every load the bench counts (docs/rules/design.md#custom-css). */
const CUSTOM_CSS = [
  '.bar{background:#0b3d2e;box-shadow:0 2px 8px rgb(0 0 0/25%)}',
  'h1,h2{letter-spacing:.02em;text-transform:uppercase}',
  '.card{border-radius:2px;border-color:#0b3d2e}',
  '@media (max-width:600px){.bar-inner{padding:0 .75rem}}',
  ...Array.from({ length: 40 }, (_, i) => `.session:nth-child(${i + 1}){border-left:${(i % 4) + 1}px solid #f08c00}`),
].join('\n');
/** The colour the custom CSS gives the bar, which shows that it was applied. */
const CUSTOM_BAR_COLOUR = 'rgb(11, 61, 46)';
const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** Records the app's scripts a page receives, with their gzipped sizes. */
function recordScripts(page: Page, origin: string): () => Script[] {
  const bodies: { url: string; body: Buffer }[] = [];
  page.on('response', async (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (response.url().startsWith(origin) && type.includes('javascript')) bodies.push({ url: response.url(), body: await response.body() });
  });
  return () =>
    bodies
      .map(({ url, body }) => ({ file: new URL(url).pathname, bytes: zlib.gzipSync(body, { level: 9 }).length }))
      .sort((a, b) => b.bytes - a.bytes)
      .map(({ file, bytes }) => ({ file, gzippedKiB: kib(bytes) }));
}

function summary(files: Script[]): Load {
  const gzippedKiB = kib(files.reduce((sum, { gzippedKiB: size }) => sum + size * 1024, 0));
  return { scripts: files.length, gzippedKiB, withinGoal: gzippedKiB <= GOAL_KIB, files };
}

/**
 * What the signed-in start page shows: the event as the server would answer it, with an HLS stage.
 * The calls are answered in the browser (no attendee account is needed for counting scripts,
 * which do not depend on the data).
 */
function signedInAnswers(code: string): { content: VenueContent; profile: VenueProfile } {
  // The first saved version of the seeded event's custom CSS.
  const customCssUrl = `/e/${code}/custom.css?v=1`;
  const now = Date.now();
  const design = {
    primaryColor: '#102a43',
    backgroundColor: '#f8f9fa',
    accentColor: '#f08c00',
    textColor: '#000000',
    onPrimaryColor: '#ffffff',
    onAccentColor: '#000000',
    fontStack: 'system-ui, sans-serif',
    image: null,
    logo: null,
    banner: null,
    customCssUrl,
  };
  return {
    content: {
      event: { name: 'Harbour Summit 2027', code, language: 'en', timezoneOffset: 60, startMs: now - 3_600_000, endMs: now + 7 * 3_600_000, closingMs: now + 30 * 86_400_000, state: 'open', nowMs: now },
      design,
      menu: ['home', 'agenda', 'rooms'].map((kind) => ({ kind: kind as 'home', labelEn: '', labelDe: '', url: '' })),
      rooms: [
        { id: 1, type: 'stage', nameEn: 'Main stage', nameDe: '', descriptionEn: '', descriptionDe: '', image: null, streamUrl: `https://streams.invalid/${code}/live.m3u8`, meetingProvider: '', meetingUrl: '', embedUrl: '', qaEmbedUrl: '' },
      ],
      categories: [],
      sessions: [{ id: 1, titleEn: 'Opening keynote', titleDe: '', descriptionEn: '', descriptionDe: '', startMs: now - 600_000, endMs: now + 3_000_000, roomId: 1, categoryId: null, hosts: [], speakerIds: [] }],
      speakers: [],
      directory: true,
    },
    profile: { id: 1, eventId: 1, code, firstName: 'Jonas', lastName: 'Berg', email: 'jonas@example.com', company: '', jobTitle: '', bio: '', hiddenFromDirectory: false, role: 'attendee', lang: 'en', photoUrl: null },
  };
}

async function signedInPage(browser: Browser, origin: string, code: string): Promise<{ page: Page; scripts: () => Script[] }> {
  const context = await browser.newContext();
  const { content, profile } = signedInAnswers(code);
  const session = JSON.stringify({ accessToken: 'bench', expiresAt: Date.now() + 3_600_000, lang: 'en' });
  // Browser code as text: the bench is type-checked without the DOM's types.
  await context.addInitScript(`localStorage.setItem(${JSON.stringify(`aula.venue.${code.toLowerCase()}.session`)}, ${JSON.stringify(session)})`);
  // Every other venue call (the socket's ticket, a room's chat, polls and questions) is unavailable
  // rather than refused: a 401 would end the pretended session. Later routes take precedence.
  await context.route('**/api/venue/**', (route) => route.fulfill({ status: 503, json: { error: { code: 'internal_error', message: '' } } }));
  await context.route('**/api/venue/event', (route) => route.fulfill({ json: { data: content } }));
  await context.route('**/api/venue/me', (route) => route.fulfill({ json: { data: profile } }));
  const page = await context.newPage();
  return { page, scripts: recordScripts(page, origin) };
}

export async function benchVenueBundle(): Promise<{ goalKiB: number; signInPage: Load; signedInHome: Load; hlsRoom: { nativeHls: boolean; addedScripts: Script[]; addedKiB: number } }> {
  const app = await startApp();
  const code = await seedPublicPageEvent(app, await signedInToken(app), { customCss: CUSTOM_CSS });
  // Browser code as text: the bench is type-checked without the DOM's types.
  const customCssApplied = `getComputedStyle(document.querySelector('.bar')).backgroundColor === ${JSON.stringify(CUSTOM_BAR_COLOUR)}`;
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    // A first visit: the venue's sign-in page, painted with the event's design, counts once its form is there.
    const visitor = await browser.newPage();
    const visitorScripts = recordScripts(visitor, app.url);
    await visitor.goto(`${app.url}/e/${code}/venue`, { waitUntil: 'networkidle' });
    await visitor.getByRole('button', { name: 'Sign in' }).waitFor();
    await visitor.waitForFunction(customCssApplied);
    const signInPage = summary(visitorScripts());

    // A signed-in attendee opening the venue: its start page with what is on now.
    const { page, scripts } = await signedInPage(browser, app.url, code);
    await page.goto(`${app.url}/e/${code}/venue`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Welcome, Jonas' }).waitFor();
    await page.waitForFunction(customCssApplied);
    const signedInHome = summary(scripts());

    // Then the HLS stage: hls.js comes only now, and only where the browser cannot play HLS itself.
    const loaded = new Set(scripts().map(({ file }) => file));
    await page.getByRole('link', { name: 'Room: Main stage' }).click();
    await page.getByRole('heading', { name: 'Main stage', level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    const nativeHls = (await page.evaluate(`document.createElement('video').canPlayType('application/vnd.apple.mpegurl') !== ''`)) as boolean;
    const addedScripts = scripts().filter(({ file }) => !loaded.has(file));
    return {
      goalKiB: GOAL_KIB,
      signInPage,
      signedInHome,
      hlsRoom: { nativeHls, addedScripts, addedKiB: kib(addedScripts.reduce((sum, { gzippedKiB }) => sum + gzippedKiB * 1024, 0)) },
    };
  } finally {
    await browser.close();
    await app.stop();
    fs.rmSync(app.dataDir, { recursive: true, force: true });
  }
}
