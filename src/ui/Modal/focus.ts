import { focusableElements } from '../dom/focusable.ts';

export { focusableElements };

/** Keeps Tab and Shift+Tab cycling inside `container`; returns true when it moved focus. */
export function trapTab(container: HTMLElement, isBackward: boolean): boolean {
  const items = focusableElements(container);
  const first = items[0];
  const last = items[items.length - 1];
  const active = document.activeElement;
  if (!first || !last) {
    container.focus();
    return true;
  }
  if (isBackward && (active === first || active === container)) {
    last.focus();
    return true;
  }
  if (!isBackward && active === last) {
    first.focus();
    return true;
  }
  return false;
}
