// The account import with 10,000 rows (docs/rules/performance.md#account-import, goal: validated and applied within 5 s): a
// CSV of 10,000 new people, then the same file again with "update existing". For each run, the ms
// of the preview call (upload, parse, check every row, look up existing addresses), of the apply
// call (all of that again, storing the rows, queueing the job) and of the job until its
// `importAccounts` message arrives on the live socket, as the browser learns it; on PGlite and
// (when BENCH_DATABASE_URL is set) PostgreSQL. The organiser's company is made licensed straight
// in the database.
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import WebSocket from 'ws';
import { openDatabase, type DatabaseTarget } from '../apps/server/src/db/client';
import { companies } from '../apps/server/src/db/schema';
import { companyOf } from './seed-events';
import { OFFLINE, signedInToken, startApp, tempDataDir, type RunningApp } from './support';

const ROWS = 10_000;
const GOAL_MS = 5_000;
const HEADERS = 'First name,Last name,E-mail,Company,Job title,Role,Language,Groups,Active';

type RunResult = { previewMs: number; applyMs: number; jobMs: number; totalMs: number; withinGoal: boolean; created: number; updated: number };
type Result = { rows: number; fileBytes: number; create: RunResult; update: RunResult };

/** 10,000 people in the English template's columns; `variant` changes their job titles. */
function csvOf(variant: string): string {
  const lines = [HEADERS];
  for (let n = 1; n <= ROWS; n++) {
    lines.push(`First${n},Last${n},person${n}@example.com,Company ${n % 50},${variant} ${n % 7},${n % 10 === 0 ? 'speaker' : 'attendee'},${n % 2 ? 'en' : 'de'},"Crew; Team ${n % 5}",yes`);
  }
  return `${lines.join('\r\n')}\r\n`;
}

async function createEvent(app: RunningApp, token: string): Promise<number> {
  const start = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  const end = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
  const fields = { id: '0', name: 'Import bench', startDate: start, startTime: '09:00', endDate: start, endTime: '17:00', closingDate: end, closingTime: '17:00', location: 'Online', address: '[]', language: 'en', timezone: '0', conditions: '', moveSessions: '', is_virtual: '1' };
  const res = await fetch(`${app.url}/api/event`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(fields) });
  if (!res.ok) throw new Error(`create event: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: { id: number } }).data.id;
}

async function license(target: DatabaseTarget, companyId: number): Promise<void> {
  const database = await openDatabase(target);
  await database.db.update(companies).set({ license: 'licensed' }).where(eq(companies.id, companyId));
  await database.close();
}

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const startedAt = performance.now();
  const value = await work();
  return [value, Math.round(performance.now() - startedAt)];
}

/** The live socket of the organiser, authenticated, handing over every `importAccounts` message. */
async function importMessages(app: RunningApp, token: string): Promise<{ next(): Promise<ImportMessage>; close(): void }> {
  const ticketAnswer = await fetch(`${app.url}/api/socketTicket`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
  const { ticket } = ((await ticketAnswer.json()) as { data: { ticket: string } }).data;
  const socket = new WebSocket(`${app.url.replace('http', 'ws')}/api/ws`);
  const waiting: ((message: ImportMessage) => void)[] = [];
  await new Promise<void>((resolve, reject) => {
    socket.on('open', () => socket.send(JSON.stringify({ action: 'auth', ticket })));
    socket.on('error', reject);
    socket.on('message', (raw) => {
      const message = JSON.parse(raw.toString()) as { action: string } & ImportMessage;
      if (message.action === 'authenticated') resolve();
      if (message.action === 'importAccounts') waiting.shift()?.(message);
    });
  });
  return { next: () => new Promise((resolve) => waiting.push(resolve)), close: () => socket.close() };
}

type ImportMessage = { status: string; created?: number; updated?: number; errorMessage?: string };

async function importOnce(app: RunningApp, token: string, eventId: number, csv: string, existing: 'update' | 'skip'): Promise<RunResult> {
  const auth = { authorization: `Bearer ${token}` };
  const form = () => {
    const body = new FormData();
    body.append('file', new Blob([csv], { type: 'text/csv' }), 'accounts.csv');
    body.append('existing', existing);
    return body;
  };
  const post = async (url: string) => {
    const res = await fetch(`${app.url}/api${url}`, { method: 'POST', headers: auth, body: form() });
    if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const messages = await importMessages(app, token);
  try {
    const [, previewMs] = await timed(() => post(`/importAccountsPreview/${eventId}`));
    const finished = messages.next();
    const [, applyMs] = await timed(() => post(`/importAccounts/${eventId}`));
    const [result, jobMs] = await timed(() => finished);
    if (result.status !== 'success') throw new Error(`import ended ${result.status}: ${result.errorMessage}`);
    const totalMs = previewMs + applyMs + jobMs;
    return { previewMs, applyMs, jobMs, totalMs, withinGoal: totalMs <= GOAL_MS, created: result.created ?? 0, updated: result.updated ?? 0 };
  } finally {
    messages.close();
  }
}

async function measure(app: RunningApp, token: string, eventId: number): Promise<Result> {
  const create = csvOf('Engineer');
  return {
    rows: ROWS,
    fileBytes: Buffer.byteLength(create),
    create: await importOnce(app, token, eventId, create, 'skip'),
    update: await importOnce(app, token, eventId, csvOf('Designer'), 'update'),
  };
}

/** PGlite allows one process on its folder: sign up, stop the app, license the company, start it again. */
async function onPglite(): Promise<Result> {
  const dataDir = tempDataDir('account-import');
  const first = await startApp(OFFLINE, dataDir);
  const token = await signedInToken(first);
  const companyId = await companyOf(first, token);
  const eventId = await createEvent(first, token);
  await first.stop();
  await license({ pgliteDir: path.join(dataDir, 'pglite') }, companyId);
  const app = await startApp(OFFLINE, dataDir);
  try {
    return await measure(app, token, eventId);
  } finally {
    await app.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function onPostgres(url: string): Promise<Result> {
  const app = await startApp({ ...OFFLINE, DATABASE_URL: url });
  try {
    const token = await signedInToken(app);
    await license({ url }, await companyOf(app, token));
    return await measure(app, token, await createEvent(app, token));
  } finally {
    await app.stop();
    fs.rmSync(app.dataDir, { recursive: true, force: true });
  }
}

export async function benchAccountImport(): Promise<Record<string, Result>> {
  const results: Record<string, Result> = { pglite: await onPglite() };
  if (process.env.BENCH_DATABASE_URL) results.postgres = await onPostgres(process.env.BENCH_DATABASE_URL);
  return results;
}
