// A large value handed through promises that live longer than it: taken once, and then no longer
// held by them.
//
// A promise made when a page is asked for (a render's job, and each async function awaiting it)
// lives as long as the render, long enough for V8 to move it to the old generation. Resolved with
// the page, it keeps the page (its head and body, ~50-75 kB a type page) alive from the old
// generation: a scavenge keeps whatever an old object points to, dead or not, until the next full
// collection finds the promise dead. So every page's text was moved to the old generation the
// scavenge after it came (V8 counts it promoted), ~40 kB a page made on demand, and the HTTP
// thread's full collections came that much sooner, each marking the search index's ~100 MB again
// (docs/decisions.md, "… session 36, gc36"). Resolved with a handoff, the promise keeps the empty
// box once the value is taken.

export class Handoff<T> {
  // (Not typed T: a field of T would make a handoff of a page no handoff of what a page extends.)
  #value: unknown;
  #taken = false;

  constructor(value: T) {
    this.#value = value;
  }

  /** The value, once: the box keeps nothing after. */
  take(): T {
    if (this.#taken) throw new Error('handed over already');
    const value = this.#value;
    this.#value = undefined;
    this.#taken = true;
    return value as T;
  }
}
