// A server instance of the live engagement bench, in a child process of its own so that its memory
// is measured apart from the bench's 2,000 client sockets: the app as `npm start` builds it (PGlite
// under DATA_DIR, or PostgreSQL with DATABASE_URL; Redis with REDIS_URL when there are two), on a
// loopback port. It answers the bench over IPC: attendee sessions to seed, its memory after a full
// garbage collection, its CPU time.
import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { attendeeAccounts } from '../apps/server/src/db/schema';

/** What the bench asks, and what this process answers. */
export type EngagementBenchRequest =
  | { type: 'seed'; eventId: number; code: string; from: number; count: number; role: 'attendee' | 'moderator' }
  | { type: 'memory' }
  | { type: 'cpu' };
export type EngagementBenchAnswer =
  | { type: 'listening'; url: string }
  | { type: 'seeded'; attendees: Array<{ accountId: number; token: string }> }
  | { type: 'memory'; usage: NodeJS.MemoryUsage }
  | { type: 'cpu'; usage: NodeJS.CpuUsage };

const SEED_CHUNK = 500;

// BENCH_RECORDING=off runs the same load without analytics recording (the server's own switch), so
// that the runs with and without it tell what recording costs the server's CPU.
const recording = process.env.BENCH_RECORDING === 'off' ? 'false' : 'true';
const config = loadConfig({ ...process.env, HOST: '127.0.0.1', PORT: '0', ANALYTICS_RECORDING: recording });
fs.mkdirSync(config.dataDir, { recursive: true });
const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { pgliteDir: path.join(config.dataDir, 'pglite') });
const app = await buildApp({ config, database, now: () => new Date() });
await app.listen({ host: '127.0.0.1', port: 0 });

const answer = (message: EngagementBenchAnswer) => process.send!(message);

/** Attendee accounts of the event, inserted in chunks (not 2,000 sign-ups), each with a venue session issued as a sign-in would. */
async function seed({ eventId, code, from, count, role }: Extract<EngagementBenchRequest, { type: 'seed' }>) {
  const attendees: Array<{ accountId: number; token: string }> = [];
  for (let start = from; start < from + count; start += SEED_CHUNK) {
    const rows = Array.from({ length: Math.min(SEED_CHUNK, from + count - start) }, (_, i) => ({
      eventId,
      email: `bench-attendee-${start + i}@example.com`,
      firstName: 'Bench',
      lastName: `Attendee ${start + i}`,
      role,
    }));
    const inserted = await database.db.insert(attendeeAccounts).values(rows).returning({ id: attendeeAccounts.id });
    for (const { id } of inserted) {
      const session = await app.services.attendeeSessions.issue({ id, lang: 'en' }, code);
      attendees.push({ accountId: id, token: session.access_token });
    }
  }
  return attendees;
}

process.on('message', (request: EngagementBenchRequest) => {
  if (request.type === 'seed') {
    void seed(request).then((attendees) => answer({ type: 'seeded', attendees }));
  } else if (request.type === 'memory') {
    // Twice: the first collection may leave finalisers whose memory the second frees.
    globalThis.gc?.();
    globalThis.gc?.();
    answer({ type: 'memory', usage: process.memoryUsage() });
  } else {
    answer({ type: 'cpu', usage: process.cpuUsage() });
  }
});

process.on('disconnect', () => {
  void app.close().then(() => database.close()).then(() => process.exit(0));
});

answer({ type: 'listening', url: `http://127.0.0.1:${(app.server.address() as { port: number }).port}` });
