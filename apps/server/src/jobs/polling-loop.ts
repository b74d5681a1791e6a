export type PollingLoopOptions = {
  intervalMs: number;
  /** A failed pass (a lost database connection) is reported here; the next poll tries again. */
  onError: (error: unknown) => void;
};

/**
 * Runs `pass` every `intervalMs` and at once when nudged, one pass at a time per instance: a nudge
 * during a pass asks for one more round, so work added meanwhile never waits for the next poll.
 * `pass` stops early when `keepGoing` turns false (the loop is stopping). The job queue and the
 * template sends' worker both run on it.
 */
export function createPollingLoop(pass: (keepGoing: () => boolean) => Promise<void>, { intervalMs, onError }: PollingLoopOptions) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = true;

  function kick(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await pass(() => !stopped);
        } catch (error) {
          onError(error);
        }
      } while (again && !stopped);
    })().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    /** Makes a started loop pass now instead of at its next poll. */
    nudge(): void {
      if (!stopped) void kick();
    },

    start(): void {
      if (!stopped) return;
      stopped = false;
      timer = setInterval(() => void kick(), intervalMs);
      timer.unref();
      void kick();
    },

    /** Stops polling and waits for the pass under way. */
    async stop(): Promise<void> {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      again = false;
      await running;
    },

    /** Passes until nothing is left, started or not, and waits (tests). */
    async drain(): Promise<void> {
      // The loop may hold work this pass could not take: wait for it, then look again.
      do {
        await running;
        await pass(() => true);
      } while (running);
    },
  };
}
