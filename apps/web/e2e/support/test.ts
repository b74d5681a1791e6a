import { test as base } from '@playwright/test';
import { recordToasts } from './toasts';

export { expect } from '@playwright/test';

/**
 * Playwright's `test`, plus what every spec needs and no spec should have to remember: the browser
 * contexts a test opens beside its own (a second person, a fresh browser) are closed when it ends,
 * passed or failed. A context left open keeps its sockets and timers running into later tests of
 * the worker. Pages are closed before their context: closing a context whose pages still hold open
 * sockets has stalled Chromium for over a minute on a busy machine.
 */
export const test = base.extend<{ closeOpenedContexts: void }>({
  // Toasts are checked by what the page showed (support/toasts.ts).
  context: async ({ context }, provide) => {
    await recordToasts(context);
    await provide(context);
  },
  closeOpenedContexts: [
    async ({ browser, context }, use) => {
      const before = new Set(browser.contexts());
      await use();
      const opened = browser.contexts().filter((other) => other !== context && !before.has(other));
      for (const other of opened) {
        for (const page of other.pages()) await page.close();
        await other.close();
      }
    },
    { auto: true },
  ],
});
