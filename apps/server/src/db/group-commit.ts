type Waiting<T, R> = { item: T; settle: (result: Promise<R>) => void };

/**
 * Writes items in batches, one transaction per batch and key (docs/decisions/0168-writes-in-batches.md):
 * an item waits only for the batch of its key being written, if any, and is then written with
 * every item that came in meanwhile. One item alone is written at once; 10,000 at once make a few
 * dozen transactions instead of 10,000. An item's promise settles once its batch committed, so an
 * answer given after it stands on stored data. `write` answers per item, in the order given; when
 * a batch fails, its items are written again one by one, so only the item at fault fails.
 * `distinct` keeps items with the same value apart: the second waits for the next batch.
 */
export function createGroupCommit<K, T, R>(
  write: (key: K, items: readonly T[]) => Promise<readonly R[]>,
  options: { max: number; distinct?: (item: T) => unknown },
) {
  const waiting = new Map<K, Waiting<T, R>[]>();
  const writing = new Set<K>();

  function takeBatch(key: K): Waiting<T, R>[] {
    const batch: Waiting<T, R>[] = [];
    const later: Waiting<T, R>[] = [];
    const seen = new Set<unknown>();
    for (const entry of waiting.get(key) ?? []) {
      const value = options.distinct?.(entry.item);
      if (batch.length < options.max && (value === undefined || !seen.has(value))) {
        if (value !== undefined) seen.add(value);
        batch.push(entry);
      } else later.push(entry);
    }
    if (later.length > 0) waiting.set(key, later);
    else waiting.delete(key);
    return batch;
  }

  /** Writes a batch; when it fails, each of its items alone, so that one item's fault fails only that item. */
  async function writeBatch(key: K, batch: Waiting<T, R>[]): Promise<void> {
    const written = write(
      key,
      batch.map((entry) => entry.item),
    );
    if (batch.length === 1) {
      batch[0]!.settle(written.then((results) => results[0]!));
      await written.catch(() => undefined);
      return;
    }
    const results = await written.catch(() => null);
    if (results) {
      batch.forEach((entry, index) => entry.settle(Promise.resolve(results[index]!)));
      return;
    }
    for (const entry of batch) await writeBatch(key, [entry]);
  }

  async function writeBatches(key: K): Promise<void> {
    for (let batch = takeBatch(key); batch.length > 0; batch = takeBatch(key)) await writeBatch(key, batch);
    writing.delete(key);
  }

  return {
    /** Writes the item with the others waiting for its key; settles once its batch committed. */
    submit(key: K, item: T): Promise<R> {
      return new Promise<R>((resolve, reject) => {
        const queue = waiting.get(key) ?? [];
        queue.push({ item, settle: (result) => result.then(resolve, reject) });
        waiting.set(key, queue);
        if (writing.has(key)) return;
        writing.add(key);
        void writeBatches(key);
      });
    },
  };
}

/** `createGroupCommit` for items that need no key: everything waiting goes into the next batch. */
export function createBatchCommit<T, R>(write: (items: readonly T[]) => Promise<readonly R[]>, options: { max: number }) {
  const keyed = createGroupCommit((_all: true, items: readonly T[]) => write(items), options);
  return {
    /** Writes the item with the others waiting; settles once its batch committed. */
    submit: (item: T): Promise<R> => keyed.submit(true, item),
  };
}
