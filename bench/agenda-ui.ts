// The agenda screen with 500 sessions (4 days, 5 rooms, 25 sessions a room a day) in Chromium:
// ms from opening the page to the first session row and to all 500 rows; frame times while the
// day-by-day list and the timeline grid scroll from top to bottom (a frame every 16.7 ms is smooth);
// and ms from clicking the view and time-zone switches to the next frame showing the result.
import fs from 'node:fs';
import { chromium, type Page } from 'playwright-core';
import { addDays, todayInZone } from '@aula/shared';
import { signedInToken, startApp, tempDataDir, type RunningApp } from './support';

const DAYS = 4;
const ROOMS = 5;
const SLOTS = 25;
const SESSION_COUNT = DAYS * ROOMS * SLOTS;

type Frames = { frames: number; medianMs: number; p95Ms: number; maxMs: number; over50Ms: number };
type Result = {
  sessions: number;
  seedMs: number;
  firstRowMs: number;
  allRowsMs: number;
  listScroll: Frames;
  toTimelineMs: number;
  timelineScroll: Frames;
  toMyTimeMs: number;
};

const round = (n: number) => Math.round(n * 10) / 10;
const pad = (n: number) => String(n).padStart(2, '0');

async function seed(app: RunningApp, token: string): Promise<number> {
  const api = async (url: string, body: unknown) => {
    const res = await fetch(`${app.url}/api${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { data: { id: number } }).data.id;
  };
  const start = addDays(todayInZone(Date.now(), 0), 10);
  const eventId = await api('/event', {
    id: '0',
    name: 'Agenda bench',
    startDate: start,
    startTime: '08:00',
    endDate: addDays(start, DAYS - 1),
    endTime: '21:00',
    closingDate: addDays(start, 20),
    closingTime: '21:00',
    location: 'Online',
    address: '[]',
    language: 'en',
    timezone: '60',
    conditions: '',
    moveSessions: '',
    is_virtual: '1',
  });
  const room = (i: number) => ({
    eventId, id: 0, type: 'networking', nameEn: `Room ${i + 1}`, nameDe: `Raum ${i + 1}`, descriptionEn: '', descriptionDe: '',
    imageId: null, visible: true, streamUrl: '', meetingProvider: '', meetingUrl: '', embedCode: '', qaEmbedCode: '',
  });
  const roomIds: number[] = [];
  for (let i = 0; i < ROOMS; i++) roomIds.push(await api('/room', room(i)));
  const tracks = [await api('/agendaCategory', { id: 0, eventId, name: 'Talks', color: '#1971c2' }), await api('/agendaCategory', { id: 0, eventId, name: 'Workshops', color: '#e8590c' })];
  const bodies = [];
  for (let d = 0; d < DAYS; d++)
    for (let r = 0; r < ROOMS; r++)
      for (let s = 0; s < SLOTS; s++) {
        const minutes = 8 * 60 + s * 30;
        bodies.push({
          id: 0, eventId, title: `Session ${d + 1}.${r + 1}.${s + 1}`, day: addDays(start, d),
          startTime: `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`,
          endTime: `${pad(Math.floor((minutes + 30) / 60))}:${pad((minutes + 30) % 60)}`,
          roomId: roomIds[r], categoryId: tracks[s % 2], hostIds: [],
        });
      }
  for (let i = 0; i < bodies.length; i += 10) await Promise.all(bodies.slice(i, i + 10).map((b) => api('/agendaSession', b)));
  return eventId;
}

/** Scrolls the page to the bottom, 120 px a frame, and answers the frame-to-frame times. */
const SCROLL_PROBE = `new Promise((resolve) => {
  window.scrollTo(0, 0);
  const times = [];
  let last = performance.now();
  const step = () => {
    const now = performance.now();
    times.push(now - last);
    last = now;
    const before = window.scrollY;
    window.scrollBy(0, 120);
    if (window.scrollY === before || times.length > 2000) resolve(times.slice(1));
    else requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
})`;

const frames = (times: number[]): Frames => {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    frames: sorted.length,
    medianMs: round(sorted[Math.floor(sorted.length / 2)] ?? 0),
    p95Ms: round(sorted[Math.floor(sorted.length * 0.95)] ?? 0),
    maxMs: round(sorted.at(-1) ?? 0),
    over50Ms: sorted.filter((t) => t > 50).length,
  };
};

/** A promise, as page text, that settles once a condition holds (the app's CSP forbids Playwright's eval). */
const waitUntil = (condition: string) => `new Promise((resolve) => { const check = () => ((${condition}) ? resolve(true) : requestAnimationFrame(check)); check(); })`;

/** ms from a click to the first painted frame after `done()` holds in the page. */
async function clickToFrame(page: Page, selectorText: string, done: string): Promise<number> {
  await page.evaluate(`window.__clickedAt = null; window.__shownMs = null;
    const check = () => { if (window.__clickedAt !== null && (${done})) requestAnimationFrame(() => setTimeout(() => { window.__shownMs = performance.now() - window.__clickedAt; }, 0)); else requestAnimationFrame(check); };
    requestAnimationFrame(check);
    document.addEventListener('pointerdown', () => { window.__clickedAt = performance.now(); }, { once: true, capture: true });`);
  await page.getByText(selectorText, { exact: true }).click();
  await page.evaluate(waitUntil('window.__shownMs !== null'));
  return round((await page.evaluate('window.__shownMs')) as number);
}

async function measure(app: RunningApp, token: string, eventId: number): Promise<Omit<Result, 'sessions' | 'seedMs'>> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-GB', timezoneId: 'Asia/Tokyo' });
    const auth = { token_type: 'Bearer', access_token: token, expires_in: 3600, lang: 'en', is_admin: false, is_owner: false };
    await context.addInitScript(
      `localStorage.setItem('aula.auth', JSON.stringify({ ...${JSON.stringify(auth)}, expiresAt: Date.now() + 3600000 }));` +
        `localStorage.setItem('aula.lang', 'en');`,
    );
    const page = await context.newPage();
    const openedAt = performance.now();
    await page.goto(`${app.url}/event/${eventId}/content/agenda`);
    await page.getByTestId('agenda-session').first().waitFor();
    const firstRowMs = Math.round(performance.now() - openedAt);
    await page.evaluate(waitUntil(`document.querySelectorAll('[data-testid="agenda-session"]').length === ${SESSION_COUNT}`));
    const allRowsMs = Math.round(performance.now() - openedAt);
    const listScroll = frames((await page.evaluate(SCROLL_PROBE)) as number[]);
    await page.evaluate('window.scrollTo(0, 0)');
    const toTimelineMs = await clickToFrame(page, 'Timeline by room', `document.querySelectorAll('[data-testid="timeline-session"]').length === ${SESSION_COUNT}`);
    const timelineScroll = frames((await page.evaluate(SCROLL_PROBE)) as number[]);
    await page.evaluate('window.scrollTo(0, 0)');
    await page.getByText('Day by day', { exact: true }).click();
    await page.getByTestId('agenda-session').first().waitFor();
    const toMyTimeMs = await clickToFrame(page, 'My time (Asia/Tokyo)', `document.querySelector('[data-testid="agenda-session"]')?.textContent?.startsWith('16:00')`);
    return { firstRowMs, allRowsMs, listScroll, toTimelineMs, timelineScroll, toMyTimeMs };
  } finally {
    await browser.close();
  }
}

export async function benchAgendaUi(): Promise<Result> {
  const dataDir = tempDataDir('agenda-ui');
  const app = await startApp({}, dataDir);
  try {
    const token = await signedInToken(app);
    const seededAt = performance.now();
    const eventId = await seed(app, token);
    const seedMs = Math.round(performance.now() - seededAt);
    return { sessions: SESSION_COUNT, seedMs, ...(await measure(app, token, eventId)) };
  } finally {
    await app.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
