import { ACTIVITY_DEBOUNCE_MS, INACTIVITY_CHECK_INTERVAL_MS, inactivityDeadline, isInactiveExpired } from '@aula/shared';
import { ACTIVITY_DEADLINE_KEY, storedDeadline } from './activity-deadline';


const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'scroll', 'touchstart'] as const;

type InactivityOptions = {
  onExpired: () => void;
  now?: () => number;
};

/**
 * docs/rules/accounts-and-sign-in.md#inactivity: activity (pointer, key, scroll, the tab becoming visible) moves the deadline to one
 * hour ahead, debounced by 1 s; the deadline is checked every 60 s and, once passed, `onExpired`
 * runs once and the watch stops. Returns a stop function.
 */
export function startInactivityWatch({ onExpired, now = Date.now }: InactivityOptions): () => void {
  let debounce: ReturnType<typeof setTimeout> | undefined;

  const recordActivity = () => {
    const deadline = inactivityDeadline(now());
    if (deadline > storedDeadline()) localStorage.setItem(ACTIVITY_DEADLINE_KEY, String(deadline));
  };
  const onActivity = () => {
    clearTimeout(debounce);
    debounce = setTimeout(recordActivity, ACTIVITY_DEBOUNCE_MS);
  };
  const onVisibility = () => {
    if (document.visibilityState === 'visible') onActivity();
  };

  const check = setInterval(() => {
    if (!isInactiveExpired(storedDeadline(), now())) return;
    stop();
    onExpired();
  }, INACTIVITY_CHECK_INTERVAL_MS);

  const stop = () => {
    clearInterval(check);
    clearTimeout(debounce);
    for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity, true);
    document.removeEventListener('visibilitychange', onVisibility);
  };

  // Opening or reloading the app is activity in itself.
  recordActivity();
  for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, { capture: true, passive: true });
  document.addEventListener('visibilitychange', onVisibility);
  return stop;
}

/** True once the shared deadline has passed, e.g. after the device slept longer than an hour. */
export function isInactivityExpired(now: number = Date.now()): boolean {
  const deadline = storedDeadline();
  return deadline > 0 && isInactiveExpired(deadline, now);
}
