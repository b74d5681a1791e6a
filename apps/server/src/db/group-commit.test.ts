import { describe, expect, it } from 'vitest';
import { createBatchCommit, createGroupCommit } from './group-commit';

/** A write whose batches end when the test says so. */
function controlledWrite() {
  const batches: { key: string; items: number[]; finish: (fail?: boolean) => void }[] = [];
  const write = (key: string, items: readonly number[]) =>
    new Promise<readonly string[]>((resolve, reject) => {
      batches.push({ key, items: [...items], finish: (fail) => (fail ? reject(new Error('batch failed')) : resolve(items.map((item) => `${key}:${item}`))) });
    });
  return { batches, write };
}

const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('group commit', () => {
  it('writes one item at once and what comes meanwhile in the next batch, each answered from its own batch', async () => {
    const { batches, write } = controlledWrite();
    const commit = createGroupCommit(write, { max: 10 });
    const first = commit.submit('poll', 1);
    expect(batches.map((batch) => batch.items)).toEqual([[1]]);
    const later = [2, 3, 4].map((item) => commit.submit('poll', item));
    await settled();
    expect(batches).toHaveLength(1);
    batches[0]!.finish();
    expect(await first).toBe('poll:1');
    await settled();
    expect(batches.map((batch) => batch.items)).toEqual([[1], [2, 3, 4]]);
    batches[1]!.finish();
    expect(await Promise.all(later)).toEqual(['poll:2', 'poll:3', 'poll:4']);
  });

  it('keeps keys apart, holds to the largest batch and keeps equal items in different batches', async () => {
    const { batches, write } = controlledWrite();
    const commit = createGroupCommit(write, { max: 3, distinct: (item: number) => item % 10 });
    const answers = [commit.submit('a', 1), commit.submit('b', 1), commit.submit('a', 2), commit.submit('a', 12), commit.submit('a', 3), commit.submit('a', 4), commit.submit('a', 5)];
    expect(batches.map((batch) => [batch.key, batch.items])).toEqual([
      ['a', [1]],
      ['b', [1]],
    ]);
    batches[0]!.finish();
    await settled();
    // 12 is the same as 2 here: it waits for the batch after.
    expect(batches[2]!.items).toEqual([2, 3, 4]);
    batches[2]!.finish();
    await settled();
    expect(batches[3]!.items).toEqual([12, 5]);
    batches[3]!.finish();
    batches[1]!.finish();
    expect(await Promise.all(answers)).toEqual(['a:1', 'b:1', 'a:2', 'a:12', 'a:3', 'a:4', 'a:5']);
  });

  it('writes a failed batch again item by item, so only the item at fault fails, and goes on with the next', async () => {
    const { batches, write } = controlledWrite();
    const commit = createGroupCommit(write, { max: 10 });
    const first = commit.submit('poll', 1);
    const [faulty, fine] = [commit.submit('poll', 2), commit.submit('poll', 3)];
    batches[0]!.finish();
    expect(await first).toBe('poll:1');
    await settled();
    expect(batches[1]!.items).toEqual([2, 3]);
    batches[1]!.finish(true);
    await settled();
    expect(batches[2]!.items).toEqual([2]);
    batches[2]!.finish(true);
    await expect(faulty).rejects.toThrow('batch failed');
    await settled();
    expect(batches[3]!.items).toEqual([3]);
    batches[3]!.finish();
    expect(await fine).toBe('poll:3');
    await settled();
    const next = commit.submit('poll', 4);
    expect(batches.at(-1)!.items).toEqual([4]);
    batches.at(-1)!.finish();
    expect(await next).toBe('poll:4');
  });

  it('without a key, puts everything that came while a batch was written into the next', async () => {
    const { batches, write } = controlledWrite();
    const commit = createBatchCommit((items: readonly number[]) => write('all', items), { max: 10 });
    const first = commit.submit(1);
    const later = [2, 3].map((item) => commit.submit(item));
    batches[0]!.finish();
    expect(await first).toBe('all:1');
    await settled();
    expect(batches.map((batch) => batch.items)).toEqual([[1], [2, 3]]);
    batches[1]!.finish();
    expect(await Promise.all(later)).toEqual(['all:2', 'all:3']);
  });
});
