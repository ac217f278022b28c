// A rank level over a word with few products (ranking.ts): a part number's prefix holds 1-11 of
// 100,000 products, yet ANDing it with the query's other words was a whole pass over the bit sets
// (3,125 machine words) per word. When one word's postings hold few products, the level walks
// those instead, testing each against the other words with a few bit reads; the result is the same
// set. The word's slot lists are what its bit sets would be made of, read where they are kept.
import type { Slot, Unit } from '../query-plan.ts';
import type { DocStore, Field } from './doc-store.ts';

/**
 * A level walks a word's products when they are at most a 1/FEW_CANDIDATES of the set's words
 * (at least MIN_CANDIDATES): a walked product costs a few bit reads, a pass several per word.
 */
const FEW_CANDIDATES = 8;
const MIN_CANDIDATES = 32;

/** The most products a level walks, for `n` machine words (`limit`: BitStore.walkLimit). */
export const walkMost = (n: number, limit: number | null) =>
  limit ?? Math.max(MIN_CANDIDATES, Math.floor(n / FEW_CANDIDATES));

/** The word whose few products a level walks: its slot and its sources' slot lists. */
export interface Driver {
  slot: Slot;
  lists: Int32Array[];
}

/** Whether a sorted slot list holds `slot`. */
export function holds(list: Int32Array, slot: number): boolean {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((list[mid] as number) < slot) low = mid + 1;
    else high = mid;
  }
  return low < list.length && list[low] === slot;
}

/**
 * The slots BitStore's `union(field, slot, withPrefix)` holds, as the sorted lists it is made of
 * (a slot may be in several), when they hold at most `most` slots from at most `most` keys; null
 * otherwise. Nothing is built or kept.
 */
function fewSlots(
  store: DocStore,
  field: Field | 'meta',
  slot: Slot,
  withPrefix: boolean,
  most: number,
): Int32Array[] | null {
  const parts = withPrefix && slot.prefix.size > 0 ? [slot.whole, slot.prefix] : [slot.whole];
  const lists: Int32Array[] = [];
  let total = 0;
  if (field === 'meta') {
    for (const { kind, id } of store.entitiesCarrying(parts)) {
      total += store.slotsBy[kind].count(id);
      if (total > most) return null;
      // A brand, category or type without products has no list.
      const list = store.slotsBy[kind].get(id);
      if (list) lists.push(list);
    }
    return lists;
  }
  const postings = store.postings[field];
  let keys = 0;
  for (const part of parts) {
    keys += part.size;
    if (keys > most) return null;
    for (const key of part) {
      // A key in both parts (the word itself, and a completion of it) is read once.
      if (part !== slot.whole && slot.whole.has(key)) continue;
      const count = postings.count(key);
      if (count === 0) continue;
      total += count;
      if (total > most) return null;
      lists.push(postings.get(key) as Int32Array);
    }
  }
  return lists;
}

const sizeOf = (lists: Int32Array[]) => lists.reduce((sum, list) => sum + list.length, 0);

/**
 * The slot lists of what a slot matches at a rank level (the sources ranking.ts `slotSources`
 * ORs: 1 the whole word in the name, 2 also as a prefix, 3 also brand/category/type, 4 also the
 * description) when they hold at most `most` products; null otherwise.
 */
export function fewSources(
  store: DocStore,
  slot: Slot,
  level: number,
  most: number,
): Int32Array[] | null {
  const lists = fewSlots(store, 'name', slot, level > 1, most);
  if (!lists || level < 3) return lists;
  const meta = fewSlots(store, 'meta', slot, true, most - sizeOf(lists));
  if (!meta) return null;
  lists.push(...meta);
  if (level < 4) return lists;
  const description = fewSlots(store, 'description', slot, true, most - sizeOf(lists));
  if (!description) return null;
  lists.push(...description);
  return lists;
}

/** The slot of a one-alternative unit with the fewest products (`listsOf`: null when many). */
export function pickDriver(
  units: Unit[],
  listsOf: (slot: Slot) => Int32Array[] | null,
): Driver | null {
  let best: Driver | null = null;
  let fewest = Number.POSITIVE_INFINITY;
  for (const unit of units) {
    if (unit.length !== 1) continue;
    for (const slot of unit[0] as Slot[]) {
      const lists = listsOf(slot);
      if (!lists) continue;
      const count = sizeOf(lists);
      if (count < fewest) {
        best = { slot, lists };
        fewest = count;
      }
    }
  }
  return best;
}
