/**
 * Pushes a poll's totals at most once per interval while votes come in (docs/rules/performance.md#live-engagement: 2,000
 * simultaneous votes make a handful of pushes, not 2,000): the first vote's goes out at once, the
 * ones during the interval in one push at its end, read from the database then, so the last push
 * always carries the final totals. Per instance: each instance throttles the votes it counted.
 */
export function createResultsPushes(intervalMs: number, push: (pollId: number) => Promise<void>, onError: (error: unknown) => void) {
  const timers = new Map<number, ReturnType<typeof setTimeout>>();
  const lastPushAt = new Map<number, number>();

  function forgetOldPushes(now: number): void {
    for (const [pollId, at] of lastPushAt) if (now - at > intervalMs && !timers.has(pollId)) lastPushAt.delete(pollId);
  }

  return {
    /** Asks for a push of the poll's totals. */
    request(pollId: number): void {
      if (timers.has(pollId)) return;
      const now = performance.now();
      const wait = Math.max(0, (lastPushAt.get(pollId) ?? -Infinity) + intervalMs - now);
      const timer = setTimeout(() => {
        timers.delete(pollId);
        lastPushAt.set(pollId, performance.now());
        push(pollId).catch(onError);
      }, wait);
      timer.unref();
      timers.set(pollId, timer);
      if (lastPushAt.size > 1000) forgetOldPushes(now);
    },
    stop(): void {
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
    },
  };
}
