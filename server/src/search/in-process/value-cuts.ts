// Sorted orders of a specification attribute's values (spec-store.ts) and their prefix bit sets:
// `sets[k]` holds the slots at the order's positions before `at[k]`, cut at every change of value
// when there are few values, else evenly spaced. A bound's slots are then a kept set (or two
// combined) and the few slots between the nearest cut and the bound, tested one by one.
import { intersects, setBit, wordsFor, type Bits } from './bitset.ts';

/** Prefix sets of an order: `sets[k]` holds the slots at positions before `at[k]` (ascending, 0 and the length included). */
export interface Cuts {
  at: Int32Array;
  sets: Bits[];
}

/** Prefix sets per order at most (besides the empty and the full one): memory is this many bit sets of the catalogue. */
const MAX_CUTS = 32;

/** The prefix sets of an order: at every change of value when there are few, else evenly spaced. */
export function prefixCuts(order: Int32Array, values: Float64Array, capacity: number): Cuts {
  const changes = [0];
  for (let i = 1; i < order.length && changes.length <= MAX_CUTS; i++)
    if (values[order[i] as number] !== values[order[i - 1] as number]) changes.push(i);
  const at =
    changes.length <= MAX_CUTS
      ? [...changes, order.length]
      : Array.from({ length: MAX_CUTS + 2 }, (_, k) =>
          Math.round((k * order.length) / (MAX_CUTS + 1)),
        );
  const words = wordsFor(capacity);
  const running = new Uint32Array(words);
  const sets: Bits[] = [];
  let i = 0;
  for (const position of at) {
    for (; i < position; i++) setBit(running, order[i] as number);
    sets.push(running.slice());
  }
  return { at: Int32Array.from(at), sets };
}

/** The index in `at` (ascending) of the cut nearest to `position`. */
export function nearestCut(at: Int32Array, position: number): number {
  let lo = 0;
  let hi = at.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((at[mid] as number) < position) lo = mid + 1;
    else hi = mid;
  }
  // at[lo] is the first cut at or past the position; the one before may be nearer.
  if (lo > 0 && position - (at[lo - 1] as number) < (at[lo] as number) - position) return lo - 1;
  return lo;
}

/** The first position in `order` whose value is above `bound` (binary search). */
export function firstAbove(order: Int32Array, values: Float64Array, bound: number): number {
  let lo = 0;
  let hi = order.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((values[order[mid] as number] as number) <= bound) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The first position in `order` (descending by value) whose value is below `bound`. */
export function firstBelowDescending(
  order: Int32Array,
  values: Float64Array,
  bound: number,
): number {
  let lo = 0;
  let hi = order.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((values[order[mid] as number] as number) >= bound) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The first position in `order` whose value is at least `bound` (binary search). */
export function firstAtLeast(order: Int32Array, values: Float64Array, bound: number): number {
  let lo = 0;
  let hi = order.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((values[order[mid] as number] as number) < bound) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Whether `a` holds a slot of `all` outside `b`. */
function meetsOutside(a: Bits, all: Bits, b: Bits, n: number, from: number): boolean {
  for (let i = from; i < n; i++)
    if (((a[i] as number) & (all[i] as number) & ~(b[i] as number)) !== 0) return true;
  return false;
}

/**
 * The value at the first position of `order` holding a slot of `within` (null: none holds one;
 * `within` holds slots in words [fromWord, n) only):
 * the first cut whose prefix set meets `within` is found by a binary search, then its bucket is
 * walked (not even that when the bucket holds one value).
 */
export function firstValue(
  order: Int32Array,
  values: Float64Array,
  cuts: Cuts,
  within: Bits,
  n: number,
  fromWord = 0,
): number | null {
  const { at, sets } = cuts;
  const last = at.length - 1;
  if (last < 1 || !intersects(within, sets[last] as Bits, n, fromWord)) return null;
  let lo = 1;
  let hi = last;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (intersects(within, sets[mid] as Bits, n, fromWord)) hi = mid;
    else lo = mid + 1;
  }
  const from = at[lo - 1] as number;
  const to = at[lo] as number;
  const first = values[order[from] as number] as number;
  if (first === values[order[to - 1] as number]) return first;
  for (let i = from; i < to; i++) {
    const slot = order[i] as number;
    if ((((within[slot >>> 5] as number) >>> (slot & 31)) & 1) === 1) return values[slot] as number;
  }
  return null;
}

/** The value at the last position of `order` holding a slot of `within` (null: none), as `firstValue`. */
export function lastValue(
  order: Int32Array,
  values: Float64Array,
  cuts: Cuts,
  within: Bits,
  n: number,
  fromWord = 0,
): number | null {
  const { at, sets } = cuts;
  const last = at.length - 1;
  const all = sets[last] as Bits;
  if (last < 1 || !intersects(within, all, n, fromWord)) return null;
  // The largest k whose suffix (positions from at[k]) meets `within`.
  let lo = 0;
  let hi = last - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >>> 1;
    if (meetsOutside(within, all, sets[mid] as Bits, n, fromWord)) lo = mid;
    else hi = mid - 1;
  }
  const from = at[lo] as number;
  const to = at[lo + 1] as number;
  const first = values[order[from] as number] as number;
  if (first === values[order[to - 1] as number]) return first;
  for (let i = to - 1; i >= from; i--) {
    const slot = order[i] as number;
    if ((((within[slot >>> 5] as number) >>> (slot & 31)) & 1) === 1) return values[slot] as number;
  }
  return null;
}
