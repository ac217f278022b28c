import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';
import {
  EARLY_PRESS_ATTRIBUTE,
  hasEarlyPresses,
  markEarlyPressesLive,
  pressAgain,
  takeEarlyPresses,
} from '../dom/earlyPresses.ts';

/** What useEarlyPress gives, spread onto the element it marks. */
export interface EarlyPressProps<T extends HTMLElement> {
  /** The marked element (the ref passed in, or one of the hook's own). */
  ref: RefObject<T | null>;
  /** The mark the boot script looks for. */
  [EARLY_PRESS_ATTRIBUTE]: '';
}

/**
 * Keeps presses made before hydration (issue 32): spread the result onto a button, a form, or an
 * element holding several buttons. A button pressed, or a form submitted, inside it while the
 * server-rendered page was not live yet is pressed again once it is, and takes effect then. The
 * boot script holds such presses (src/ui/dom/earlyPresses.ts); without it this does nothing.
 */
export function useEarlyPress<T extends HTMLElement>(
  ref?: RefObject<T | null>,
): EarlyPressProps<T> {
  const ownRef = useRef<T | null>(null);
  const scopeRef = ref ?? ownRef;
  // After every commit, not once: the marked element can be replaced, and a new one is live too.
  useEffect(() => {
    const scope = scopeRef.current;
    if (!scope) return undefined;
    markEarlyPressesLive(scope);
    if (!hasEarlyPresses(scope)) return undefined;
    // A task later: this commit's other effects and the renders they start come first (stored
    // lists read back after hydration, values typed before it taken into state), so the press
    // acts on what the visitor sees.
    const timer = setTimeout(() => {
      for (const control of takeEarlyPresses(scope)) pressAgain(control);
    }, 0);
    return () => clearTimeout(timer);
  });
  return { ref: scopeRef, [EARLY_PRESS_ATTRIBUTE]: '' };
}
