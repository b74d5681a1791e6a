// The analytics screens in Chromium on the seeded event of `analytics-reads` (10,000 attendees,
// 3 days, 20 rooms on PostgreSQL; BENCH_ATTENDEES changes it): for each screen, ms from the start
// of the navigation to the first frame painted with its first chart (a Recharts svg with its
// drawing) or, on the lists, its first table row; median and p95 over BENCH_UI_RUNS page loads in
// one tab (default 5), in Debian's Chromium or the browser CHROMIUM_PATH names. Goal: within 1 s
// (docs/rules/performance.md#analytics).
import { chromium, type BrowserContext } from 'playwright-core';
import { withSeededPostgresApp } from './analytics-reads';
import { benchPostgres } from './postgres-server';

const GOAL_MS = 1_000;
const RUNS = Number(process.env.BENCH_UI_RUNS ?? 5);
/** What a screen shows first that is worth waiting for: a chart's drawn area or line, or a list's row. */
const FIRST_FIGURE = '.recharts-surface path.recharts-curve, .recharts-surface path.recharts-rectangle, table tbody tr';

/** Where the last run's time went, on the page's clock: scripts loaded and API calls made before the paint. */
type Breakdown = { scripts: { count: number; lastLoadedMs: number }; apiCalls: string[] };
/** What the page's resource timing says of one loaded file. */
type ResourceEntry = { name: string; startTime: number; responseEnd: number };
type ScreenTiming = { runsMs: number[]; medianMs: number; p95Ms: number; withinGoal: boolean; lastRun?: Breakdown };
type Result = { attendees: number; seedMs: number; screens: Record<string, ScreenTiming>; allWithinGoal: boolean };

/**
 * Notes, on the page's own clock (0 is the navigation's start), when the first frame showing a
 * figure has been painted. Plain JavaScript: the runner's TypeScript transform adds helpers the page lacks.
 */
const FIRST_FIGURE_PROBE = `(() => {
  const seen = () => {
    if (!document.querySelector(${JSON.stringify(FIRST_FIGURE)})) return false;
    requestAnimationFrame(() => setTimeout(() => { window.__firstFigurePaintedMs = performance.now(); }, 0));
    return true;
  };
  const observer = new MutationObserver(() => { if (seen()) observer.disconnect(); });
  observer.observe(document, { childList: true, subtree: true });
})()`;

/** The page's global object (its window) once the probe has noted the paint. */
type PaintedWindow = { __firstFigurePaintedMs?: number };

/** Reads the resource timings of the page before its first figure's paint. A function, as the probe's reads below. */
const breakdownOf = (): Breakdown => {
  const paintedMs = (globalThis as PaintedWindow).__firstFigurePaintedMs ?? Infinity;
  const page = globalThis as unknown as { performance: { getEntriesByType(type: 'resource'): ResourceEntry[] } };
  const entries = page.performance.getEntriesByType('resource').filter((entry) => entry.startTime < paintedMs);
  const scripts = entries.filter((entry) => entry.name.endsWith('.js'));
  return {
    scripts: { count: scripts.length, lastLoadedMs: Math.round(Math.max(0, ...scripts.map((entry) => entry.responseEnd))) },
    apiCalls: entries
      .filter((entry) => entry.name.includes('/api/'))
      .map((entry) => `${new URL(entry.name).pathname} ${Math.round(entry.startTime)}-${Math.round(entry.responseEnd)} ms`),
  };
};

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function signedInContext(token: string, launch: () => Promise<BrowserContext>): Promise<BrowserContext> {
  const context = await launch();
  const auth = { token_type: 'Bearer', access_token: token, expires_in: 3600, lang: 'en', is_admin: false, is_owner: false };
  // A stored session, as a sign-in leaves it, so the screens open signed in.
  await context.addInitScript(
    `localStorage.setItem('aula.auth', JSON.stringify({ ...${JSON.stringify(auth)}, expiresAt: Date.now() + 3600000 }));` +
      `localStorage.setItem('aula.lang', 'en');`,
  );
  await context.addInitScript(FIRST_FIGURE_PROBE);
  return context;
}

export async function benchAnalyticsUi(): Promise<Result> {
  const server = await benchPostgres();
  try {
    const attendees = Number(process.env.BENCH_ATTENDEES ?? 10_000);
    return await withSeededPostgresApp(server.url, { attendees, days: 3, rooms: 20 }, async ({ app, token, seeded }) => {
      const base = `${app.url}/event/${seeded.eventId}/analytics`;
      const screens: Record<string, string> = {
        dashboard: `${base}/dashboard`,
        general: `${base}/general`,
        sessions: `${base}/sessions`,
        'session (busiest)': `${base}/sessions/${seeded.busiestSessionId}`,
        livestream: `${base}/livestream`,
        rooms: `${base}/rooms`,
        accounts: `${base}/accounts`,
      };
      const browser = await chromium.launch({
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
      });
      try {
        const context = await signedInContext(token, () => browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-GB' }));
        const timings: Record<string, ScreenTiming> = {};
        for (const [name, url] of Object.entries(screens)) {
          const runsMs: number[] = [];
          let lastRun: Breakdown | undefined;
          // One tab, as an organiser's browser has it: a new tab for every opening made the browser
          // build its window's own pages too (its address bar's), on the same two cores.
          const page = await context.newPage();
          // One unmeasured opening first: the browser's cache then holds the scripts, as for an organiser moving between the tabs.
          for (let run = 0; run <= RUNS; run++) {
            await page.goto('about:blank');
            await page.goto(url);
            // Functions, not strings: the app's content security policy forbids evaluating strings in the page.
            await page.waitForFunction(() => (globalThis as PaintedWindow).__firstFigurePaintedMs !== undefined, undefined, { timeout: 30_000 });
            if (run > 0) runsMs.push(Math.round((await page.evaluate(() => (globalThis as PaintedWindow).__firstFigurePaintedMs)) ?? 0));
            if (run === RUNS) lastRun = await page.evaluate(breakdownOf);
          }
          await page.close();
          const sorted = [...runsMs].sort((a, b) => a - b);
          const p95Ms = percentile(sorted, 95);
          timings[name] = { runsMs, medianMs: percentile(sorted, 50), p95Ms, withinGoal: p95Ms <= GOAL_MS, lastRun };
        }
        return {
          attendees,
          seedMs: seeded.figures.seedMs,
          screens: timings,
          allWithinGoal: Object.values(timings).every((timing) => timing.withinGoal),
        };
      } finally {
        await browser.close();
      }
    });
  } finally {
    await server.stop();
  }
}
