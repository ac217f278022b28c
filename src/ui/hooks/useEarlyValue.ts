import { useLayoutEffect } from 'react';
import type { RefObject } from 'react';

/**
 * Keeps what was typed into a server-rendered field (or chosen in a list) before the page hydrated
 * (issues 23, 32 and 34).
 * React keeps the field's value when it hydrates but reports no change, so the state still holds
 * the rendered value and the next render would write it back over what was typed. Once, as the
 * field hydrates, `onTyped` gets the field's value when it differs from `value`. A layout effect:
 * the state changes before anything else renders, and before a press held until hydration
 * (useEarlyPress) is pressed again.
 */
export function useEarlyValue(
  ref: RefObject<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement | null>,
  value: string,
  onTyped: (typed: string) => void,
): void {
  useLayoutEffect(() => {
    const typed = ref.current?.value;
    if (typed !== undefined && typed !== value) onTyped(typed);
    // Once, as the field hydrates: later typing reaches the state through onChange.
  }, []);
}
