import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';

/**
 * Calls `onOutside` when a pointer goes down outside every element in `refs` while `isActive`
 * (SPEC 4: clicking outside closes a dropdown). Pointer-down, not click, so that the popup is gone
 * before whatever was clicked reacts.
 */
export function useOutsidePointerDown(
  refs: ReadonlyArray<RefObject<HTMLElement | null>>,
  isActive: boolean,
  onOutside: () => void,
): void {
  const latest = useRef(onOutside);
  useEffect(() => {
    latest.current = onOutside;
  }, [onOutside]);

  useEffect(() => {
    if (!isActive) return undefined;
    const handle = (event: PointerEvent) => {
      const target = event.target as Node | null;
      if (target && refs.some((ref) => ref.current?.contains(target))) return;
      latest.current();
    };
    document.addEventListener('pointerdown', handle, true);
    return () => document.removeEventListener('pointerdown', handle, true);
  }, [isActive, refs]);
}
