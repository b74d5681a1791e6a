import { useEffect, type RefObject } from 'react';
import { useLocation } from 'react-router';

/**
 * Scrolls the sidebar's list so that the link of the page that opened (`aria-current="page"`) is
 * whole in view (docs/rules/screens.md#sidebar): in a short window the list scrolls above the code
 * box, and a section far down (the analytics) would otherwise open with its link out of sight. Only
 * the list scrolls, never the page. `layoutKey` names what changes the list's height (the code box,
 * the width). It measures in the frame's animation callback, where the browser lays the page
 * out for the paint anyway, rather than right after the render, where measuring made it lay out
 * the whole page once more before the first paint.
 */
export function useActiveLinkInView(viewport: RefObject<HTMLDivElement | null>, layoutKey: string): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const list = viewport.current;
      const active = list?.querySelector('[aria-current="page"]');
      if (!list || !active) return;
      const shown = list.getBoundingClientRect();
      const link = active.getBoundingClientRect();
      if (link.top < shown.top) list.scrollBy({ top: link.top - shown.top });
      else if (link.bottom > shown.bottom) list.scrollBy({ top: link.bottom - shown.bottom });
    });
    return () => cancelAnimationFrame(frame);
  }, [viewport, pathname, layoutKey]);
}
