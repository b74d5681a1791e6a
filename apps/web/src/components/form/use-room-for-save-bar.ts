import { useLayoutEffect, type RefObject } from 'react';

/** Air between the bar and a field brought into view above it. */
const GAP_PX = 8;

/**
 * While the sticky save bar is shown, the page keeps what the person works on clear of it: the
 * document's scroll padding reserves the bar's band at the bottom of the window (focus moves, typing
 * and scrollIntoView respect it), and the field being edited when the bar appears is moved out from
 * under it. Without this the bar appears right over the row being typed into, e.g. the last dates.
 */
export function useRoomForSaveBar(barRef: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const bar = barRef.current;
    if (!bar) return;
    const root = document.documentElement;
    const reserve = () => {
      const bottom = Number.parseFloat(getComputedStyle(bar).bottom) || 0;
      root.style.scrollPaddingBottom = `${Math.ceil(bottom + bar.offsetHeight + GAP_PX)}px`;
    };
    reserve();
    const focused = document.activeElement;
    if (focused instanceof HTMLElement && focused !== document.body && !bar.contains(focused)) {
      const field = focused.getBoundingClientRect();
      if (field.bottom > bar.getBoundingClientRect().top - GAP_PX) focused.scrollIntoView({ block: 'nearest' });
    }
    const resized = new ResizeObserver(reserve);
    resized.observe(bar);
    return () => {
      resized.disconnect();
      root.style.removeProperty('scroll-padding-bottom');
    };
  }, [barRef]);
}
