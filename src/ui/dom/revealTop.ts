// Brings the top of a region into view after a control far from it changed what it shows (a
// filter chip at the bottom of a long panel, issue 32), below the page's sticky header.

/** The bottom edge of the sticky or fixed headers pinned to the top of the window (0 when none). */
function pinnedHeaderBottom(): number {
  let bottom = 0;
  for (const header of document.querySelectorAll('header')) {
    const { position } = getComputedStyle(header);
    if (position !== 'sticky' && position !== 'fixed') continue;
    const rect = header.getBoundingClientRect();
    if (rect.top <= 0 && rect.bottom > bottom) bottom = rect.bottom;
  }
  return bottom;
}

/** Room left above the region's top once scrolled to it. */
const GAP_PX = 8;

/**
 * Scrolls the window so that `element`'s top shows under the sticky header, unless it already shows
 * in the upper half of the window. Smooth, but instant when the visitor prefers reduced motion.
 * Returns whether it scrolled.
 */
export function revealTop(element: HTMLElement): boolean {
  const covered = pinnedHeaderBottom();
  const { top } = element.getBoundingClientRect();
  if (top >= covered && top <= window.innerHeight / 2) return false;
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  window.scrollTo({
    top: Math.max(0, window.scrollY + top - covered - GAP_PX),
    behavior: reduceMotion ? 'auto' : 'smooth',
  });
  return true;
}
