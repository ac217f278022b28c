import { useEffect } from 'react';
import type { RefObject } from 'react';

/** Room between the bar and what is scrolled clear of it: the focus ring (2 px + 2 px offset). */
const GAP_PX = 8;

const PROPERTY = { top: 'scroll-padding-top', bottom: 'scroll-padding-bottom' } as const;

/**
 * Keeps the page's scroll padding at the height of a sticky bar along `edge`, so that what Tab
 * focuses (or a link jumps to) is scrolled clear of the bar instead of under it (WCAG 2.2
 * 2.4.11, Focus Not Obscured). Measured, not a constant: the bar's height changes with the width
 * and with what it holds.
 */
export function useStickyScrollPadding(
  ref: RefObject<HTMLElement | null>,
  edge: 'top' | 'bottom',
  isShown = true,
): void {
  useEffect(() => {
    const bar = ref.current;
    if (!isShown || !bar || typeof ResizeObserver === 'undefined') return undefined;
    const { style } = document.documentElement;
    const observer = new ResizeObserver(() => {
      style.setProperty(PROPERTY[edge], `${Math.ceil(bar.offsetHeight) + GAP_PX}px`);
    });
    observer.observe(bar);
    return () => {
      observer.disconnect();
      style.removeProperty(PROPERTY[edge]);
    };
  }, [ref, edge, isShown]);
}
