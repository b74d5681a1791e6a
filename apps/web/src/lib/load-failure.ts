import { LOAD_FAILURE_RELOAD_MS } from '@aula/shared';

const RELOADED_AT_KEY = 'aula.load-failure-reload';
/** A second failure this soon after an automatic reload is not fixed by reloading again. */
const RELOAD_LOOP_WINDOW_MS = 30_000;

/** True for a lazy chunk that failed to load (an old tab after a deploy, a dropped connection). */
export function isLoadFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /dynamically imported module|Importing a module script failed|error loading dynamically|Unable to preload CSS/i.test(
    error.message,
  );
}

/**
 * Reloads the page after 1 s (docs/rules/errors.md#load-failures) unless that was just tried; returns whether it will reload,
 * so the message can say so.
 */
export function reloadAfterLoadFailure(now: () => number = Date.now): boolean {
  const last = Number(sessionStorage.getItem(RELOADED_AT_KEY));
  if (last && now() - last < RELOAD_LOOP_WINDOW_MS) return false;
  sessionStorage.setItem(RELOADED_AT_KEY, String(now()));
  setTimeout(() => window.location.reload(), LOAD_FAILURE_RELOAD_MS);
  return true;
}
