import { expect, type Locator, type Page } from '@playwright/test';

/** What a sortable list's live region says when an item is picked up, and when it is over a place. */
export type SortAnnouncements = { picked: (position: number) => string; over: (position: number) => string };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// Picking up announces the start and, at once, the item being over its own place; the live region
// may already hold the second when it is read.
const pickedOrOver = (announce: SortAnnouncements, position: number) =>
  new RegExp(`${escapeRegExp(announce.picked(position))}|${escapeRegExp(announce.over(position))}`);

/**
 * Picks up the item at `position` with the keyboard, moves it `steps` places (negative: up) and
 * drops it, as a keyboard user does: each key after the screen-reader announcement of the one before.
 */
export async function moveWithKeyboard(page: Page, handle: Locator, position: number, steps: number, announce: SortAnnouncements): Promise<void> {
  const live = page.locator('[id^="DndLiveRegion"]');
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(live).toContainText(pickedOrOver(announce, position));
  // The drag-and-drop library starts listening for arrow keys in a task it queues on pick-up, and
  // Chromium handles input before timers, so a key sent at once can arrive before that listener
  // does (and is lost) on a busy machine. A task queued now runs after the library's.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  for (let i = 1; i <= Math.abs(steps); i++) {
    await page.keyboard.press(steps < 0 ? 'ArrowUp' : 'ArrowDown');
    await expect(live).toContainText(announce.over(position + Math.sign(steps) * i));
  }
  await page.keyboard.press('Space');
}
