import { useLayoutEffect, useState } from 'react';
import type { CSSProperties, RefObject } from 'react';

/** Which edge of the anchor the popup lines up with. */
export type PopoverAlign = 'start' | 'end';

const GAP_PX = 4;

/**
 * Fixed-position coordinates for a popup under its anchor (above it when there is no room below),
 * kept in place while the page scrolls or resizes. Fixed positioning lets the popup escape the
 * `overflow` of table wrappers and modal bodies.
 */
export function useAnchoredPosition(
  anchorRef: RefObject<HTMLElement | null>,
  popupRef: RefObject<HTMLElement | null>,
  isOpen: boolean,
  { align = 'start', matchWidth = false }: { align?: PopoverAlign; matchWidth?: boolean } = {},
): CSSProperties {
  const [style, setStyle] = useState<CSSProperties>({
    position: 'fixed',
    top: 0,
    left: 0,
    opacity: 0,
  });

  useLayoutEffect(() => {
    if (!isOpen) return undefined;
    const place = () => {
      const anchor = anchorRef.current?.getBoundingClientRect();
      if (!anchor) return;
      const popupHeight = popupRef.current?.offsetHeight ?? 0;
      const spaceBelow = window.innerHeight - anchor.bottom;
      const opensUp = spaceBelow < popupHeight + GAP_PX && anchor.top > spaceBelow;
      const next: CSSProperties = { position: 'fixed', opacity: 1 };
      if (opensUp) next.bottom = window.innerHeight - anchor.top + GAP_PX;
      else next.top = anchor.bottom + GAP_PX;
      if (align === 'end')
        next.right = Math.max(0, document.documentElement.clientWidth - anchor.right);
      else next.left = Math.max(0, anchor.left);
      if (matchWidth) next.width = anchor.width;
      setStyle(next);
    };
    place();
    // The popup's own height is known only after the first paint of its content.
    const observer = new ResizeObserver(place);
    if (popupRef.current) observer.observe(popupRef.current);
    window.addEventListener('scroll', place, true);
    window.addEventListener('resize', place);
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', place, true);
      window.removeEventListener('resize', place);
    };
  }, [anchorRef, popupRef, isOpen, align, matchWidth]);

  return style;
}
