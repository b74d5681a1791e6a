// The accounts list's calls with 10,000 attendee accounts in one event: GET /api/accounts/{eventId}
// as the list screen asks it (first page; a search; role, status and group filters on a later
// page; sorted by status on a late page), the groups, and the CSV export of every account; then
// one bulk delete of everything a filter matches. Median and p95 of sequential requests on
// loopback, timed to the last byte; on PGlite and (when BENCH_DATABASE_URL is set) PostgreSQL.
// The accounts are inserted straight into the database.
import fs from 'node:fs';
import path from 'node:path';
import { addDays, todayInZone } from '@aula/shared';
import { openDatabase, type DatabaseTarget } from '../apps/server/src/db/client';
import { attendeeAccounts } from '../apps/server/src/db/schema';
import { OFFLINE, signedInToken, startApp, tempDataDir, type RunningApp } from './support';

const ACCOUNT_COUNT = 10_000;
const INSERT_CHUNK = 1_000;
const WARM_UP_REQUESTS = 3;
const MEASURED_REQUESTS = Number(process.env.BENCH_REQUESTS ?? 30);
const ROLES = ['attendee', 'speaker', 'moderator', 'exhibitor'] as const;
const LAST_NAMES = ['Weber', 'Schmidt', 'Müller', 'Okafor', 'Nguyen', 'García', 'Novak', 'Lindqvist'];
const GROUPS = ['VIP', 'Press', 'Partners', 'Staff', 'Berlin', 'Hamburg'];

type Call = { name: string; method: 'GET' | 'POST'; path: (eventId: number) => string; body?: unknown };

const CALLS: Call[] = [
  { name: 'page 1', method: 'GET', path: (id) => `/api/accounts/${id}` },
  { name: 'search "weber"', method: 'GET', path: (id) => `/api/accounts/${id}?q=weber` },
  { name: 'speakers, invited, group Press, page 3', method: 'GET', path: (id) => `/api/accounts/${id}?role=speaker&status=invited&group=Press&page=3` },
  { name: 'sorted by status descending, page 400', method: 'GET', path: (id) => `/api/accounts/${id}?sort=status&dir=desc&page=400` },
  { name: 'groups', method: 'GET', path: (id) => `/api/accountGroups/${id}` },
  { name: 'CSV export of all 10,000', method: 'POST', path: (id) => `/api/exportAccounts/${id}`, body: { filter: { q: '' } } },
];

type Timing = { medianMs: number; p95Ms: number; bytes: number };
type Result = { accounts: number; seedMs: number; calls: Record<string, Timing>; deleteByFilter: { deleted: number; ms: number } };

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function seedAccounts(target: DatabaseTarget, eventId: number): Promise<number> {
  const startedAt = performance.now();
  const database = await openDatabase(target);
  const rows = Array.from({ length: ACCOUNT_COUNT }, (_, i) => ({
    eventId,
    email: `attendee-${String(i).padStart(5, '0')}@example.com`,
    firstName: `Person ${i}`,
    lastName: LAST_NAMES[i % LAST_NAMES.length]!,
    company: `Company ${i % 300}`,
    role: ROLES[i % ROLES.length]!,
    lang: i % 2 ? 'de' : 'en',
    groups: [GROUPS[i % GROUPS.length]!, GROUPS[(i + 2) % GROUPS.length]!],
    invitedAt: i % 3 ? new Date('2030-01-01T10:00:00Z') : null,
    firstSignedInAt: i % 5 === 0 ? new Date('2030-01-02T10:00:00Z') : null,
  }));
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) await database.db.insert(attendeeAccounts).values(rows.slice(i, i + INSERT_CHUNK));
  await database.close();
  return performance.now() - startedAt;
}

async function createEvent(app: RunningApp, token: string): Promise<number> {
  const start = addDays(todayInZone(Date.now(), 0), 10);
  const res = await fetch(`${app.url}/api/event`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      id: '0',
      name: 'Bench Summit',
      startDate: start,
      startTime: '09:00',
      endDate: addDays(start, 1),
      endTime: '17:00',
      closingDate: addDays(start, 20),
      closingTime: '17:00',
      location: 'Hamburg',
      address: '[]',
      language: 'en',
      timezone: '60',
      conditions: '',
      moveSessions: '',
      is_virtual: '1',
    }),
  });
  if (!res.ok) throw new Error(`event: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: { id: number } }).data.id;
}

async function request(app: RunningApp, token: string, call: Call, eventId: number) {
  const startedAt = performance.now();
  const res = await fetch(`${app.url}${call.path(eventId)}`, {
    method: call.method,
    headers: { authorization: `Bearer ${token}`, ...(call.body ? { 'content-type': 'application/json' } : {}) },
    body: call.body ? JSON.stringify(call.body) : undefined,
  });
  const body = Buffer.from(await res.arrayBuffer());
  const ms = performance.now() - startedAt;
  if (!res.ok) throw new Error(`${call.name}: ${res.status} ${body.toString('utf8').slice(0, 200)}`);
  // A list call that answers an empty page would measure nothing.
  if (call.path(eventId).startsWith('/api/accounts/') && (JSON.parse(body.toString('utf8')) as { data: { rows: unknown[] } }).data.rows.length !== 20) {
    throw new Error(`${call.name}: expected a full page`);
  }
  return { ms, bytes: body.length };
}

async function measure(app: RunningApp, token: string, eventId: number): Promise<Omit<Result, 'accounts' | 'seedMs'>> {
  const calls: Record<string, Timing> = {};
  for (const call of CALLS) {
    for (let i = 0; i < WARM_UP_REQUESTS; i++) await request(app, token, call, eventId);
    const times: number[] = [];
    let bytes = 0;
    for (let i = 0; i < MEASURED_REQUESTS; i++) {
      const answer = await request(app, token, call, eventId);
      times.push(answer.ms);
      bytes = answer.bytes;
    }
    times.sort((a, b) => a - b);
    calls[call.name] = { medianMs: Math.round(percentile(times, 50)), p95Ms: Math.round(percentile(times, 95)), bytes };
  }
  const startedAt = performance.now();
  const res = await fetch(`${app.url}/api/deleteAccounts/${eventId}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ filter: { q: '', role: 'speaker' } }),
  });
  const { data } = (await res.json()) as { data: { deleted: number } };
  return { calls, deleteByFilter: { deleted: data.deleted, ms: Math.round(performance.now() - startedAt) } };
}

/** PGlite allows one process on its folder: sign up and create the event, stop the app, seed, start it again. */
async function onPglite(): Promise<Result> {
  const dataDir = tempDataDir('accounts-list');
  const first = await startApp(OFFLINE, dataDir);
  const token = await signedInToken(first);
  const eventId = await createEvent(first, token);
  await first.stop();
  const seedMs = await seedAccounts({ pgliteDir: path.join(dataDir, 'pglite') }, eventId);
  const app = await startApp(OFFLINE, dataDir);
  try {
    return { accounts: ACCOUNT_COUNT, seedMs: Math.round(seedMs), ...(await measure(app, token, eventId)) };
  } finally {
    await app.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function onPostgres(url: string): Promise<Result> {
  const app = await startApp({ ...OFFLINE, DATABASE_URL: url });
  try {
    const token = await signedInToken(app);
    const eventId = await createEvent(app, token);
    const seedMs = await seedAccounts({ url }, eventId);
    return { accounts: ACCOUNT_COUNT, seedMs: Math.round(seedMs), ...(await measure(app, token, eventId)) };
  } finally {
    await app.stop();
    fs.rmSync(app.dataDir, { recursive: true, force: true });
  }
}

export async function benchAccountsList(): Promise<Record<string, Result>> {
  const results: Record<string, Result> = { pglite: await onPglite() };
  if (process.env.BENCH_DATABASE_URL) results.postgres = await onPostgres(process.env.BENCH_DATABASE_URL);
  return results;
}
