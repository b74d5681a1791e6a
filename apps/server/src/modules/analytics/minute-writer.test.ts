import { describe, expect, it, vi } from 'vitest';
import type { FinishedMinute } from './activity-recorder';
import type { MinuteBatch } from './minute-repository';
import { ANALYTICS_BATCH_ACCOUNTS, ANALYTICS_MAX_PENDING_MINUTES, batchesOf, createMinuteWriter } from './minute-writer';

const MINUTE = 60_000;
const minuteWith = (minute: number, accounts: number): FinishedMinute => ({
  minute: minute * MINUTE,
  accounts: Array.from({ length: accounts }, (_, i) => ({ eventId: 1, accountId: accounts - i, presentSeconds: 60, visibleSeconds: 60 })),
  rooms: Array.from({ length: accounts }, (_, i) => ({ eventId: 1, accountId: i + 1, roomId: 5, presentSeconds: 60, visibleSeconds: 60, playingSeconds: 0 })),
});

function setUp(failing: () => boolean) {
  const written: MinuteBatch[] = [];
  const log = { debug: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const writer = createMinuteWriter({
    instance: 'instance-a',
    log,
    writeBatch: async (batch) => {
      if (failing()) throw new Error('database unavailable');
      written.push(batch);
      return true;
    },
  });
  return { writer, written, log };
}

describe('the minute writer', () => {
  it('splits a minute by attendee into numbered batches, each attendee with their room rows', () => {
    const batches = batchesOf('instance-a', minuteWith(1, ANALYTICS_BATCH_ACCOUNTS + 1));
    expect(batches.map((batch) => [batch.part, batch.accounts.length, batch.rooms.length])).toEqual([
      [0, ANALYTICS_BATCH_ACCOUNTS, ANALYTICS_BATCH_ACCOUNTS],
      [1, 1, 1],
    ]);
    expect(batches[0]!.accounts[0]!.accountId).toBe(1);
    expect(batches[1]!.rooms.map((row) => row.accountId)).toEqual(batches[1]!.accounts.map((row) => row.accountId));
  });

  it('keeps a minute the database refused and writes it, the same batch, at the next minute', async () => {
    let down = true;
    const { writer, written, log } = setUp(() => down);
    await writer.flush([minuteWith(1, 2)]);
    expect(written).toEqual([]);
    expect(writer.pending).toBe(1);
    expect(log.warn).toHaveBeenCalledTimes(1);

    down = false;
    await writer.flush([minuteWith(2, 2)]);
    expect(written.map((batch) => [batch.minute.getTime(), batch.part])).toEqual([
      [MINUTE, 0],
      [2 * MINUTE, 0],
    ]);
    expect(writer.pending).toBe(0);
  });

  it('drops the oldest minute, and says so, beyond the minutes it may keep', async () => {
    const { writer, written, log } = setUp(() => true);
    for (let minute = 1; minute <= ANALYTICS_MAX_PENDING_MINUTES + 1; minute++) await writer.flush([minuteWith(minute, 1)]);
    expect(writer.pending).toBe(ANALYTICS_MAX_PENDING_MINUTES);
    expect(written).toEqual([]);
    expect(log.error).toHaveBeenCalledWith({ minute: new Date(MINUTE).toISOString(), batches: 1 }, expect.stringContaining('dropped'));
  });
});
