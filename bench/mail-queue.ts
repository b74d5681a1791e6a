// Queueing a template send to 10,000 recipients (docs/rules/performance.md#template-sends, goal: within 5 s): a published event
// of 10,000 accounts and a send to all of them are stored straight in the database, then the send's
// start job lists its recipients (one INSERT … SELECT over the selection) and starts it; the ms of
// that step, on PGlite and (when BENCH_DATABASE_URL is set) PostgreSQL on a scratch database.
import { openDatabase, type DatabaseTarget } from '../apps/server/src/db/client';
import { createMailSendsRepository } from '../apps/server/src/modules/mail-sends/repository';
import { seedMailSend } from '../apps/server/src/modules/mail-sends/seed-mail-send';
import { createScratchDatabase } from '../apps/server/src/test/scratch-database';

const RECIPIENTS = 10_000;
const GOAL_MS = 5_000;

type Result = { recipients: number; queueMs: number; withinGoal: boolean };

async function measure(target: DatabaseTarget): Promise<Result> {
  const handle = await openDatabase(target);
  try {
    const { sendId } = await seedMailSend(handle.db, RECIPIENTS, { enqueue: false });
    const repository = createMailSendsRepository(handle.db);
    const startedAt = performance.now();
    await repository.listRecipients(sendId, { filter: { q: '' } }, new Date());
    const queueMs = Math.round(performance.now() - startedAt);
    const recipients = (await repository.findSendById(sendId))!.recipientCount;
    return { recipients, queueMs, withinGoal: queueMs <= GOAL_MS };
  } finally {
    await handle.close();
  }
}

export async function benchMailQueue(): Promise<Record<string, Result>> {
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
