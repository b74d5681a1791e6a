import { tokenExpiryAction } from '@aula/shared';
import { getAuth, subscribeAuth } from './auth-store';

/** After a refresh that failed without ending the session (network down), try again this soon. */
export const REFRESH_RETRY_MS = 10_000;

type TokenSchedulerOptions = {
  refresh: () => Promise<void>;
  /** Under 5 s left: the session ends (docs/rules/accounts-and-sign-in.md#session-and-tokens). */
  logout: () => void;
  now?: () => number;
};

/**
 * Keeps the token alive as docs/rules/accounts-and-sign-in.md#session-and-tokens asks: refreshes 100 s before expiry (at once when less is
 * left) and logs out when under 5 s remain. Re-plans on every change of the stored token and when
 * the tab becomes visible, because timers of a sleeping device fire late. Returns a stop function.
 */
export function startTokenScheduler({ refresh, logout, now = Date.now }: TokenSchedulerOptions): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let refreshing = false;
  let stopped = false;

  const plan = (): void => {
    clearTimeout(timer);
    const auth = getAuth();
    if (stopped || !auth || refreshing) return;
    const action = tokenExpiryAction(auth.expiresAt, now());
    if (action.kind === 'logout') logout();
    // The timer lands exactly on the 100 s mark, where the rule still says "schedule in 0 ms".
    else if (action.kind === 'refresh-now' || action.inMs <= 0) void runRefresh(auth.expiresAt);
    else timer = setTimeout(plan, action.inMs);
  };

  const runRefresh = async (expiresAtBefore: number): Promise<void> => {
    refreshing = true;
    try {
      await refresh();
    } catch {
      // A 401 has already ended the session; anything else is retried while time is left.
    } finally {
      refreshing = false;
    }
    if (stopped) return;
    const auth = getAuth();
    if (auth && auth.expiresAt === expiresAtBefore) timer = setTimeout(plan, REFRESH_RETRY_MS);
    else plan();
  };

  const onVisibility = () => {
    if (document.visibilityState === 'visible') plan();
  };

  const unsubscribe = subscribeAuth(plan);
  document.addEventListener('visibilitychange', onVisibility);
  plan();
  return () => {
    stopped = true;
    clearTimeout(timer);
    unsubscribe();
    document.removeEventListener('visibilitychange', onVisibility);
  };
}
