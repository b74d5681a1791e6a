// The events list screen with 10,000 events in one company, in Chromium: the ms from navigating to
// /events to the first rows painted (goal: within 1 s), then for each of 10 keystrokes in the
// search box, the ms from keydown to the next painted frame (what typing feels like; goal: under
// 50 ms) and to the first frame painted after the list shows that keystroke's result.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { EVENT_COUNT, companyOf, seedEvents } from './seed-events';
import { signedInToken, startApp, tempDataDir, type RunningApp } from './support';

/** Ten keystrokes that narrow 10,000 names step by step down to a handful. */
const QUERY = 'event 0004';

type Keystroke = { key: string; frameMs: number; listMs: number };
type Summary = { medianMs: number; maxMs: number };
type Result = {
  events: number;
  seedMs: number;
  /** From the navigation's start (the page's time origin) to the first frame painted with rows. */
  firstRowsPaintedMs: number;
  /** From the runner's goto to the runner seeing a row, Playwright's round trips included. */
  firstRowsSeenMs: number;
  /** Where the time to the first rows goes, on the page's clock: the app's start, and the list call. */
  firstRowsBreakdown: { domContentLoadedMs: number; scripts: { count: number; lastLoadedMs: number }; apiCalls: string[] };
  frame: Summary;
  list: Summary;
  keystrokes: Keystroke[];
};

const summary = (values: number[]): Summary => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  const median = sorted.length % 2 ? sorted[Math.floor(middle)]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return { medianMs: Math.round(median * 10) / 10, maxMs: Math.round(sorted.at(-1)! * 10) / 10 };
};

/**
 * Records, per keystroke in the search box, the two times described at the top. Plain JavaScript
 * text, because the runner's TypeScript transform adds helpers that do not exist in the page.
 */
const KEYSTROKE_PROBE = `(() => {
  const probe = { results: [] };
  probe.waitFor = (count) => new Promise((resolve) => {
    const check = () => (probe.results.length >= count ? resolve(true) : setTimeout(check, 5));
    check();
  });
  window.__probe = probe;
  const input = document.querySelector('input[type="search"]');
  // A task queued from requestAnimationFrame runs once that frame has been painted.
  const afterPaint = (then) => requestAnimationFrame(() => setTimeout(then, 0));
  input.addEventListener('keydown', (event) => {
    const startedAt = performance.now();
    const expected = input.value + event.key;
    let frameMs = null;
    afterPaint(() => { frameMs = performance.now() - startedAt; });
    const waitForList = () => {
      const shown = document.querySelector('[data-query]')?.getAttribute('data-query');
      if (shown === expected && frameMs !== null) {
        const frame = frameMs;
        afterPaint(() => probe.results.push({ key: event.key, frameMs: frame, listMs: performance.now() - startedAt }));
      } else requestAnimationFrame(waitForList);
    };
    requestAnimationFrame(waitForList);
  });
})()`;

/**
 * Notes, on the page's own clock (0 is the start of the navigation), when the first frame with an
 * event row has been painted. Plain JavaScript for the same reason as the probe above.
 */
const FIRST_ROWS_PROBE = `(() => {
  const seen = () => {
    if (!document.querySelector('[data-testid="event-row"]')) return false;
    requestAnimationFrame(() => setTimeout(() => { window.__firstRowsPaintedMs = performance.now(); }, 0));
    return true;
  };
  const observer = new MutationObserver(() => { if (seen()) observer.disconnect(); });
  observer.observe(document, { childList: true, subtree: true });
})()`;

async function measureTyping(app: RunningApp, token: string): Promise<Omit<Result, 'events' | 'seedMs'>> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-GB' });
    const auth = { token_type: 'Bearer', access_token: token, expires_in: 3600, lang: 'en', is_admin: false, is_owner: false };
    // A stored session, as a sign-in leaves it, so the screen opens signed in.
    await context.addInitScript(
      `localStorage.setItem('aula.auth', JSON.stringify({ ...${JSON.stringify(auth)}, expiresAt: Date.now() + 3600000 }));` +
        `localStorage.setItem('aula.lang', 'en');`,
    );
    await context.addInitScript(FIRST_ROWS_PROBE);
    const page = await context.newPage();
    const openedAt = performance.now();
    await page.goto(`${app.url}/events`);
    await page.getByTestId('event-row').first().waitFor();
    const firstRowsSeenMs = Math.round(performance.now() - openedAt);
    await page.waitForFunction('window.__firstRowsPaintedMs !== undefined');
    const firstRowsPaintedMs = Math.round((await page.evaluate('window.__firstRowsPaintedMs')) as number);
    const firstRowsBreakdown = (await page.evaluate(`(() => {
      const navigation = performance.getEntriesByType('navigation')[0];
      const before = performance.getEntriesByType('resource').filter((entry) => entry.startTime < window.__firstRowsPaintedMs);
      const scripts = before.filter((entry) => entry.name.endsWith('.js'));
      return {
        domContentLoadedMs: Math.round(navigation.domContentLoadedEventEnd),
        scripts: { count: scripts.length, lastLoadedMs: Math.round(Math.max(...scripts.map((entry) => entry.responseEnd))) },
        apiCalls: before
          .filter((entry) => entry.name.includes('/api/'))
          .map((entry) => new URL(entry.name).pathname + ' ' + Math.round(entry.startTime) + '-' + Math.round(entry.responseEnd) + ' ms'),
      };
    })()`)) as Result['firstRowsBreakdown'];
    const shown = await page.getByText(/^\d+ events$/).textContent();
    if (shown !== `${EVENT_COUNT} events`) throw new Error(`the list shows "${shown}"`);

    const search = page.getByRole('searchbox', { name: 'Search events' });
    await search.focus();
    await page.evaluate(KEYSTROKE_PROBE);
    for (let i = 0; i < QUERY.length; i++) {
      await page.keyboard.press(QUERY[i]!);
      await page.evaluate(`window.__probe.waitFor(${i + 1})`);
    }
    const keystrokes = (await page.evaluate('window.__probe.results')) as Keystroke[];
    const rows = await page.getByTestId('event-row').count();
    if (rows === 0) throw new Error(`"${QUERY}" found nothing`);
    return {
      firstRowsPaintedMs,
      firstRowsSeenMs,
      firstRowsBreakdown,
      frame: summary(keystrokes.map((k) => k.frameMs)),
      list: summary(keystrokes.map((k) => k.listMs)),
      keystrokes: keystrokes.map((k) => ({ key: k.key, frameMs: Math.round(k.frameMs * 10) / 10, listMs: Math.round(k.listMs * 10) / 10 })),
    };
  } finally {
    await browser.close();
  }
}

/** PGlite allows one process on its folder: sign up, stop the app, seed, start it again. */
export async function benchEventsListUi(): Promise<Result> {
  const dataDir = tempDataDir('events-list-ui');
  const first = await startApp({}, dataDir);
  const token = await signedInToken(first);
  const companyId = await companyOf(first, token);
  await first.stop();
  const seedMs = await seedEvents({ pgliteDir: path.join(dataDir, 'pglite') }, companyId);
  const app = await startApp({}, dataDir);
  try {
    return { events: EVENT_COUNT, seedMs: Math.round(seedMs), ...(await measureTyping(app, token)) };
  } finally {
    await app.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
