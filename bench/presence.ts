// Presence with 2,000 attendee sockets on one instance (docs/rules/venue.md#presence): the server's memory per
// socket, and how long an organiser's console socket takes to see an attendee come or go. The
// server runs in a child process (presence-server.ts) so that its memory is its own; every socket
// is on loopback; at most PARALLEL sockets open at once.
import fs from 'node:fs';
import { WebSocket } from 'ws';
import { SOCKET_PING_INTERVAL_MS, addDays, todayInZone } from '@aula/shared';
import type { BenchAnswer, BenchRequest } from './presence-server';
import { call as post, percentile } from './engagement-support';
import { forkServer, signedInToken, tempDataDir } from './support';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 2000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 60);
const PARALLEL = 50;
/** Between samples, so that each change is pushed on its own rather than batched with the last. */
const SAMPLE_GAP_MS = 300;
const IDLE_MS = 10_000;

type Message = Record<string, unknown>;
type Attendee = { accountId: number; token: string };

const mib = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

/** The server process (presence-server.ts) and a way to ask it something over IPC. */
const startServer = (dataDir: string, env: Record<string, string>) => forkServer<BenchRequest, BenchAnswer>('bench/presence-server.ts', dataDir, env);

/** The bench's calls all POST. */
const call = (url: string, route: string, token: string, body?: unknown) => post(url, route, token, body, 'POST');

/** A published event ten days ahead. */
async function publishedEvent(url: string, token: string): Promise<{ eventId: number; code: string }> {
  const start = addDays(todayInZone(Date.now(), 0), 10);
  const { id } = (await call(url, '/event', token, {
    id: '0', name: 'Presence bench', startDate: start, startTime: '09:00', endDate: addDays(start, 1), endTime: '17:00',
    closingDate: addDays(start, 20), closingTime: '17:00', location: 'Online', address: '[]', language: 'en', timezone: '0',
    conditions: '', moveSessions: '', is_virtual: '1',
  })) as { id: number };
  const { code } = (await call(url, `/publishEvent/${id}`, token)) as { code: string };
  return { eventId: id, code };
}

/** Opens a socket at `route`, authenticates with the ticket and resolves once the server says so. */
function openSocket(url: string, route: string, ticket: string, onMessage?: (message: Message) => void): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${url.replace('http', 'ws')}${route}`);
    socket.once('open', () => socket.send(JSON.stringify({ action: 'auth', ticket })));
    socket.on('message', (raw) => {
      const message = JSON.parse(raw.toString()) as Message;
      if (message.action === 'authenticated') resolve(socket);
      onMessage?.(message);
    });
    socket.once('error', reject);
    socket.once('close', (code) => reject(new Error(`closed with ${code}`)));
  });
}

const venueTicket = async (url: string, attendee: Attendee) => (await call(url, '/venue/socketTicket', attendee.token)).ticket as string;

/** Runs `task` for every item, at most PARALLEL at once. */
async function inParallel<T, R>(items: T[], task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let nextIndex = 0;
  const worker = async () => {
    while (nextIndex < items.length) {
      const index = nextIndex++;
      results[index] = await task(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return results;
}

/** The organiser's console socket, with a way to wait for the push that shows a change. */
async function organiserView(url: string, token: string, eventId: number) {
  const waiters = new Set<{ holds: (m: Message) => boolean; resolve: () => void }>();
  let pushes = 0;
  let total = 0;
  const ticket = (await call(url, '/socketTicket', token)).ticket as string;
  const socket = await openSocket(url, '/api/ws', ticket, (message) => {
    if (message.action !== 'presence' || message.eventId !== eventId) return;
    pushes++;
    total = message.total as number;
    for (const waiter of [...waiters]) {
      if (!waiter.holds(message)) continue;
      waiters.delete(waiter);
      waiter.resolve();
    }
  });
  // As the browser does (docs/rules/calls.md#live-socket): the server drops a console socket silent for a minute.
  const keepAlive = setInterval(() => socket.send(JSON.stringify({ action: 'ping' })), SOCKET_PING_INTERVAL_MS);
  socket.once('close', () => clearInterval(keepAlive));
  const until = (holds: (m: Message) => boolean) =>
    new Promise<void>((resolve, reject) => {
      const waiter = { holds, resolve };
      waiters.add(waiter);
      setTimeout(() => {
        if (waiters.delete(waiter)) reject(new Error('the organiser saw no such change within a minute'));
      }, 60_000).unref();
    });
  return {
    socket,
    until,
    untilTotal: (expected: number) => (total === expected ? Promise.resolve() : until((m) => m.total === expected)),
    get pushes() {
      return pushes;
    },
  };
}

async function connectAll(url: string, attendees: Attendee[]): Promise<{ sockets: WebSocket[]; ms: number }> {
  const startedAt = performance.now();
  const sockets = await inParallel(attendees, async (attendee) => openSocket(url, '/api/venue/ws', await venueTicket(url, attendee)));
  return { sockets, ms: Math.round(performance.now() - startedAt) };
}

/** ms from an attendee's tab opening (socket, auth) to the organiser's push, and from it closing to the push. */
async function latencies(url: string, view: Awaited<ReturnType<typeof organiserView>>, attendees: Attendee[]) {
  const online: number[] = [];
  const offline: number[] = [];
  const includes = (key: 'joined' | 'left', id: number) => (m: Message) => (m[key] as number[]).includes(id);
  for (const attendee of attendees) {
    const ticket = await venueTicket(url, attendee);
    let startedAt = performance.now();
    const joined = view.until(includes('joined', attendee.accountId));
    const socket = await openSocket(url, '/api/venue/ws', ticket);
    await joined;
    online.push(performance.now() - startedAt);
    await new Promise((resolve) => setTimeout(resolve, SAMPLE_GAP_MS));
    startedAt = performance.now();
    const left = view.until(includes('left', attendee.accountId));
    socket.close();
    await left;
    offline.push(performance.now() - startedAt);
    await new Promise((resolve) => setTimeout(resolve, SAMPLE_GAP_MS));
  }
  const summary = (values: number[]) => ({ medianMs: percentile(values, 50), p95Ms: percentile(values, 95), maxMs: percentile(values, 100) });
  return { samples: attendees.length, online: summary(online), offline: summary(offline) };
}

type Round = { rssPerSocketBytes: number; heapUsedPerSocketBytes: number; externalPerSocketBytes: number };

/** The server's growth per socket between two of its memory readings. */
const perSocket = (before: NodeJS.MemoryUsage, after: NodeJS.MemoryUsage): Round => ({
  rssPerSocketBytes: Math.round((after.rss - before.rss) / SOCKETS),
  heapUsedPerSocketBytes: Math.round((after.heapUsed - before.heapUsed) / SOCKETS),
  externalPerSocketBytes: Math.round((after.external - before.external) / SOCKETS),
});

async function measure(env: Record<string, string>) {
  const dataDir = tempDataDir('presence');
  const server = await startServer(dataDir, env);
  try {
    const token = await signedInToken({ url: server.url, dataDir });
    const event = await publishedEvent(server.url, token);
    const seedStartedAt = performance.now();
    const { attendees } = await server.ask({ type: 'seed', ...event, count: SOCKETS + SAMPLES }, 'seeded');
    const seedMs = Math.round(performance.now() - seedStartedAt);
    const crowd = attendees.slice(0, SOCKETS);
    const view = await organiserView(server.url, token, event.eventId);
    const memory = async () => (await server.ask({ type: 'memory' }, 'memory')).usage;

    // The first round also grows what the server keeps anyway (compiled code, the database's
    // caches, buffers it reuses); the second round's growth is what the sockets themselves hold.
    const cold = await memory();
    const first = await connectAll(server.url, crowd);
    await view.untilTotal(SOCKETS);
    const firstRound = perSocket(cold, await memory());
    for (const socket of first.sockets) socket.close();
    await view.untilTotal(0);

    const warm = await memory();
    const pushesBefore = view.pushes;
    const connected = await connectAll(server.url, crowd);
    const seenAt = performance.now();
    await view.untilTotal(SOCKETS);
    const allSeenMs = Math.round(performance.now() - seenAt);
    const connectPushes = view.pushes - pushesBefore;
    const after = await memory();

    const cpuBefore = (await server.ask({ type: 'cpu' }, 'cpu')).usage;
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
    const cpuAfter = (await server.ask({ type: 'cpu' }, 'cpu')).usage;
    const idleCpuPercent = Math.round(((cpuAfter.user + cpuAfter.system - cpuBefore.user - cpuBefore.system) / 1000 / IDLE_MS) * 1000) / 10;

    const withCrowd = await latencies(server.url, view, attendees.slice(SOCKETS));

    const pushesBeforeLeaving = view.pushes;
    const leavingAt = performance.now();
    for (const socket of connected.sockets) socket.close();
    await view.untilTotal(0);
    const allGoneMs = Math.round(performance.now() - leavingAt);
    view.socket.close();
    return {
      sockets: SOCKETS,
      seedMs,
      connect: { ms: connected.ms, organiserSawAllWithinMsAfterLastAuth: allSeenMs, pushes: connectPushes },
      memory: {
        withSockets: { rssMiB: mib(after.rss), heapUsedMiB: mib(after.heapUsed) },
        firstRound,
        secondRound: perSocket(warm, after),
      },
      idleCpuPercent,
      latencyWithCrowd: withCrowd,
      disconnectAll: { organiserSawZeroWithinMs: allGoneMs, pushes: view.pushes - pushesBeforeLeaving },
    };
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** On PGlite and, when BENCH_DATABASE_URL names one, on PostgreSQL. */
export async function benchPresence() {
  const results: Record<string, Awaited<ReturnType<typeof measure>>> = { pglite: await measure({}) };
  if (process.env.BENCH_DATABASE_URL) results.postgres = await measure({ DATABASE_URL: process.env.BENCH_DATABASE_URL });
  return results;
}
