// What analytics recording costs the server's CPU under the `engagement` bench's load, measured on
// its own (docs/rules/performance.md#analytics, goal: at most 5 % of that bench's CPU): the
// recording service as the server builds it, on PostgreSQL (BENCH_DATABASE_URL, a scratch database)
// or PGlite, with the events one `engagement` window brings it: 2,000 venue tabs opened in a room,
// closed and opened again; 10 chat messages and 2,000 poll votes at the same moment, each an
// action; the minute they fell in written when it ends. The process's CPU time (the server's
// share: query building, the driver, the folding; the database's own CPU is not the server's) for
// each of BENCH_RECORDING_ROUNDS (5) such windows, each in a minute of its own; median and max.
import { eq } from 'drizzle-orm';
import { openDatabase, type DatabaseTarget } from '../apps/server/src/db/client';
import { attendeeAccounts, rooms } from '../apps/server/src/db/schema';
import { createAnalyticsService } from '../apps/server/src/modules/analytics/service';
import { seedMailSend } from '../apps/server/src/modules/mail-sends/seed-mail-send';
import { createScratchDatabase } from '../apps/server/src/test/scratch-database';

const TABS = Number(process.env.BENCH_SOCKETS ?? 2000);
const MESSAGES = 10;
const ROUNDS = Number(process.env.BENCH_RECORDING_ROUNDS ?? 5);
const FIRST_MINUTE = Date.UTC(2030, 4, 6, 9, 0);
const SILENT = { debug: () => {}, warn: () => {}, error: () => {} };

type Result = { tabs: number; actions: number; rounds: number; cpuMsPerWindow: { median: number; max: number; all: number[] } };

const cpuMs = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return Math.round((used.user + used.system) / 1000);
};

async function measure(target: DatabaseTarget): Promise<Result> {
  const handle = await openDatabase(target);
  try {
    const { eventId } = await seedMailSend(handle.db, TABS + MESSAGES, { enqueue: false });
    const accountIds = (await handle.db.select({ id: attendeeAccounts.id }).from(attendeeAccounts).where(eq(attendeeAccounts.eventId, eventId))).map((row) => row.id);
    const [room] = await handle.db.insert(rooms).values({ eventId, type: 'stage', nameEn: 'Stage', position: 0 }).returning({ id: rooms.id });
    const roomId = room!.id;
    let clock = FIRST_MINUTE;
    const analytics = createAnalyticsService(handle.db, { now: () => new Date(clock), log: SILENT, minuteMs: 60_000, recording: true });
    const crowd = accountIds.slice(0, TABS);
    const senders = accountIds.slice(TABS);
    const openTabs = () => crowd.map((accountId) => {
      const tab = {};
      analytics.reportTab(tab, { accountId, eventId, roomId, visible: true, playing: true });
      return tab;
    });

    const all: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      clock = FIRST_MINUTE + round * 60_000 + 30_000;
      const startedAt = process.cpuUsage();
      for (const tab of openTabs()) analytics.reportTab(tab, null);
      const tabs = openTabs();
      for (const accountId of senders) await analytics.recordAction({ eventId, accountId }, 'chatMessage', roomId);
      await Promise.all(crowd.map((accountId) => analytics.recordAction({ eventId, accountId }, 'pollVote', roomId)));
      clock += 30_000;
      await analytics.closeMinutes();
      all.push(cpuMs(startedAt));
      for (const tab of tabs) analytics.reportTab(tab, null);
    }
    const sorted = [...all].sort((a, b) => a - b);
    return { tabs: TABS, actions: TABS + MESSAGES, rounds: ROUNDS, cpuMsPerWindow: { median: sorted[Math.floor(sorted.length / 2)]!, max: sorted.at(-1)!, all } };
  } finally {
    await handle.close();
  }
}

export async function benchAnalyticsRecording(): Promise<Record<string, Result>> {
  if (!process.env.BENCH_DATABASE_URL) return { pglite: await measure({ memory: true }) };
  const scratch = await createScratchDatabase(process.env.BENCH_DATABASE_URL);
  try {
    return { postgres: await measure({ url: scratch.url }) };
  } finally {
    await scratch.drop();
  }
}
