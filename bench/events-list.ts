// The events list's calls with 10,000 events in one company: GET /api/eventsPage as the list screen
// asks it (first page, a search, tab with status on a later page) and, for comparison, the whole
// list of GET /api/events. For each: median and p95 of sequential requests on loopback, timed to
// the last byte, and the answer's size raw and gzipped; on PGlite and (when BENCH_DATABASE_URL is
// set) PostgreSQL. The events are inserted straight into the database.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { EVENT_COUNT, companyOf, seedEvents } from './seed-events';
import { OFFLINE, signedInToken, startApp, tempDataDir, type RunningApp } from './support';

const WARM_UP_REQUESTS = 3;
const MEASURED_REQUESTS = Number(process.env.BENCH_REQUESTS ?? 50);

/** The calls measured, each with the number of rows its answer must hold. */
const CALLS = [
  { name: 'page 1', path: '/api/eventsPage', rows: 20 },
  { name: 'search "event 0004"', path: '/api/eventsPage?q=event%200004', rows: 10 },
  { name: 'upcoming drafts, page 10', path: '/api/eventsPage?tab=upcoming&status=draft&page=10', rows: 20 },
  { name: 'whole list (GET /api/events)', path: '/api/events', rows: EVENT_COUNT },
] as const;

type CallResult = { medianMs: number; p95Ms: number; rawBytes: number; gzippedBytes: number };
type Result = { events: number; seedMs: number; calls: Record<string, CallResult> };

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** Rows in an answer: the page's rows, or the whole list's length. */
function rowsIn(body: Buffer): number {
  const { data } = JSON.parse(body.toString('utf8')) as { data: unknown[] | { rows: unknown[] } };
  return Array.isArray(data) ? data.length : data.rows.length;
}

async function measureCall(app: RunningApp, token: string, call: (typeof CALLS)[number]): Promise<CallResult> {
  const get = async () => {
    const startedAt = performance.now();
    const res = await fetch(`${app.url}${call.path}`, { headers: { authorization: `Bearer ${token}` } });
    const body = Buffer.from(await res.arrayBuffer());
    if (!res.ok) throw new Error(`GET ${call.path}: ${res.status}`);
    return { ms: performance.now() - startedAt, body };
  };
  for (let i = 0; i < WARM_UP_REQUESTS; i++) await get();
  const times: number[] = [];
  let body = Buffer.alloc(0);
  for (let i = 0; i < MEASURED_REQUESTS; i++) {
    const answer = await get();
    times.push(answer.ms);
    body = answer.body;
  }
  const count = rowsIn(body);
  if (count !== call.rows) throw new Error(`${call.name}: expected ${call.rows} rows, got ${count}`);
  times.sort((a, b) => a - b);
  return {
    medianMs: Math.round(percentile(times, 50)),
    p95Ms: Math.round(percentile(times, 95)),
    rawBytes: body.length,
    gzippedBytes: zlib.gzipSync(body).length,
  };
}

async function measureList(app: RunningApp, token: string): Promise<Result['calls']> {
  const calls: Result['calls'] = {};
  for (const call of CALLS) calls[call.name] = await measureCall(app, token, call);
  return calls;
}

/** PGlite allows one process on its folder: sign up, stop the app, seed, start it again. */
async function onPglite(): Promise<Result> {
  const dataDir = tempDataDir('events-list');
  const first = await startApp(OFFLINE, dataDir);
  const token = await signedInToken(first);
  const companyId = await companyOf(first, token);
  await first.stop();
  const seedMs = await seedEvents({ pgliteDir: path.join(dataDir, 'pglite') }, companyId);
  const app = await startApp(OFFLINE, dataDir);
  try {
    return { events: EVENT_COUNT, seedMs: Math.round(seedMs), calls: await measureList(app, token) };
  } finally {
    await app.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function onPostgres(url: string): Promise<Result> {
  const app = await startApp({ ...OFFLINE, DATABASE_URL: url });
  try {
    const token = await signedInToken(app);
    const seedMs = await seedEvents({ url }, await companyOf(app, token));
    return { events: EVENT_COUNT, seedMs: Math.round(seedMs), calls: await measureList(app, token) };
  } finally {
    await app.stop();
    fs.rmSync(app.dataDir, { recursive: true, force: true });
  }
}

export async function benchEventsList(): Promise<Record<string, Result>> {
  const results: Record<string, Result> = { pglite: await onPglite() };
  if (process.env.BENCH_DATABASE_URL) results.postgres = await onPostgres(process.env.BENCH_DATABASE_URL);
  return results;
}
