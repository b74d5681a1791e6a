import type { Page } from '@playwright/test';

type ToastWindow = Window & { seenAlerts?: string[] };

/**
 * Records the text of every alert (toasts are alerts) that shows on the page from now on, and
 * answers a function that reads them. A success toast stays 2.5 s; on a busy machine the page can
 * be too slow to answer a check while it is up, so a test asks what was shown rather than what is.
 */
export async function recordAlerts(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as ToastWindow).seenAlerts = seen;
    const note = () => {
      for (const alert of document.querySelectorAll('[role="alert"]')) {
        const text = alert.textContent ?? '';
        if (text && !seen.includes(text)) seen.push(text);
      }
    };
    new MutationObserver(note).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  return () => page.evaluate(() => [...((window as ToastWindow).seenAlerts ?? [])]);
}
