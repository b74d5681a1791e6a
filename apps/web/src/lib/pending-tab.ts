/** A tab opened ahead of the address it will show. */
export type PendingTab = { go(url: string): void; close(): void };

/**
 * Opens a new tab at once, while the click still counts as the user's (a tab opened once an answer
 * has arrived would be blocked as a pop-up), to send it to its address when the answer comes. Where
 * a blocker refused the tab, the page itself goes there. The tab gets no handle on this page.
 */
export function openPendingTab(): PendingTab {
  const tab = window.open('', '_blank');
  return {
    go(url) {
      if (!tab) return window.location.assign(url);
      tab.opener = null;
      tab.location.href = url;
    },
    close: () => tab?.close(),
  };
}
