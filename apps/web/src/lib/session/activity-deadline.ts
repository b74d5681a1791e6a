/**
 * The inactivity deadline (docs/rules/accounts-and-sign-in.md#inactivity), in local storage: shared by the tabs, so that working in one
 * tab keeps the others signed in too. Its own module, so that signing out (also on the sign-in
 * pages) clears it without loading the watch.
 */
export const ACTIVITY_DEADLINE_KEY = 'aula.activity-deadline';

export function storedDeadline(): number {
  return Number(localStorage.getItem(ACTIVITY_DEADLINE_KEY)) || 0;
}

/** Forgets the shared deadline, so that the next sign-in starts a fresh hour. */
export function clearActivityDeadline(): void {
  localStorage.removeItem(ACTIVITY_DEADLINE_KEY);
}
