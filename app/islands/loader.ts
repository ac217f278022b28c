// The script of a public page rendered in islands (issue 34): tiny, it only waits. Each island
// (src/ui/islands/Island.tsx) hydrates when the visitor touches it (pointer down or over, focus,
// a key) or, once the visitor has moved the page at all (a scroll, a touch, a key), when it comes
// into view; React and the island's code are fetched then, not before. A page merely loaded and
// read runs no React at all. What is pressed before an island is live is held by the boot script
// and pressed again once it is (src/ui/dom/earlyPresses.ts; every island holder is marked).
import { hasEarlyPresses } from '../../src/ui/dom/earlyPresses.ts';
import { ISLAND_TAG } from '../../src/ui/islands/islandTag.ts';
import type { hydrateIsland } from './hydrate.tsx';
import { ISLANDS } from './registry.ts';
import { startReports } from './reports.ts';

/** How far outside the window an island counts as seen (it hydrates just before it shows). */
const SEEN_MARGIN = '200px';

/** What the visitor does to an island that wakes it (a value changed without a key: a list's choice, a paste). */
const TOUCHES = ['pointerdown', 'pointerover', 'focusin', 'keydown', 'input', 'change'] as const;

/** What tells that the visitor is moving the page: from then on islands wake as they come into view. */
const MOVES = ['scroll', 'pointerdown', 'keydown', 'touchstart'] as const;

/** What a press may have done that lets an island show at once (the top bar's first quote line). */
const PRESSES = ['click', 'submit'] as const;

/** Whether the visitor has changed a field of `holder` from what the server rendered. */
function isTypedIn(holder: HTMLElement): boolean {
  for (const field of holder.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    'input, textarea',
  ))
    if (
      field.value !== field.defaultValue ||
      (field instanceof HTMLInputElement && field.checked !== field.defaultChecked)
    )
      return true;
  for (const select of holder.querySelectorAll('select'))
    for (const option of select.options)
      if (option.selected !== option.defaultSelected) return true;
  return false;
}

/** Starts waiting for the page's islands; marks the page ready (its presses are kept from now on). */
export function startIslands(doc: Document = document): void {
  const waiting = new Set(doc.querySelectorAll<HTMLElement>(ISLAND_TAG));
  let observer: IntersectionObserver | null = null;
  let runtime: Promise<{ hydrateIsland: typeof hydrateIsland }> | null = null;
  const wake = (holder: HTMLElement) => {
    if (!waiting.delete(holder)) return;
    if (holder.firstElementChild) observer?.unobserve(holder.firstElementChild);
    runtime ??= import('./hydrate.tsx');
    void runtime.then((module) => module.hydrateIsland(holder));
  };
  const touched = (event: Event) => {
    const holder = event.target instanceof Element ? event.target.closest(ISLAND_TAG) : null;
    if (holder instanceof HTMLElement) wake(holder);
  };
  for (const type of TOUCHES) doc.addEventListener(type, touched, { capture: true, passive: true });
  const watch = () => {
    for (const type of MOVES) window.removeEventListener(type, watch, true);
    if (observer || typeof IntersectionObserver === 'undefined') return;
    observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const holder = entry.isIntersecting ? entry.target.closest(ISLAND_TAG) : null;
          if (holder instanceof HTMLElement) wake(holder);
        }
      },
      { rootMargin: SEEN_MARGIN },
    );
    // A holder has no box of its own (display: contents): its first element is watched.
    for (const holder of waiting)
      if (holder.firstElementChild) observer.observe(holder.firstElementChild);
  };
  for (const type of MOVES) window.addEventListener(type, watch, { capture: true, passive: true });
  // At once: an island whose stored state shows (the visitor's lists), and one pressed or typed
  // in before this script ran (the boot script holds the press; the touch or the typing that
  // would wake it came too early: a word typed in the search box, then a wait).
  const wakeDue = () => {
    for (const holder of [...waiting])
      if (
        ISLANDS[holder.dataset.island ?? '']?.isEager?.() ||
        hasEarlyPresses(holder) ||
        isTypedIn(holder)
      )
        wake(holder);
  };
  wakeDue();
  // Islands are separate roots: a live one may store what a sleeping one shows (a card's quote
  // line and the top bar's count, 'Bandingkan' and the compare tray). Looked at again after each
  // press, once its handlers have run, and when another tab changes the lists.
  for (const type of PRESSES)
    doc.addEventListener(type, () => void setTimeout(wakeDue, 0), { capture: true, passive: true });
  window.addEventListener('storage', wakeDue);
  startReports(doc);
  doc.documentElement.dataset.ready = 'true';
}
