import type { Locator } from '@playwright/test';

/**
 * Whether a person sees and can click the element: its centre and two inner corners lie inside the
 * window and what is drawn there is the element itself, not a box or bar above it.
 */
export const uncovered = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const inset = 3;
    const points: Array<[number, number]> = [
      [box.left + box.width / 2, box.top + box.height / 2],
      [box.left + inset, box.top + inset],
      [box.right - inset, box.bottom - inset],
    ];
    return points.every(([x, y]) => {
      if (x < 0 || y < 0 || x > window.innerWidth || y > window.innerHeight) return false;
      const hit = document.elementFromPoint(x, y);
      return hit !== null && (hit === element || element.contains(hit));
    });
  });
