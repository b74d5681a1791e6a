export type PollingLoopOptions = {
  intervalMs: number;
  /** A failed pass (a lost database connection) is reported here; the next poll tries again. */
  onError: (error: unknown) => void;
};

/**
 * Runs `pass` every `intervalMs` and at once when nudged, one pass at a time per instance: a nudge
 * during a pass asks for one more round, so work added meanwhile never waits for the next poll.
 * `pass` stops early when `keepGoing` turns false (the loop is stopping). `runNow` runs a pass
 * whether the loop is started or not, joining the pass under way, and answers what that pass
 * answered. The job queue, the template sends' worker and the periodic checks all run on it.
 */
export function createPollingLoop<Outcome = void>(pass: (keepGoing: () => boolean) => Promise<Outcome>, { intervalMs, onError }: PollingLoopOptions) {
  let timer: NodeJS.Timeout | null = null;
  let passUnderWay: Promise<Outcome> | null = null;
  /** The passes that follow one another while nudges come during them; ends with the last. */
  let rounds: Promise<void> | null = null;
  let again = false;
  let stopped = true;

  function startPass(): Promise<Outcome> {
    // A pass the loop does not poll for (runNow before start) goes to its end, as drain's do.
    const keepGoing = stopped ? () => true : () => !stopped;
    passUnderWay = (async () => pass(keepGoing))();
    return passUnderWay;
  }

  function startRounds(): Promise<Outcome> {
    again = false;
    const first = startPass();
    rounds = (async () => {
      let current = first;
      for (;;) {
        try {
          await current;
        } catch (error) {
          onError(error);
        }
        if (!again || stopped) return;
        again = false;
        current = startPass();
      }
    })().finally(() => {
      rounds = null;
      passUnderWay = null;
    });
    return first;
  }

  function kick(): void {
    if (rounds) again = true;
    else void startRounds();
  }

  return {
    /** Makes a started loop pass now instead of at its next poll. */
    nudge(): void {
      if (!stopped) kick();
    },

    /** Runs a pass now, started or not, or joins the one under way; answers when it ends, with what it answered or threw. */
    runNow(): Promise<Outcome> {
      return passUnderWay ?? startRounds();
    },

    start(): void {
      if (!stopped) return;
      stopped = false;
      timer = setInterval(kick, intervalMs);
      timer.unref();
      kick();
    },

    /** Stops polling and waits for the pass under way. */
    async stop(): Promise<void> {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      again = false;
      await rounds;
    },

    /** Passes until nothing is left, started or not, and waits (tests). */
    async drain(): Promise<void> {
      // The loop may hold work this pass could not take: wait for it, then look again.
      do {
        await rounds;
        await pass(() => true);
      } while (rounds);
    },
  };
}
