import type { FastifyBaseLogger } from 'fastify';
import type { AccountMinuteRow, FinishedMinute, RoomMinuteRow } from './activity-recorder';
import type { MinuteBatch } from './minute-repository';

/** Attendees per batch: a transaction stays short and its statements' parameters stay well under PostgreSQL's limit. */
export const ANALYTICS_BATCH_ACCOUNTS = 1000;
/**
 * Minutes kept in memory while the database refuses them; beyond, the oldest is dropped and logged.
 * A quarter of an hour of an instance's attendees is a few megabytes at most.
 */
export const ANALYTICS_MAX_PENDING_MINUTES = 15;

type WriterDeps = {
  instance: string;
  writeBatch: (batch: MinuteBatch) => Promise<boolean>;
  log: Pick<FastifyBaseLogger, 'debug' | 'warn' | 'error'>;
};

/**
 * Splits a minute into batches by attendee (an attendee's venue row and room rows stay in one
 * batch, so its roll-ups never see half of them), in a fixed order: sorted keys take their row
 * locks in the same order on every instance, which keeps two writers from deadlocking.
 */
export function batchesOf(instance: string, finished: FinishedMinute): MinuteBatch[] {
  const accounts = [...finished.accounts].sort((x, y) => x.eventId - y.eventId || x.accountId - y.accountId);
  const roomsOf = new Map<number, RoomMinuteRow[]>();
  for (const row of finished.rooms) roomsOf.set(row.accountId, [...(roomsOf.get(row.accountId) ?? []), row]);
  const batches: MinuteBatch[] = [];
  for (let start = 0; start < accounts.length; start += ANALYTICS_BATCH_ACCOUNTS) {
    const part: AccountMinuteRow[] = accounts.slice(start, start + ANALYTICS_BATCH_ACCOUNTS);
    const rooms = part.flatMap((row) => (roomsOf.get(row.accountId) ?? []).sort((x, y) => x.roomId - y.roomId));
    batches.push({ instance, minute: new Date(finished.minute), part: batches.length, accounts: part, rooms });
  }
  return batches;
}

/**
 * Writes finished minutes one batch at a time, in order. A batch that fails stays first in line
 * and is tried again at the next `flush` (each minute), whole: its key makes a batch that did
 * commit, but whose answer was lost, count nothing twice.
 */
export function createMinuteWriter({ instance, writeBatch, log }: WriterDeps) {
  const queue: MinuteBatch[] = [];
  let chain: Promise<void> = Promise.resolve();

  const dropBeyondLimit = () => {
    const minutes = [...new Set(queue.map((batch) => batch.minute.getTime()))];
    if (minutes.length <= ANALYTICS_MAX_PENDING_MINUTES) return;
    const oldest = minutes[0];
    const dropped = queue.filter((batch) => batch.minute.getTime() === oldest);
    queue.splice(0, dropped.length);
    log.error({ minute: new Date(oldest ?? 0).toISOString(), batches: dropped.length }, 'analytics minute dropped: the database refused it too long');
  };

  async function writeQueued(): Promise<void> {
    while (queue.length > 0) {
      const batch = queue[0]!;
      try {
        const applied = await writeBatch(batch);
        log.debug({ minute: batch.minute.toISOString(), part: batch.part, accounts: batch.accounts.length, applied }, 'analytics batch written');
      } catch (error) {
        log.warn({ err: error, minute: batch.minute.toISOString(), part: batch.part }, 'analytics minute not written yet; trying again');
        return;
      }
      queue.shift();
    }
  }

  return {
    /** Queues finished minutes and writes everything queued; resolves when the queue is written or a write failed. */
    flush(finished: FinishedMinute[] = []): Promise<void> {
      for (const minute of finished) queue.push(...batchesOf(instance, minute));
      dropBeyondLimit();
      chain = chain.then(writeQueued);
      return chain;
    },

    /** Batches waiting to be written. */
    get pending() {
      return queue.length;
    },
  };
}
