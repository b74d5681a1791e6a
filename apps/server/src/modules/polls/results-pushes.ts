/**
 * Pushes a poll's totals at most once per interval while votes come in (docs/rules/performance.md#live-engagement: 2,000
 * simultaneous votes make a handful of pushes, not 2,000): the first vote's goes out at once, the
 * ones during the interval in one push at its end, read from the database then, so the last push
 * always carries the final totals. Across instances one push an interval: an instance whose turn
 * it is claims the interval (`claim`); when another instance holds it, that one's push already
 * counts what was stored before it read, and this one tries again an interval later, so each
 * instance still pushes once after its last vote (docs/decisions/0168-writes-in-batches.md).
 */
export function createResultsPushes(
  intervalMs: number,
  push: (pollId: number) => Promise<void>,
  onError: (error: unknown) => void,
  claim: (pollId: number) => Promise<boolean>,
) {
  const timers = new Map<number, ReturnType<typeof setTimeout>>();
  const lastPushAt = new Map<number, number>();
  let stopped = false;

  function forgetOldPushes(now: number): void {
    for (const [pollId, at] of lastPushAt) if (now - at > intervalMs && !timers.has(pollId)) lastPushAt.delete(pollId);
  }

  function schedule(pollId: number, wait: number): void {
    const timer = setTimeout(() => void turn(pollId), wait);
    timer.unref();
    timers.set(pollId, timer);
  }

  async function turn(pollId: number): Promise<void> {
    const won = await claim(pollId).catch(() => true);
    if (stopped) return;
    if (!won) {
      schedule(pollId, intervalMs);
      return;
    }
    timers.delete(pollId);
    lastPushAt.set(pollId, performance.now());
    await push(pollId).catch(onError);
  }

  return {
    /** Asks for a push of the poll's totals. */
    request(pollId: number): void {
      if (timers.has(pollId)) return;
      const now = performance.now();
      schedule(pollId, Math.max(0, (lastPushAt.get(pollId) ?? -Infinity) + intervalMs - now));
      if (lastPushAt.size > 1000) forgetOldPushes(now);
    },
    stop(): void {
      stopped = true;
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
    },
  };
}
