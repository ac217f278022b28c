// sweetalert2 hides the page behind a modal with aria-hidden, which leaves its links and buttons
// focusable inside a hidden tree (axe: aria-hidden-focus). Marking the same elements inert makes
// them truly unreachable while the dialog is open, and is undone when it closes.

const MARK = 'data-feedback-inert';

/** Makes every body child that sweetalert2 hid inert (its `didOpen` hook). */
export function keepBackgroundInert(): void {
  for (const element of Array.from(document.body.children)) {
    if (element.getAttribute('aria-hidden') === 'true' && !element.hasAttribute('inert')) {
      element.setAttribute('inert', '');
      element.setAttribute(MARK, '');
    }
  }
}

/** Undoes keepBackgroundInert (its `willClose` hook, so that focus can return to the opener). */
export function releaseBackground(): void {
  for (const element of Array.from(document.querySelectorAll(`[${MARK}]`))) {
    element.removeAttribute('inert');
    element.removeAttribute(MARK);
  }
}
