// Orders of the index's live slots: SPEC order (kept sorted in place as products change, sorted
// afresh past a bound of edits) with each slot's position in it, and the other sort columns'
// orders, built on demand. A page is picked from a set by walking the kept order or by a partial
// selection of the smallest positions, never by a sort of all matches.
import { forEachSlot, has, type Bits } from './bitset.ts';
import type { SearchRequest, SortColumn } from '../product-search.ts';
import type { DocStore } from './doc-store.ts';

/** Changes applied to the order in place before it is sorted afresh instead. */
const MAX_EDITS = 500;
/** Matches up to this many are sorted; past it a kept order of the whole catalogue is walked. */
const SORT_FEW = 4096;

export class SpecOrder {
  private order: Int32Array | null = null;
  private length = 0;
  private edits = 0;
  private rankPos: Int32Array | null = null;
  private sortOrders = new Map<string, Int32Array>();
  private readonly store: DocStore;

  constructor(store: DocStore) {
    this.store = store;
  }

  private compareSlots = (a: number, b: number) => this.store.compareSpec(a, b);

  /** Everything dropped: the store grew or was compacted. */
  reset(): void {
    this.order = null;
    this.rankPos = null;
    this.sortOrders.clear();
  }

  /** Orders of other columns are not kept in step: any change drops them. */
  changed(): void {
    if (this.sortOrders.size) this.sortOrders.clear();
  }

  /** Live slots in SPEC order. */
  ranked(): { order: Int32Array; length: number } {
    if (!this.order) {
      const slots = this.store.liveSlots().sort(this.compareSlots);
      this.order = new Int32Array(this.store.capacity);
      this.order.set(slots);
      this.length = slots.length;
      this.edits = 0;
      this.rankPos = null;
    }
    return { order: this.order, length: this.length };
  }

  /** Each slot's position in SPEC order. */
  positions(): Int32Array {
    if (!this.rankPos) {
      const { order, length } = this.ranked();
      const pos = new Int32Array(this.store.capacity);
      for (let i = 0; i < length; i++) pos[order[i] as number] = i;
      this.rankPos = pos;
    }
    return this.rankPos;
  }

  removed(slot: number): void {
    if (this.order && ++this.edits > MAX_EDITS) this.reset();
    if (!this.order) return;
    const at = this.order.subarray(0, this.length).indexOf(slot);
    if (at >= 0) {
      this.order.copyWithin(at, at + 1, this.length);
      this.length -= 1;
    }
    this.rankPos = null;
  }

  added(slot: number): void {
    if (this.order && ++this.edits > MAX_EDITS) this.reset();
    const order = this.order;
    if (!order) return;
    let low = 0;
    let high = this.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (this.compareSlots(order[mid] as number, slot) < 0) low = mid + 1;
      else high = mid;
    }
    order.copyWithin(low + 1, low, this.length);
    order[low] = slot;
    this.length += 1;
    this.rankPos = null;
  }

  /** `take` slots of a set of `count` in SPEC order after skipping `skip`. */
  pick(bits: Bits, n: number, count: number, skip: number, take: number): number[] {
    const wanted = Math.min(count, skip + take);
    const { order, length } = this.ranked();
    // Walking the SPEC order meets a member every length/count slots on average.
    if ((wanted * length) / count <= n + count * 4) {
      const out: number[] = [];
      for (let i = 0, seen = 0; i < length && seen < wanted; i++) {
        const slot = order[i] as number;
        if (!has(bits, slot)) continue;
        if (seen >= skip) out.push(slot);
        seen += 1;
      }
      return out;
    }
    const best = smallest(bits, n, this.positions(), wanted);
    return best.slice(skip).map((position) => order[position] as number);
  }

  /** A page of a set in a column's order (`sortBy`). */
  sortedPage(
    matched: Bits,
    n: number,
    total: number,
    request: Pick<SearchRequest, 'sortBy' | 'orderBy' | 'offset' | 'size'>,
  ): number[] {
    const direction =
      (request.orderBy ?? (request.sortBy === 'created_at' ? 'desc' : 'asc')) === 'asc' ? 1 : -1;
    const compare = sortComparator(request.sortBy as SortColumn, direction, this.store);
    const end = request.offset + request.size;
    if (total <= SORT_FEW) {
      const slots: number[] = [];
      forEachSlot(matched, n, (slot) => slots.push(slot));
      return slots.sort(compare).slice(request.offset, end);
    }
    const cacheKey = `${request.sortBy}:${direction}`;
    let order = this.sortOrders.get(cacheKey);
    if (!order) {
      order = Int32Array.from(this.store.liveSlots().sort(compare));
      this.sortOrders.set(cacheKey, order);
    }
    const out: number[] = [];
    for (let i = 0, seen = 0; i < order.length && seen < end; i++) {
      const slot = order[i] as number;
      if (!has(matched, slot)) continue;
      if (seen >= request.offset) out.push(slot);
      seen += 1;
    }
    return out;
  }
}

/** The `wanted` smallest positions of the set slots, ascending (a bounded max-heap). */
function smallest(bits: Bits, n: number, pos: Int32Array, wanted: number): number[] {
  const heap = new Int32Array(wanted);
  let size = 0;
  forEachSlot(bits, n, (slot) => {
    const value = pos[slot] as number;
    if (size < wanted) {
      let i = size++;
      while (i > 0) {
        const parent = (i - 1) >>> 1;
        if ((heap[parent] as number) >= value) break;
        heap[i] = heap[parent] as number;
        i = parent;
      }
      heap[i] = value;
      return;
    }
    if (value >= (heap[0] as number)) return;
    let i = 0;
    for (;;) {
      const left = 2 * i + 1;
      if (left >= size) break;
      const right = left + 1;
      const child = right < size && (heap[right] as number) > (heap[left] as number) ? right : left;
      if ((heap[child] as number) <= value) break;
      heap[i] = heap[child] as number;
      i = child;
    }
    heap[i] = value;
  });
  return Array.from(heap.subarray(0, size)).sort((a, b) => a - b);
}

function sortComparator(column: SortColumn, direction: number, store: DocStore) {
  // One accessor per column, chosen once: a sort of the whole catalogue calls it millions of times.
  const accessors: Record<SortColumn, (slot: number) => number | string | null> = {
    created_at: (slot) => store.createdAtOf(slot),
    urutan: (slot) => store.urutanAt(slot),
    name: (slot) => store.nameAt(slot).toLowerCase(),
    harga: (slot) => store.hargaAt(slot),
  };
  const value = accessors[column];
  return (a: number, b: number) => {
    const vx = value(a);
    const vy = value(b);
    if (vx !== vy) {
      if (vx === null) return 1;
      if (vy === null) return -1;
      return (vx < vy ? -1 : 1) * direction;
    }
    return store.compareNewest(a, b);
  };
}
