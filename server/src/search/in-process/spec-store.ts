// The index's specification values (issue 24), kept by attribute rather than per product: choice
// and yes/no values as posting lists of slots (their bit sets are kept by the BitStore and follow
// new slots in place, like entities'), numbers and ranges as two Float64Arrays per attribute (the
// low and high end per slot, NaN where a product has none) with lazily sorted slot orders, so a
// bound is a binary search and a facet's min/max the first hit in order. A value is kept by its
// shape (number, {min,max}, string[], boolean), so an attribute that changes kind needs no
// re-read: its products' new values arrive through the change log like any product change.
import type { FacetAttribute } from '../../../../src/lib/specFacets.ts';
import { highBound, lowBound, numberPasses, rangePasses } from '../../../../src/lib/specFilters.ts';
import { forEachSlot, has, setBit, type Bits } from './bitset.ts';
import type { ProductSpec } from '../documents.ts';

interface Spans {
  low: Float64Array;
  high: Float64Array;
}

/** Slots holding a value, ascending by low end and descending by high end. */
interface Sorted {
  byLow: Int32Array;
  byHigh: Int32Array;
}

/** The posting key of a choice or yes/no value of an attribute. */
export const valueKey = (id: number, value: string | boolean) => `spec:${id}=${String(value)}`;

export class SpecStore {
  readonly attributes = new Map<number, FacetAttribute>();
  /** Slots per `valueKey`, ascending. */
  readonly postings = new Map<string, number[]>();
  private spans = new Map<number, Spans>();
  private sorted = new Map<number, Sorted>();
  private capacity = 0;

  setAttribute(id: number, attribute: FacetAttribute | null): void {
    if (attribute) this.attributes.set(id, attribute);
    else this.attributes.delete(id);
  }

  /** A new slot's values; `posted` hears each posting key so kept bit sets follow. */
  add(slot: number, specs: readonly ProductSpec[], posted: (cacheKey: string) => void): void {
    for (const { id, value } of specs) {
      if (typeof value === 'number') this.setSpan(id, slot, value, value);
      else if (Array.isArray(value))
        for (const item of value) this.post(valueKey(id, item), slot, posted);
      else if (typeof value === 'boolean') this.post(valueKey(id, value), slot, posted);
      else if (typeof value === 'object') this.setSpan(id, slot, value.min, value.max);
    }
  }

  private post(key: string, slot: number, posted: (cacheKey: string) => void): void {
    const list = this.postings.get(key);
    if (list) {
      if (list[list.length - 1] === slot) return;
      list.push(slot);
    } else this.postings.set(key, [slot]);
    posted(key);
  }

  private setSpan(id: number, slot: number, low: number, high: number): void {
    let spans = this.spans.get(id);
    if (!spans) {
      spans = {
        low: new Float64Array(this.capacity).fill(NaN),
        high: new Float64Array(this.capacity).fill(NaN),
      };
      this.spans.set(id, spans);
    }
    spans.low[slot] = low;
    spans.high[slot] = high;
    this.sorted.delete(id);
  }

  /** Room for `capacity` slots (the store grew). */
  ensureCapacity(capacity: number): void {
    this.capacity = capacity;
    for (const [id, spans] of this.spans) {
      const grow = (old: Float64Array) => {
        const grown = new Float64Array(capacity).fill(NaN);
        grown.set(old.subarray(0, Math.min(old.length, capacity)));
        return grown;
      };
      this.spans.set(id, { low: grow(spans.low), high: grow(spans.high) });
    }
    this.sorted.clear();
  }

  /** Slots renumbered over live documents (`renumber[old]` is the new slot, or -1). */
  remap(renumber: Int32Array, capacity: number): void {
    for (const [key, slots] of this.postings) {
      const kept: number[] = [];
      for (const slot of slots)
        if ((renumber[slot] as number) >= 0) kept.push(renumber[slot] as number);
      if (kept.length) this.postings.set(key, kept);
      else this.postings.delete(key);
    }
    for (const [id, spans] of this.spans) {
      const low = new Float64Array(capacity).fill(NaN);
      const high = new Float64Array(capacity).fill(NaN);
      renumber.forEach((to, from) => {
        if (to < 0) return;
        low[to] = spans.low[from] as number;
        high[to] = spans.high[from] as number;
      });
      this.spans.set(id, { low, high });
    }
    this.capacity = capacity;
    this.sorted.clear();
  }

  private order(id: number): Sorted | null {
    const spans = this.spans.get(id);
    if (!spans) return null;
    let sorted = this.sorted.get(id);
    if (!sorted) {
      const slots: number[] = [];
      spans.low.forEach((low, slot) => {
        if (!Number.isNaN(low)) slots.push(slot);
      });
      const { low, high } = spans;
      const byLow = Int32Array.from(slots).sort((a, b) => (low[a] as number) - (low[b] as number));
      const byHigh = Int32Array.from(slots).sort(
        (a, b) => (high[b] as number) - (high[a] as number),
      );
      sorted = { byLow, byHigh };
      this.sorted.set(id, sorted);
    }
    return sorted;
  }

  /**
   * Sets in `bits` (zeroed by the caller) the slots whose value passes a number filter
   * (min ≤ value ≤ max) or a range filter (the range covers the asked one, or holds the one side
   * given): the slots ordered by low end are walked from the first that can pass to the last,
   * or, when `within` holds few slots, each of those is tested.
   */
  boundBits(
    id: number,
    kind: 'number' | 'range',
    min: number | null,
    max: number | null,
    bits: Bits,
    within?: { bits: Bits; count: number; n: number },
  ): void {
    const spans = this.spans.get(id);
    if (!spans) return;
    const { low, high } = spans;
    // A few slots to filter (a type's list in a large catalogue): each is tested, not the order walked.
    if (within && within.count * 8 < this.capacity) {
      forEachSlot(within.bits, within.n, (slot) => {
        const from = low[slot] as number;
        if (Number.isNaN(from)) return;
        const to = high[slot] as number;
        if (kind === 'number' ? numberPasses(from, min, max) : rangePasses(from, to, min, max))
          setBit(bits, slot);
      });
      return;
    }
    const sorted = this.order(id) as Sorted;
    const { byLow } = sorted;
    if (kind === 'number') {
      const from = min === null ? 0 : firstAtLeast(byLow, low, lowBound(min));
      const top = max === null ? Number.POSITIVE_INFINITY : highBound(max);
      for (let i = from; i < byLow.length && (low[byLow[i] as number] as number) <= top; i++)
        setBit(bits, byLow[i] as number);
      return;
    }
    const lowest = highBound((min ?? max) as number);
    const highest = lowBound((max ?? min) as number);
    for (let i = 0; i < byLow.length; i++) {
      const slot = byLow[i] as number;
      if ((low[slot] as number) > lowest) break;
      if ((high[slot] as number) >= highest) setBit(bits, slot);
    }
  }

  /**
   * The lowest low end and the highest high end among the slots of `within` (`count` of them);
   * nulls when none has a value. Few slots are read one by one, many by walking the sorted orders
   * to the first one within.
   */
  extent(
    id: number,
    within: Bits,
    count: number,
    n: number,
  ): { min: number | null; max: number | null } {
    const spans = this.spans.get(id);
    if (!spans || count === 0) return { min: null, max: null };
    const { low, high } = spans;
    const sorted = this.order(id) as Sorted;
    if (count * 16 < sorted.byLow.length) {
      let min = Number.POSITIVE_INFINITY;
      let max = Number.NEGATIVE_INFINITY;
      forEachSlot(within, n, (slot) => {
        const value = low[slot] as number;
        if (Number.isNaN(value)) return;
        if (value < min) min = value;
        if ((high[slot] as number) > max) max = high[slot] as number;
      });
      return min === Number.POSITIVE_INFINITY ? { min: null, max: null } : { min, max };
    }
    const first = (order: Int32Array, values: Float64Array): number | null => {
      for (let i = 0; i < order.length; i++) {
        const slot = order[i] as number;
        if (slot >>> 5 < n && has(within, slot)) return values[slot] as number;
      }
      return null;
    };
    return { min: first(sorted.byLow, low), max: first(sorted.byHigh, high) };
  }
}

/** The first position in `order` whose value is at least `bound` (binary search). */
function firstAtLeast(order: Int32Array, values: Float64Array, bound: number): number {
  let lo = 0;
  let hi = order.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((values[order[mid] as number] as number) < bound) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
