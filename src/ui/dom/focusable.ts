// What can take keyboard focus, for the modal's trap and for moving on from a closing menu.

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
  '[contenteditable="true"]',
].join(',');

/** The elements inside `container` that Tab would visit, in document order. */
export function focusableElements(container: Element): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => element.getClientRects().length > 0 && !element.closest('[inert]'),
  );
}

/**
 * Focuses the element Tab (or Shift+Tab) would reach from `from`, within `scope`; returns whether
 * there was one. Used when a popup rendered elsewhere in the DOM closes on Tab.
 */
export function focusNextFrom(
  from: HTMLElement,
  isBackward: boolean,
  scope: Element = document.body,
): boolean {
  const items = focusableElements(scope);
  const index = items.indexOf(from);
  const target = index === -1 ? undefined : items[index + (isBackward ? -1 : 1)];
  target?.focus();
  return target !== undefined;
}
