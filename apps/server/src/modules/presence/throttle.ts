/**
 * Runs `run` soon after the first request, then at most once per interval however often it is
 * requested: a lone change goes out at once, a burst in one batch.
 */
export function createThrottle(intervalMs: number, run: () => void) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastRunAt = -Infinity;
  return {
    request(): void {
      if (timer) return;
      const wait = Math.max(0, lastRunAt + intervalMs - performance.now());
      timer = setTimeout(() => {
        timer = undefined;
        lastRunAt = performance.now();
        run();
      }, wait);
    },
    cancel(): void {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
