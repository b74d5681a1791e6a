/**
 * How long a claim (a job, a recipient of a template send) lasts unless its holder renews it: the
 * work of a process that died is taken up by another worker after at most this long.
 */
export const DEFAULT_LEASE_SECONDS = 30;

/** Three renewals per lease: one late or lost renewal does not cost a live holder its claim. */
const RENEWALS_PER_LEASE = 3;

/** How often a holder renews its claim: every 10 s with the default lease. */
export const renewIntervalMs = (leaseMs: number): number => Math.max(1, Math.floor(leaseMs / RENEWALS_PER_LEASE));

export type HeldLease = {
  /** Aborts when the claim is lost: another worker took it over, so this one must leave it alone. */
  signal: AbortSignal;
  /** Ends the renewals; the claim itself ends with the outcome its holder writes. */
  release(): void;
  /** Gives the claim up: the renewals end and `signal` aborts, as when it is lost. */
  giveUp(reason: Error): void;
};

/**
 * Renews a claim while its holder works on it. `renew` answers false when the claim is no longer
 * this holder's; a renewal that fails (the database is away) is reported and tried again, and
 * only when none succeeded for a whole lease is the claim given up, because by then another
 * worker may hold it.
 */
export function holdLease(renew: () => Promise<boolean>, leaseMs: number, onRenewalError: (error: unknown) => void): HeldLease {
  const lost = new AbortController();
  let renewedAt = performance.now();
  let renewing = false;

  async function renewOnce(): Promise<void> {
    if (renewing || lost.signal.aborted) return;
    renewing = true;
    try {
      if (await renew()) renewedAt = performance.now();
      else lost.abort(new Error('the claim was taken over'));
    } catch (error) {
      onRenewalError(error);
      if (performance.now() - renewedAt >= leaseMs) lost.abort(new Error('the claim could not be renewed within its lease'));
    } finally {
      renewing = false;
    }
  }

  const timer = setInterval(() => void renewOnce(), renewIntervalMs(leaseMs));
  timer.unref();
  return {
    signal: lost.signal,
    release: () => clearInterval(timer),
    giveUp: (reason) => {
      clearInterval(timer);
      lost.abort(reason);
    },
  };
}
