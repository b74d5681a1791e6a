// The analytics screens' calls at scale (docs/rules/performance.md#analytics, goal: each within
// 300 ms at p95): an event of BENCH_ATTENDEES attendees (10,000 on PostgreSQL, 1,000 on PGlite)
// over 3 days in 20 rooms with an hourly agenda, seeded with set-based SQL (`analytics-seed.ts`,
// whose roll-ups `analytics-seed-check.ts` proves equal to the recording's), then every call
// through the app started as `npm start` does on loopback, signed in as the event's organiser:
// median and p95 of sequential requests timed to the last byte. On PostgreSQL also the tables'
// sizes per million rows. PostgreSQL is a throwaway server of the bench's own unless
// BENCH_DATABASE_URL names one.
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database, type DatabaseTarget } from '../apps/server/src/db/client';
import { createScratchDatabase } from '../apps/server/src/test/scratch-database';
import { bareEvent, checkAnalyticsSeed, type SeedCheck } from './analytics-seed-check';
import { analyseAnalyticsTables, seedEventShape, seedMinuteRows, seedRollUps, type SeedShape } from './analytics-seed';
import { benchPostgres } from './postgres-server';
import { companyOf } from './seed-events';
import { OFFLINE, signedInToken, startApp, tempDataDir, type RunningApp } from './support';
import { tableSizes, type TableSize } from './table-sizes';

const GOAL_P95_MS = 300;
const WARM_UP_REQUESTS = 2;
const MEASURED_REQUESTS = Number(process.env.BENCH_REQUESTS ?? 20);
const SECOND_DAY = '2030-05-07';

type Timing = { status: number; medianMs: number; p95Ms: number; bytes: number; withinGoal: boolean };
type SeedFigures = { shape: SeedShape; seedMs: number; minuteRows: number; roomMinuteRows: number };
export type SeededEvent = { eventId: number; busiestSessionId: number; figures: SeedFigures };
type ReadsResult = SeedFigures & { calls: Record<string, Timing>; allWithinGoal: boolean; tables?: TableSize[] };

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** The calls as the screens make them: each screen's first load, a day, later pages, searches and sorts. */
function callsOf(eventId: number, sessionId: number, attendees: number): Record<string, string> {
  const e = eventId;
  const middlePage = Math.max(1, Math.floor(attendees / 40));
  return {
    dashboard: `/api/analyticsDashboard/${e}`,
    'dashboard, one day': `/api/analyticsDashboard/${e}?day=${SECOND_DAY}`,
    general: `/api/analyticsGeneral/${e}`,
    'general, one day': `/api/analyticsGeneral/${e}?day=${SECOND_DAY}`,
    sessions: `/api/analyticsSessions/${e}`,
    'sessions, one day, page 3': `/api/analyticsSessions/${e}?day=${SECOND_DAY}&page=3`,
    'session (busiest)': `/api/analyticsSession/${e}/${sessionId}`,
    'session (busiest), page 10': `/api/analyticsSession/${e}/${sessionId}?page=10`,
    livestream: `/api/analyticsLivestream/${e}`,
    'livestream, one day': `/api/analyticsLivestream/${e}?day=${SECOND_DAY}`,
    accounts: `/api/analyticsAccounts/${e}`,
    'accounts, search "weber"': `/api/analyticsAccounts/${e}?q=weber`,
    'accounts, by name, middle page': `/api/analyticsAccounts/${e}?sort=name&dir=asc&page=${middlePage}`,
    'accounts, by last seen, page 50': `/api/analyticsAccounts/${e}?sort=lastSeen&dir=desc&page=50`,
    'accounts, engaged speakers, by minutes': `/api/analyticsAccounts/${e}?stage=engaged&role=speaker&sort=minutes&dir=desc`,
    'accounts, one day, by score, page 5': `/api/analyticsAccounts/${e}?day=${SECOND_DAY}&page=5`,
    rooms: `/api/analyticsRooms/${e}`,
    'rooms, one day': `/api/analyticsRooms/${e}?day=${SECOND_DAY}`,
  };
}

async function timeCall(app: RunningApp, token: string, path: string): Promise<Timing> {
  const request = async () => {
    const startedAt = performance.now();
    const res = await fetch(`${app.url}${path}`, { headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' } });
    const body = await res.arrayBuffer();
    return { ms: performance.now() - startedAt, status: res.status, bytes: body.byteLength };
  };
  const first = await request();
  if (first.status !== 200) return { status: first.status, medianMs: 0, p95Ms: 0, bytes: first.bytes, withinGoal: false };
  for (let i = 1; i < WARM_UP_REQUESTS; i++) await request();
  const runs = [];
  for (let i = 0; i < MEASURED_REQUESTS; i++) runs.push(await request());
  const sorted = runs.map((run) => run.ms).sort((a, b) => a - b);
  const p95Ms = Math.round(percentile(sorted, 95));
  return { status: 200, medianMs: Math.round(percentile(sorted, 50)), p95Ms, bytes: first.bytes, withinGoal: p95Ms <= GOAL_P95_MS };
}

const countOf = async (db: Database, query: ReturnType<typeof sql>) => Number(((await db.execute(query)) as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0);

/** An event of the organiser's company, seeded; the figures of what was written. */
export async function seedAnalyticsBenchEvent(db: Database, companyId: number, shape: SeedShape): Promise<SeededEvent> {
  const startedAt = performance.now();
  const eventId = await bareEvent(db, companyId);
  await seedEventShape(db, eventId, shape);
  await seedMinuteRows(db, eventId, shape);
  await seedRollUps(db, eventId);
  await analyseAnalyticsTables(db);
  const seedMs = Math.round(performance.now() - startedAt);
  return {
    eventId,
    busiestSessionId: await countOf(db, sql`select session_id as n from analytics_session_totals where event_id = ${eventId} order by attendees desc, session_id limit 1`),
    figures: {
      shape,
      seedMs,
      minuteRows: await countOf(db, sql`select count(*)::int as n from analytics_minutes where event_id = ${eventId}`),
      roomMinuteRows: await countOf(db, sql`select count(*)::int as n from analytics_room_minutes where event_id = ${eventId}`),
    },
  };
}

async function measureCalls(app: RunningApp, token: string, seeded: SeededEvent): Promise<Pick<ReadsResult, 'calls' | 'allWithinGoal'>> {
  const calls: Record<string, Timing> = {};
  for (const [name, path] of Object.entries(callsOf(seeded.eventId, seeded.busiestSessionId, seeded.figures.shape.attendees))) calls[name] = await timeCall(app, token, path);
  return { calls, allWithinGoal: Object.values(calls).every((timing) => timing.withinGoal) };
}

/** PGlite holds its folder for one process: the app signs the organiser up, stops, the bench seeds, and the app starts again. */
async function onPglite(shape: SeedShape): Promise<ReadsResult> {
  const dataDir = tempDataDir('analytics-reads');
  let app = await startApp(OFFLINE, dataDir);
  const token = await signedInToken(app);
  const companyId = await companyOf(app, token);
  await app.stop();
  const target: DatabaseTarget = { pgliteDir: `${dataDir}/pglite` };
  const handle = await openDatabase(target);
  const seeded = await seedAnalyticsBenchEvent(handle.db, companyId, shape).finally(() => handle.close());
  app = await startApp(OFFLINE, dataDir);
  try {
    return { ...seeded.figures, ...(await measureCalls(app, token, seeded)) };
  } finally {
    await app.stop();
    // The seeded folder is several hundred MB: nothing reads it after the run.
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

type SeededApp = { app: RunningApp; token: string; seeded: SeededEvent; db: Database };

/** The app on a scratch database of `serverUrl` with a seeded event of the signed-in organiser's company, while `use` runs. */
export async function withSeededPostgresApp<T>(serverUrl: string, shape: SeedShape, use: (seededApp: SeededApp) => Promise<T>): Promise<T> {
  const scratch = await createScratchDatabase(serverUrl);
  const handle = await openDatabase({ url: scratch.url });
  const app = await startApp({ ...OFFLINE, DATABASE_URL: scratch.url });
  try {
    const token = await signedInToken(app);
    const seeded = await seedAnalyticsBenchEvent(handle.db, await companyOf(app, token), shape);
    return await use({ app, token, seeded, db: handle.db });
  } finally {
    await app.stop();
    await handle.close();
    await scratch.drop();
  }
}

const onPostgres = (serverUrl: string, shape: SeedShape): Promise<ReadsResult> =>
  withSeededPostgresApp(serverUrl, shape, async ({ app, token, seeded, db }) => ({
    ...seeded.figures,
    ...(await measureCalls(app, token, seeded)),
    tables: await tableSizes(db),
  }));

export async function benchAnalyticsReads(): Promise<{ seedCheck: SeedCheck; pglite: ReadsResult; postgres: ReadsResult }> {
  const seedCheck = await checkAnalyticsSeed();
  if (!seedCheck.rollUpsEqualWriter) throw new Error(`the seed's roll-ups differ from the recording's: ${seedCheck.differing.join(', ')}`);
  const attendees = process.env.BENCH_ATTENDEES ? Number(process.env.BENCH_ATTENDEES) : undefined;
  const pglite = await onPglite({ attendees: attendees ?? 1_000, days: 3, rooms: 20 });
  const server = await benchPostgres();
  try {
    const postgres = await onPostgres(server.url, { attendees: attendees ?? 10_000, days: 3, rooms: 20 });
    return { seedCheck, pglite, postgres };
  } finally {
    await server.stop();
  }
}
