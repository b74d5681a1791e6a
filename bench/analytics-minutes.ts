// Writing analytics minute rows (docs/rules/performance.md#analytics, goal: at least 5,000 rows a second on PostgreSQL):
// an event of BENCH_ATTENDEES accounts (default 10,000) stored straight in the database, then
// BENCH_MINUTES ended minutes (default 3) of all of them, each in the venue and in one of four rooms,
// written as an instance writes them (batches of `ANALYTICS_BATCH_ACCOUNTS`, roll-ups included); then
// the same minutes again from a second instance (the attendees moved), which updates every row.
// On PGlite and, when BENCH_DATABASE_URL is set, PostgreSQL on a scratch database.
import { eq } from 'drizzle-orm';
import { openDatabase, type DatabaseTarget } from '../apps/server/src/db/client';
import { attendeeAccounts, rooms } from '../apps/server/src/db/schema';
import type { FinishedMinute } from '../apps/server/src/modules/analytics/activity-recorder';
import { createMinuteRepository } from '../apps/server/src/modules/analytics/minute-repository';
import { batchesOf } from '../apps/server/src/modules/analytics/minute-writer';
import { seedMailSend } from '../apps/server/src/modules/mail-sends/seed-mail-send';
import { createScratchDatabase } from '../apps/server/src/test/scratch-database';

const ATTENDEES = Number(process.env.BENCH_ATTENDEES ?? 10_000);
const MINUTES = Number(process.env.BENCH_MINUTES ?? 3);
const ROOMS = 4;
const GOAL_ROWS_PER_SECOND = 5_000;
const FIRST_MINUTE = Date.UTC(2030, 4, 6, 9, 0);

type Pass = { rows: number; ms: number; rowsPerSecond: number };
type Result = { attendees: number; minutes: number; firstInstance: Pass; secondInstance: Pass; withinGoal: boolean };

function minuteOf(eventId: number, accountIds: number[], roomIds: number[], minute: number, seconds: number): FinishedMinute {
  return {
    minute,
    accounts: accountIds.map((accountId) => ({ eventId, accountId, presentSeconds: seconds, visibleSeconds: seconds })),
    rooms: accountIds.map((accountId, i) => ({
      eventId,
      accountId,
      roomId: roomIds[i % roomIds.length]!,
      presentSeconds: seconds,
      visibleSeconds: seconds,
      playingSeconds: seconds,
    })),
  };
}

async function measure(target: DatabaseTarget): Promise<Result> {
  const handle = await openDatabase(target);
  try {
    const { eventId } = await seedMailSend(handle.db, ATTENDEES, { enqueue: false });
    const accountIds = (await handle.db.select({ id: attendeeAccounts.id }).from(attendeeAccounts).where(eq(attendeeAccounts.eventId, eventId))).map((row) => row.id);
    const roomRows = await handle.db
      .insert(rooms)
      .values(Array.from({ length: ROOMS }, (_, i) => ({ eventId, type: 'stage', nameEn: `Stage ${i + 1}`, position: i })))
      .returning({ id: rooms.id });
    const roomIds = roomRows.map((row) => row.id);
    const repository = createMinuteRepository(handle.db);

    const pass = async (instance: string, seconds: number): Promise<Pass> => {
      let rows = 0;
      const startedAt = performance.now();
      for (let m = 0; m < MINUTES; m++) {
        const finished = minuteOf(eventId, accountIds, roomIds, FIRST_MINUTE + m * 60_000, seconds);
        rows += finished.accounts.length + finished.rooms.length;
        for (const batch of batchesOf(instance, finished)) await repository.writeBatch(batch);
      }
      const ms = Math.round(performance.now() - startedAt);
      return { rows, ms, rowsPerSecond: Math.round((rows / ms) * 1000) };
    };
    const firstInstance = await pass('bench-a', 40);
    const secondInstance = await pass('bench-b', 20);
    return {
      attendees: accountIds.length,
      minutes: MINUTES,
      firstInstance,
      secondInstance,
      withinGoal: Math.min(firstInstance.rowsPerSecond, secondInstance.rowsPerSecond) >= GOAL_ROWS_PER_SECOND,
    };
  } finally {
    await handle.close();
  }
}

export async function benchAnalyticsMinutes(): Promise<Record<string, Result>> {
  const results: Record<string, Result> = { pglite: await measure({ memory: true }) };
  if (process.env.BENCH_DATABASE_URL) {
    const scratch = await createScratchDatabase(process.env.BENCH_DATABASE_URL);
    try {
      results.postgres = await measure({ url: scratch.url });
    } finally {
      await scratch.drop();
    }
  }
  return results;
}
