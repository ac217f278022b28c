// The index's specification values (issue 24), kept by attribute rather than per product: choice
// and yes/no values as posting lists of slots (their bit sets are kept by the BitStore and follow
// new slots in place, like entities'), numbers and ranges as two Float64Arrays per attribute (the
// low and high end per slot, NaN where a product has none) with lazily sorted slot orders, so a
// bound is a binary search and a facet's min/max the first hit in order. Beside each order a few
// prefix bit sets are kept (the slots before a cut: at every change of value when there are few
// values, else evenly spaced), so a bound's slots are one or two of them combined word by word
// and the slots between the nearest cut and the bound tested one by one: the cost of a filter is
// the words of a bit set, not the products that pass it. A value is kept by its shape (number,
// {min,max}, string[], boolean), so an attribute that changes kind needs no re-read: its
// products' new values arrive through the change log like any product change.
import type { FacetAttribute } from '#domain/spec/specFacets.ts';
import { highBound, lowBound, numberPasses, rangePasses } from '#domain/spec/specFilters.ts';
import {
  andInto,
  clearBit,
  copyInto,
  forEachSlot,
  forEachSlotAt,
  setBit,
  type Bits,
  type Counted,
} from './bitset.ts';
import {
  firstAbove,
  firstAtLeast,
  firstBelowDescending,
  firstValue,
  lastValue,
  nearestCut,
  prefixCuts,
  type Cuts,
} from './value-cuts.ts';
import type { ProductSpec } from '../documents.ts';
import { Postings } from './postings.ts';

/** Low and high ends by slot (NaN: no value); `high` is `low` itself until a range with two ends arrives. */
interface Spans {
  low: Float64Array;
  high: Float64Array;
}

/** Spans grown or renumbered: `copy` makes each new array from an old one, `high` stays `low` when it was. */
function spansOf(spans: Spans, copy: (old: Float64Array) => Float64Array): Spans {
  const low = copy(spans.low);
  return { low, high: spans.high === spans.low ? low : copy(spans.high) };
}

/** Slots holding a value, ascending by low end and descending by high end, with their prefix sets. */
interface Sorted {
  byLow: Int32Array;
  byHigh: Int32Array;
  lowCuts: Cuts;
  /** Built when a range filter first asks (a number's high end is its low end). */
  highCuts: Cuts | null;
}

/** The posting key of a choice or yes/no value of an attribute. */
export const valueKey = (id: number, value: string | boolean) => `spec:${id}=${String(value)}`;

export class SpecStore {
  readonly attributes = new Map<number, FacetAttribute>();
  /** Slots per `valueKey`, ascending. */
  readonly postings = new Postings<string>();
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
    if (this.postings.add(key, slot)) posted(key);
  }

  private setSpan(id: number, slot: number, low: number, high: number): void {
    let spans = this.spans.get(id);
    if (!spans) {
      const ends = new Float64Array(this.capacity).fill(NaN);
      spans = { low: ends, high: ends };
      this.spans.set(id, spans);
    }
    // Numbers (high = low) need one array; the first range of two ends gets the high ends their own.
    if (spans.high === spans.low && !Object.is(low, high)) spans.high = spans.low.slice();
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
      this.spans.set(id, spansOf(spans, grow));
    }
    this.sorted.clear();
  }

  /** Slots renumbered over live documents (`renumber[old]` is the new slot, or -1). */
  remap(renumber: Int32Array, capacity: number): void {
    this.postings.remap(renumber);
    for (const [id, spans] of this.spans) {
      this.spans.set(
        id,
        spansOf(spans, (old) => {
          const kept = new Float64Array(capacity).fill(NaN);
          renumber.forEach((to, from) => {
            if (to >= 0) kept[to] = old[from] as number;
          });
          return kept;
        }),
      );
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
      sorted = { byLow, byHigh, lowCuts: prefixCuts(byLow, low, this.capacity), highCuts: null };
      this.sorted.set(id, sorted);
    }
    return sorted;
  }

  /**
   * Fills `bits` (any content; `n` words in use) with the slots whose value passes a number filter
   * (min ≤ value ≤ max) or a range filter (the range covers the asked one, or holds the one side
   * given). A number's slots are those between two positions of its order by value, a range's
   * those before a position in its order by low end and before one in its order by high end: each
   * prefix is the kept one of the nearest cut, and the few slots between cut and position are
   * tested. When `within` holds few slots, each of those is tested instead. With `fromWord`, only
   * words [fromWord, n) are filled (the caller reads no other; below `fromWord` the set is left empty, and a
   * slot outside may still be set where it passes).
   */
  boundBits(
    id: number,
    kind: 'number' | 'range',
    min: number | null,
    max: number | null,
    bits: Bits,
    n: number,
    within?: { bits: Bits; count: number },
    fromWord = 0,
  ): void {
    const spans = this.spans.get(id);
    if (!spans) {
      bits.fill(0, 0, n);
      return;
    }
    const { low, high } = spans;
    const passes =
      kind === 'number'
        ? (slot: number) => numberPasses(low[slot] as number, min, max)
        : (slot: number) => rangePasses(low[slot] as number, high[slot] as number, min, max);
    // A few slots to filter (a brand's list of a type): each is tested, no bit set of the catalogue combined.
    if (within && within.count * 2 < n - fromWord) {
      bits.fill(0, 0, n);
      forEachSlot(
        within.bits,
        n,
        (slot) => {
          if (!Number.isNaN(low[slot] as number) && passes(slot)) setBit(bits, slot);
        },
        fromWord,
      );
      return;
    }
    const sorted = this.order(id) as Sorted;
    const { byLow, byHigh, lowCuts } = sorted;
    const fix = (order: Int32Array, from: number, to: number) => {
      for (let i = Math.min(from, to), end = Math.max(from, to); i < end; i++) {
        const slot = order[i] as number;
        if (passes(slot)) setBit(bits, slot);
        else clearBit(bits, slot);
      }
    };
    if (kind === 'number') {
      // Positions [start, end) of the order by value.
      const start = min === null ? 0 : firstAtLeast(byLow, low, lowBound(min));
      const end = max === null ? byLow.length : firstAbove(byLow, low, highBound(max));
      const a = nearestCut(lowCuts.at, start);
      const b = nearestCut(lowCuts.at, Math.max(start, end));
      const below = lowCuts.sets[a] as Bits;
      const upTo = lowCuts.sets[b] as Bits;
      bits.fill(0, 0, fromWord);
      for (let w = fromWord; w < n; w++) bits[w] = (upTo[w] as number) & ~(below[w] as number);
      fix(byLow, lowCuts.at[a] as number, start);
      fix(byLow, lowCuts.at[b] as number, end);
      return;
    }
    // Low end at most the asked range's start, high end at least its end.
    const from = (min ?? max) as number;
    const to = (max ?? min) as number;
    const lowEnd = firstAbove(byLow, low, highBound(from));
    const highEnd = firstBelowDescending(byHigh, high, lowBound(to));
    const highCuts = (sorted.highCuts ??= prefixCuts(byHigh, high, this.capacity));
    const a = nearestCut(lowCuts.at, lowEnd);
    const b = nearestCut(highCuts.at, highEnd);
    copyInto(bits, lowCuts.sets[a] as Bits, n);
    bits.fill(0, 0, fromWord);
    andInto(bits, highCuts.sets[b] as Bits, n, fromWord);
    fix(byLow, lowCuts.at[a] as number, lowEnd);
    fix(byHigh, highCuts.at[b] as number, highEnd);
  }

  /**
   * The lowest low end and the highest high end among the slots of `within` (`count` of them, in
   * words [fromWord, n); `words`: its non-zero words when listed, `BitStore.sparse`);
   * nulls when none has a value. Few slots are read one by one; otherwise the first (and last)
   * position of the sorted orders holding one is found through their prefix sets.
   */
  extent(
    id: number,
    kind: 'number' | 'range',
    within: Bits,
    count: number,
    n: number,
    fromWord = 0,
    words: Counted | null = null,
  ): { min: number | null; max: number | null } {
    const spans = this.spans.get(id);
    if (!spans || count === 0) return { min: null, max: null };
    const { low, high } = spans;
    // A binary search over the prefix sets reads up to a few times n words; few slots cost less read each.
    if (count * 4 < n - fromWord) {
      let min = Number.POSITIVE_INFINITY;
      let max = Number.NEGATIVE_INFINITY;
      const visit = (slot: number) => {
        const value = low[slot] as number;
        if (Number.isNaN(value)) return;
        if (value < min) min = value;
        if ((high[slot] as number) > max) max = high[slot] as number;
      };
      // Its non-zero words listed (a search's few matches): those words only, not a whole pass.
      if (words?.at) forEachSlotAt(within, words.at, words.count, visit);
      else forEachSlot(within, n, visit, fromWord);
      return min === Number.POSITIVE_INFINITY ? { min: null, max: null } : { min, max };
    }
    const sorted = this.order(id) as Sorted;
    const { byLow, byHigh, lowCuts } = sorted;
    const min = firstValue(byLow, low, lowCuts, within, n, fromWord);
    if (min === null) return { min: null, max: null };
    if (kind === 'number') return { min, max: lastValue(byLow, low, lowCuts, within, n, fromWord) };
    const highCuts = (sorted.highCuts ??= prefixCuts(byHigh, high, this.capacity));
    return { min, max: firstValue(byHigh, high, highCuts, within, n, fromWord) };
  }
}
