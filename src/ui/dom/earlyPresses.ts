// Presses on a server-rendered page before its scripts have hydrated it (issue 32). The page shows
// and can be pressed seconds before React answers (a slow phone, the scripts waiting for the largest
// picture): a button then does nothing, and a form without an action reloads the page, losing what
// was typed. The boot script (app/afterLargestPaint.ts) runs `captureEarlyPresses` as soon as the
// page is parsed: a press inside an element marked `data-early-press` that is not live yet is held
// (its default action prevented, React never sees it) and kept; the component that owns the mark
// takes it back once it is live and presses again (src/ui/hooks/useEarlyPress.ts).

/** The attribute that marks an element whose presses are kept until it is live. */
export const EARLY_PRESS_ATTRIBUTE = 'data-early-press';

/** The window property the boot script keeps the presses in. */
export const EARLY_PRESS_GLOBAL = '__earlyPresses';

/** The longest a link followed while a press is held waits for that press to be made again. */
export const EARLY_PRESS_LEAVE_WAIT_MS = 4000;

/** What the boot script shares with the components. */
export interface EarlyPresses {
  /** Held presses, oldest first: the button pressed, or the form submitted. One per control. */
  pending: Set<Element>;
  /** Marked elements whose component is live: their presses go to React as usual. */
  live: WeakSet<Element>;
}

/**
 * Holds presses on marked elements until they are live. Runs in the boot script as its source
 * text (`captureEarlyPresses.toString()`), so it refers to nothing outside itself: the names come
 * in as arguments. A press that works without scripts goes ahead: a link, and a form with its own
 * `action` (the search box, issue 23). Repeated presses on one control are kept once: before the
 * page answers, a second press means "did that work?", not "twice". A link followed while a press
 * is held waits for it (at most `leaveWaitMs`): 'Bandingkan' pressed, then a link at once, was
 * lost with the page. Gives back a function that stops holding.
 */
export function captureEarlyPresses(
  attribute: string,
  globalName: string,
  leaveWaitMs: number,
  follow: (href: string) => void = (href) => window.location.assign(href),
): () => void {
  const presses: EarlyPresses = { pending: new Set(), live: new WeakSet() };
  (window as unknown as Record<string, EarlyPresses>)[globalName] = presses;
  /** The link this click follows in this tab (not a new tab or window, not a download), if any. */
  const linkFollowed = (event: Event, target: Element) => {
    const link = target.closest('a[href]');
    if (!(link instanceof HTMLAnchorElement) || !(event instanceof MouseEvent)) return null;
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey)
      return null;
    if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
    return link;
  };
  let leaving = false;
  const hold = (event: Event) => {
    const target = event.target;
    if (!(target instanceof Element)) return;
    const link = event.type === 'click' && presses.pending.size > 0 && linkFollowed(event, target);
    if (link) {
      // Followed once the held presses were made again (they are taken back then), or after the
      // wait whatever became of them.
      event.preventDefault();
      event.stopImmediatePropagation();
      if (leaving) return;
      leaving = true;
      const started = Date.now();
      const leave = () => {
        if (presses.pending.size === 0 || Date.now() - started >= leaveWaitMs) follow(link.href);
        else setTimeout(leave, 50);
      };
      setTimeout(leave, 50);
      return;
    }
    const scope = target.closest(`[${attribute}]`);
    if (!scope || presses.live.has(scope)) return;
    let control: Element | null;
    if (event.type === 'submit') control = target.hasAttribute('action') ? null : target;
    else {
      const button = target.closest('button');
      // A submit button's click goes on to its form's submit event, held there.
      control = button && !(button.type === 'submit' && button.form) ? button : null;
    }
    if (!control || !scope.contains(control)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    presses.pending.delete(control);
    presses.pending.add(control);
  };
  document.addEventListener('click', hold, true);
  document.addEventListener('submit', hold, true);
  // Stops holding (stories that stage a page before hydration); the boot script never stops.
  return () => {
    document.removeEventListener('click', hold, true);
    document.removeEventListener('submit', hold, true);
    delete (window as unknown as Record<string, EarlyPresses | undefined>)[globalName];
  };
}

/** The presses the boot script holds; undefined where it did not run (the staff side, dev, stories). */
export function earlyPresses(): EarlyPresses | undefined {
  if (typeof window === 'undefined') return undefined;
  return (window as unknown as Record<string, EarlyPresses | undefined>)[EARLY_PRESS_GLOBAL];
}

/** From now on presses inside `scope` go to React (its component is live). */
export function markEarlyPressesLive(scope: Element): void {
  earlyPresses()?.live.add(scope);
}

/** Whether presses inside `scope` are held. */
export function hasEarlyPresses(scope: Element): boolean {
  const presses = earlyPresses();
  if (!presses || presses.pending.size === 0) return false;
  return [...presses.pending].some((control) => scope.contains(control));
}

/** Gives back the presses held inside `scope`, oldest first, each only once. */
export function takeEarlyPresses(scope: Element): Element[] {
  const presses = earlyPresses();
  if (!presses) return [];
  const held = [...presses.pending].filter((control) => scope.contains(control));
  for (const control of held) presses.pending.delete(control);
  return held;
}

/** Presses a held control again, now that React answers: the form is submitted, the button clicked. */
export function pressAgain(control: Element): void {
  if (!control.isConnected) return;
  if (control instanceof HTMLFormElement) control.requestSubmit();
  else if (control instanceof HTMLElement) control.click();
}
