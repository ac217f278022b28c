// The ranking of issue 11 evaluated with bit sets: first the exact name or part number (a code
// the query names whole, codes.ts), then a code the query names without its option suffix, then a
// code it names by its start (issue 32), then every word whole in the name, the name with the last
// word as a prefix, also brand, category or type, also the description; SPEC order within a rank.
// Only the levels the requested page reaches are evaluated.
import {
  andAnyInto,
  andInto,
  andNotInto,
  clearBit,
  copyInto,
  forEachSlot,
  has,
  orInto,
  popcount,
  setAll,
  setBit,
  type Bits,
} from './bitset.ts';
import type { Slot, Unit } from '../query-plan.ts';
import type { BitStore } from './bit-store.ts';
import type { DocStore } from './doc-store.ts';
import type { SpecOrder } from './spec-order.ts';
import { fewSources, holds, pickDriver, walkMost, type Driver } from './walk.ts';

/** A query slot's docs per field, computed once per search. */
interface SlotBits {
  nameWhole: Bits;
  nameAll: Bits;
  meta: Bits;
  description: Bits;
}

/** The products a query's codes find, by tier (codes.ts CODE_TIERS); null where none. */
export interface CodeBits {
  exact: Bits | null;
  segment: Bits | null;
  prefix: Bits | null;
}

/** Matches are ranked one by one (rankedFew) when there are at most a 1/FEW_MATCHES of the set's words. */
const FEW_MATCHES = 4;

/** One query's evaluation: the slot sets it computes are kept for its levels. */
export class Ranking {
  private readonly memo = new Map<Slot, SlotBits>();
  /** Per slot and level, its few products' slot lists (null: many). */
  private readonly fewMemo = new Map<Slot, (Int32Array[] | null)[]>();
  private readonly bits: BitStore;
  private readonly order: SpecOrder;
  private readonly units: Unit[];
  private readonly scope: Bits;

  constructor(bits: BitStore, order: SpecOrder, units: Unit[], scope: Bits) {
    this.bits = bits;
    this.order = order;
    this.units = units;
    this.scope = scope;
  }

  /**
   * The docs a slot matches at a rank level, as bit sets to OR (read only; an empty list matches
   * nothing): 1 the whole word in the name, 2 also as a prefix, 3 also in brand/category/type,
   * 4 also in the description.
   */
  private slotSources(slot: Slot, level: number): Bits[] {
    const bits = this.slotBits(slot);
    const sources =
      level === 1
        ? [bits.nameWhole]
        : level === 2
          ? [bits.nameAll]
          : level === 3
            ? [bits.nameAll, bits.meta]
            : [bits.nameAll, bits.meta, bits.description];
    return sources.filter((source) => source !== this.bits.zeroBits);
  }

  private slotBits(slot: Slot): SlotBits {
    let bits = this.memo.get(slot);
    if (!bits) {
      const nameWhole = this.bits.union('name', slot, false);
      bits = {
        nameWhole,
        nameAll: slot.prefix.size === 0 ? nameWhole : this.bits.union('name', slot, true),
        meta: this.bits.union('meta', slot, true),
        description: this.bits.union('description', slot, true),
      };
      this.memo.set(slot, bits);
    }
    return bits;
  }

  /** A slot's few products at a level (walk.ts), kept per slot and level; null: many, or never walked. */
  private fewListsOf(slot: Slot, level: number): Int32Array[] | null {
    const limit = this.bits.walkLimit;
    if (limit === 0) return null;
    let kept = this.fewMemo.get(slot);
    if (!kept) this.fewMemo.set(slot, (kept = []));
    if (kept[level] === undefined)
      kept[level] = fewSources(this.bits.store, slot, level, walkMost(this.bits.n, limit));
    return kept[level];
  }

  /**
   * The same as `level` by walking the driver's products: those in scope that every unit matches
   * (the driver's own unit does by construction), set in a pooled set. Units are tested in order
   * and the walk ends once nothing is left, as the bit-set path stops.
   */
  private walkedLevel(level: number, driver: Driver): Bits {
    const result = this.bits.zero();
    let left: number[] = [];
    for (const list of driver.lists)
      for (let i = 0; i < list.length; i++) {
        const slot = list[i] as number;
        if (has(this.scope, slot) && !has(result, slot)) {
          setBit(result, slot);
          left.push(slot);
        }
      }
    const inAny = (sources: Bits[], slot: number) => sources.some((bits) => has(bits, slot));
    for (const unit of this.units) {
      if (left.length === 0) break;
      if (unit.length === 1 && unit[0]?.length === 1 && unit[0][0] === driver.slot) continue;
      // Per alternative, the sources of each of its slots but the driver (which holds every candidate).
      const tests = unit.map((alternative) =>
        alternative
          .filter((slot) => slot !== driver.slot)
          .map((slot) => this.slotSources(slot, level)),
      );
      left = left.filter((slot) => {
        const kept = tests.some((alternative) =>
          alternative.every((sources) => inAny(sources, slot)),
        );
        if (!kept) clearBit(result, slot);
        return kept;
      });
    }
    return result;
  }

  /** Docs in scope matching every unit at a rank level. */
  level(level: number): Bits {
    const driver = pickDriver(this.units, (slot) => this.fewListsOf(slot, level));
    if (driver) return this.walkedLevel(level, driver);
    const n = this.bits.n;
    const result = this.bits.copy(this.scope);
    // An empty result ends the evaluation: the words after it need not be looked up.
    const matchesAll = (bits: Bits, alternative: Slot[]) =>
      alternative.every((slot) => andAnyInto(bits, this.slotSources(slot, level), n));
    for (const unit of this.units) {
      if (unit.length === 1) {
        if (!matchesAll(result, unit[0] as Slot[])) return result;
        continue;
      }
      const any = this.bits.zero();
      let found = false;
      for (const alternative of unit) {
        const bits = this.bits.copy(result);
        if (!matchesAll(bits, alternative)) continue;
        orInto(any, bits, n);
        found = true;
      }
      copyInto(result, any, n);
      if (!found) return result;
    }
    return result;
  }

  /**
   * The page in rank order: exact name, part number or code the text names whole, a code named
   * without its option suffix, a code named by its start (`codes`), every word in the name, the
   * name with the last word as prefix, + brand/category/type, + description; SPEC order within a
   * rank. Levels past the page are never evaluated.
   */
  page(
    store: DocStore,
    matched: Bits,
    total: number,
    words: string[],
    offset: number,
    size: number,
    codes: CodeBits | null = null,
  ): number[] {
    const n = this.bits.n;
    const exactNames = store.exactNamed(words.join(' '));
    // A part number: the whole query is one code or number that a name carries.
    const partNumber =
      words.length === 1 && /\d/.test(words[0] as string)
        ? this.bits.postingBits('name', words[0] as string)
        : null;
    let exact = this.bits.zeroBits;
    if (exactNames || partNumber || codes?.exact) {
      exact = setAll(this.bits.zero(), exactNames ?? []);
      if (partNumber) orInto(exact, partNumber, n);
      if (codes?.exact) orInto(exact, codes.exact, n);
      andInto(exact, matched, n);
    }
    // The ranks before the words': each holds the ones before it.
    const pinned = [exact];
    for (const tier of [codes?.segment, codes?.prefix]) {
      if (!tier) continue;
      const reached = orInto(this.bits.copy(pinned[pinned.length - 1] as Bits), tier, n);
      pinned.push(andInto(reached, matched, n));
    }
    if (total * FEW_MATCHES <= n) return this.fewPage(matched, pinned, offset, size);
    const allPinned = pinned[pinned.length - 1] as Bits;
    const out: number[] = [];
    let skip = offset;
    let previous: Bits | null = null;
    let previousCount = 0;
    const last = pinned.length + 3;
    for (let rank = 0; rank <= last && out.length < size; rank++) {
      let reached: Bits;
      if (rank < pinned.length) reached = pinned[rank] as Bits;
      else if (rank === last) reached = matched;
      else orInto((reached = this.level(rank - pinned.length + 1)), allPinned, n);
      const reachedCount = popcount(reached, n);
      const count = reachedCount - previousCount;
      if (count > 0 && skip < count) {
        const tier = previous ? andNotInto(this.bits.copy(reached), previous, n) : reached;
        out.push(...this.order.pick(tier, n, count, skip, size - out.length));
        skip = 0;
      } else skip -= count;
      previous = reached;
      previousCount = reachedCount;
    }
    return out;
  }

  /**
   * The same page when the matches are few (most suggestions, and searches for a code): each
   * match's rank by a few bit tests, then one sort, instead of a pass over every slot per level.
   */
  private fewPage(matched: Bits, pinned: Bits[], offset: number, size: number): number[] {
    const pos = this.order.positions();
    const { order, length } = this.order.ranked();
    const keys: number[] = [];
    forEachSlot(matched, this.bits.n, (slot) =>
      keys.push(this.rankOf(slot, pinned) * length + (pos[slot] as number)),
    );
    keys.sort((a, b) => a - b);
    return keys.slice(offset, offset + size).map((key) => order[key % length] as number);
  }

  /** A match's rank: the first pinned set holding it, else the first level (1-3) at which it matches every unit, else the last. */
  private rankOf(doc: number, pinned: Bits[]): number {
    const at = pinned.findIndex((bits) => has(bits, doc));
    if (at >= 0) return at;
    const inSlot = (slot: Slot, level: number) => {
      // A word with few products: found in its lists, without making its sets.
      const lists = this.fewListsOf(slot, level);
      if (lists) return lists.some((list) => holds(list, doc));
      const bits = this.slotBits(slot);
      return level === 1
        ? has(bits.nameWhole, doc)
        : has(bits.nameAll, doc) || (level === 3 && has(bits.meta, doc));
    };
    for (let level = 1; level <= 3; level++) {
      if (
        this.units.every((unit) =>
          unit.some((alternative) => alternative.every((slot) => inSlot(slot, level))),
        )
      )
        return pinned.length + level - 1;
    }
    return pinned.length + 3;
  }
}
