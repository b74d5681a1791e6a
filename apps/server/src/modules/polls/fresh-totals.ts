/**
 * Reads of a poll's totals that begin after they were asked for, shared by everyone asking at the
 * same time (docs/decisions/0168-writes-in-batches.md): while one count runs, everyone asking
 * meanwhile waits for the single count that starts when it ends. A vote's answer thus includes its
 * own ballot, and 10,000 votes make a few hundred counts instead of 10,000.
 */
export function createFreshTotals<T>(count: (pollId: number) => Promise<T>) {
  const running = new Map<number, Promise<T>>();
  const next = new Map<number, Promise<T>>();

  function start(pollId: number): Promise<T> {
    const counting = count(pollId).finally(() => {
      if (running.get(pollId) === counting) running.delete(pollId);
    });
    running.set(pollId, counting);
    return counting;
  }

  return {
    /** The poll's totals from a count that began after this call. */
    after(pollId: number): Promise<T> {
      const queued = next.get(pollId);
      if (queued) return queued;
      const current = running.get(pollId);
      if (!current) return start(pollId);
      const following = current
        .then(
          () => undefined,
          () => undefined,
        )
        .then(() => {
          next.delete(pollId);
          return start(pollId);
        });
      next.set(pollId, following);
      return following;
    },
  };
}
