import { expect, type BrowserContext, type Page } from '@playwright/test';

type ToastWindow = Window & { shownToasts?: string[] };

/**
 * Installed in every page of a test's own context (support/test.ts) before the app's scripts:
 * notes the text of every alert as it is added to the page. Toasts are alerts.
 */
export async function recordToasts(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const shown: string[] = [];
    (window as ToastWindow).shownToasts = shown;
    const note = (element: Element) => {
      const text = element.textContent ?? '';
      if (text && !shown.includes(text)) shown.push(text);
    };
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (!(node instanceof Element)) continue;
          if (node.matches('[role="alert"]')) note(node);
          for (const alert of node.querySelectorAll('[role="alert"]')) note(alert);
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

/**
 * Waits until a toast with this text has shown on the page. A toast stays 2 to 3.5 s; on a busy
 * machine the page can be too slow to answer a check while it is up, so the test asks what was
 * shown rather than what is.
 */
export async function expectToast(page: Page, text: string): Promise<void> {
  await expect.poll(() => page.evaluate(() => [...((window as ToastWindow).shownToasts ?? [])])).toContainEqual(expect.stringContaining(text));
}
