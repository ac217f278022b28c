// The bit sets a search combines: pooled buffers (no allocation per query), kept bit sets of
// frequent words and of entities (updated in place as products arrive), unions of many words (a
// prefix's completions, typo corrections) in a bounded LRU until the next change, and the set of
// visible products. Every set has the store's capacity; `n` is the machine words in use.
import {
  clearBit,
  copyInto,
  nonZeroWords,
  orInto,
  popcountAnd,
  popcountAndAt,
  setAll,
  setBit,
  wordsFor,
  type Bits,
  type Counted,
} from './bitset.ts';
import type { EntityKind } from '../documents.ts';
import type { Slot } from '../query-plan.ts';
import type { DocStore, Field } from './doc-store.ts';

// Memory for kept unions of many words (bit sets of the index's capacity each): 48 MB filled with
// unions asked once under distinct searches (docs/decisions.md, session 26, mem6).
const UNION_CACHE_BYTES = 16 * 1024 * 1024;
/** Keys of unions known to be empty, kept until the next change (cleared when full). */
const EMPTY_UNIONS = 100_000;
const POOL_KEEP = 64;

export type { Counted };

export class BitStore {
  /** The empty set: a source that matches nothing (never written). */
  zeroBits: Bits = new Uint32Array(0);
  /** Bit sets of frequent words (`name:`/`description:` key) and of entities (`kind:id`), updated in place. */
  private bitCache = new Map<string, Bits>();
  /** Unions of several keys, least recently used first; dropped on any change. */
  private unions = new Map<string, Bits>();
  /** Unions known to be empty (a prefix no brand, category or type name starts with); dropped on any change. */
  private emptyUnions = new Set<string>();
  /** Kept unions the current search holds (never handed over while it runs). */
  private inUse = new Set<Bits>();
  private pool: Bits[] = [];
  private poolUsed = 0;
  /** Lists of a set's non-zero words (`sparse`), pooled like bit sets. */
  private wordPool: Int32Array[] = [];
  private wordPoolUsed = 0;
  private visible: Bits | null = null;
  /** The words the current search's sets can hold slots in: [windowFrom, windowTo), or all when -1. */
  private windowFrom = 0;
  private windowTo = -1;
  /** The most products a rank level walks one by one (walk.ts; null: by the set's size, 0: never). */
  walkLimit: number | null = null;
  readonly store: DocStore;

  constructor(store: DocStore) {
    this.store = store;
  }

  /** Machine words in use. */
  get n(): number {
    return wordsFor(this.store.length);
  }

  /** The first word the current search reads (0 unless `narrow` said otherwise). */
  get from(): number {
    return this.windowFrom;
  }

  /** The word past the last one the current search reads (`n` unless narrowed). */
  get to(): number {
    return this.windowTo < 0 ? this.n : this.windowTo;
  }

  /**
   * The current search's sets hold slots in words [from, to) only (a list of one type, whose
   * products sit in adjacent slots): counts and `sparse` read those words alone. Until the next
   * `run`.
   */
  narrow(from: number, to: number): void {
    this.windowFrom = Math.min(from, to);
    this.windowTo = to;
  }

  /** Bytes of the unions kept (for tests). */
  get keptUnionBytes(): number {
    return [...this.unions.values()].reduce((bytes, bits) => bytes + bits.byteLength, 0);
  }

  /** Every kept set dropped: the store grew or was compacted. */
  reset(): void {
    this.zeroBits = new Uint32Array(wordsFor(this.store.capacity));
    this.visible = null;
    this.bitCache.clear();
    this.changed();
    this.pool = [];
    this.wordPool = [];
  }

  /** What a change can make stale that is not kept in step in place. */
  changed(): void {
    if (this.unions.size) this.unions.clear();
    if (this.emptyUnions.size) this.emptyUnions.clear();
  }

  /** A new slot carries this posting: a kept set of it follows. */
  posted(cacheKey: string, slot: number): void {
    const cached = this.bitCache.get(cacheKey);
    if (cached) setBit(cached, slot);
  }

  /** The visible set must be recomputed (a brand, category or type changed). */
  dropVisible(): void {
    this.visible = null;
  }

  /** A slot became visible or not (kept in step when the set exists). */
  setVisible(slot: number, isVisible: boolean): void {
    if (!this.visible) return;
    if (isVisible) setBit(this.visible, slot);
    else clearBit(this.visible, slot);
  }

  visibleBits(): Bits {
    if (this.visible) return this.visible;
    const bits = this.newBits();
    for (let slot = 0; slot < this.store.length; slot++)
      if (this.store.isVisible(slot)) setBit(bits, slot);
    this.visible = bits;
    return bits;
  }

  /** Runs one search's work: pooled buffers are handed out afresh and the pool trimmed after. */
  run<T>(work: () => T): T {
    this.poolUsed = 0;
    this.wordPoolUsed = 0;
    this.windowFrom = 0;
    this.windowTo = -1;
    this.inUse.clear();
    try {
      return work();
    } finally {
      if (this.pool.length > POOL_KEEP) this.pool.length = POOL_KEEP;
      if (this.wordPool.length > POOL_KEEP) this.wordPool.length = POOL_KEEP;
    }
  }

  newBits(): Bits {
    return new Uint32Array(wordsFor(this.store.capacity));
  }

  /** A pooled buffer with unspecified content (the caller fills it); valid until the next search. */
  take(): Bits {
    let bits = this.pool[this.poolUsed];
    if (!bits) {
      bits = this.newBits();
      this.pool.push(bits);
    }
    this.poolUsed += 1;
    return bits;
  }

  zero(): Bits {
    return this.take().fill(0, 0, this.n);
  }

  copy(source: Bits): Bits {
    return copyInto(this.take(), source, this.n);
  }

  /**
   * A set prepared for counting its intersections with many others (`countAnd`): its non-zero
   * words listed once when they are few (a filtered result), so each count reads only those.
   */
  sparse(bits: Bits): Counted {
    const { from, to } = this;
    let at = this.wordPool[this.wordPoolUsed];
    if (!at) {
      at = new Int32Array(wordsFor(this.store.capacity));
      this.wordPool.push(at);
    }
    // Past half the words, reading them all in order is cheaper than through the list.
    const most = (to - from) >>> 1;
    const count = nonZeroWords(bits, to, at, most, from);
    if (count > most) return { bits, at: null, count, from, to };
    this.wordPoolUsed += 1;
    return { bits, at, count, from, to };
  }

  /** The size of a prepared set's intersection with `other`. */
  countAnd(counted: Counted, other: Bits): number {
    return counted.at
      ? popcountAndAt(counted.bits, other, counted.at, counted.count)
      : popcountAnd(counted.bits, other, counted.to, counted.from);
  }

  /** The bit set of one key of a field: kept for frequent keys, pooled otherwise. */
  postingBits(field: Field, key: string): Bits | null {
    const slots = this.store.postings[field].get(key);
    if (!slots) return null;
    if (slots.length < this.frequent()) return setAll(this.zero(), slots);
    return this.keptBits(`${field}:${key}`, slots);
  }

  /** The products holding a choice or yes/no value (spec-store.ts `valueKey`), kept. */
  valueBits(key: string): Bits {
    return this.keptBits(key, this.store.spec.postings.get(key) ?? []);
  }

  entityBits(kind: EntityKind, id: number): Bits {
    return this.keptBits(`${kind}:${id}`, this.store.slotsBy[kind].get(id) ?? []);
  }

  /** A posting list is frequent when its bit set takes less room than twice the list. */
  private frequent(): number {
    return Math.max(256, this.store.capacity >>> 6);
  }

  private keptBits(cacheKey: string, slots: ArrayLike<number>): Bits {
    let bits = this.bitCache.get(cacheKey);
    if (!bits) {
      bits = setAll(this.newBits(), slots);
      this.bitCache.set(cacheKey, bits);
    }
    return bits;
  }

  /**
   * Docs of a field carrying any of the slot's keys, whole only or with its prefix's (read only).
   * Unions of several keys are kept until the next change; one that nothing carries is
   * remembered as empty, and one made of a single entity's or word's docs is that set itself, so
   * neither takes a buffer of the kept unions.
   */
  union(field: Field | 'meta', slot: Slot, withPrefix: boolean): Bits {
    const parts = withPrefix && slot.prefix.size > 0 ? [slot.whole, slot.prefix] : [slot.whole];
    if (parts.length === 1 && slot.whole.size === 1 && field !== 'meta') {
      const [key] = slot.whole;
      return this.postingBits(field, key as string) ?? this.zeroBits;
    }
    const cacheKey = `${field}|${withPrefix ? 'a' : 'w'}${slot.id}`;
    if (this.emptyUnions.has(cacheKey)) return this.zeroBits;
    const kept = this.unions.get(cacheKey);
    if (kept) {
      this.unions.delete(cacheKey);
      this.unions.set(cacheKey, kept);
      this.inUse.add(kept);
      return kept;
    }
    const n = this.n;
    const entities = field === 'meta' ? this.store.entitiesCarrying(parts) : [];
    const carried: string[] = [];
    if (field !== 'meta') {
      const postings = this.store.postings[field];
      for (const keys of parts)
        for (const key of keys)
          if (postings.has(key) && (keys === slot.whole || !slot.whole.has(key))) carried.push(key);
    }
    if (entities.length + carried.length === 0) {
      if (this.emptyUnions.size >= EMPTY_UNIONS) this.emptyUnions.clear();
      this.emptyUnions.add(cacheKey);
      return this.zeroBits;
    }
    if (entities.length === 1)
      return this.entityBits(
        (entities[0] as { kind: EntityKind }).kind,
        (entities[0] as { id: number }).id,
      );
    if (carried.length === 1) return this.postingBits(field as Field, carried[0] as string) as Bits;
    const bits = this.unionBuffer(cacheKey);
    for (const { kind, id } of entities) orInto(bits, this.entityBits(kind, id), n);
    const map = this.store.postings[field as Field];
    const frequent = this.frequent();
    for (const key of carried) {
      const slots = map.get(key) as Int32Array;
      if (slots.length < frequent) setAll(bits, slots);
      else orInto(bits, this.keptBits(`${field}:${key}`, slots), n);
    }
    return bits;
  }

  /** An empty buffer kept under `cacheKey`: a full cache hands its least recently used one over instead of allocating. */
  private unionBuffer(cacheKey: string): Bits {
    const limit = Math.max(16, Math.floor(UNION_CACHE_BYTES / (wordsFor(this.store.capacity) * 4)));
    let bits: Bits;
    if (this.unions.size >= limit) {
      const [oldest, reused] = this.unions.entries().next().value as [string, Bits];
      this.unions.delete(oldest);
      bits = this.inUse.has(reused) ? this.newBits() : reused.fill(0, 0, this.n);
    } else bits = this.newBits();
    this.inUse.add(bits);
    this.unions.set(cacheKey, bits);
    return bits;
  }
}
