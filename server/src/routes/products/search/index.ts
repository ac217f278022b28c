// The in-process search index: postings of name and description words per document slot,
// brand/category/type words per entity, and the ranking of issue 11 evaluated with bit sets.
// A changed product gets a new slot (the old one dies) so postings are only ever appended;
// dead slots are compacted away when they pile up.
//
// What keeps a search cheap (tens to hundreds of microseconds at 100,000 products):
// - no allocation per query: bit sets come from a pool of buffers of the index's capacity;
// - bit sets of frequent words and of entities are kept and updated in place when a product is
//   added, and unions of many words (a prefix's completions, typo corrections) are kept in a
//   bounded LRU until the next change;
// - only the rank levels the requested page reaches are evaluated, and a page is picked from a
//   level by a precomputed SPEC order (a scan or a partial selection, never a sort of all matches);
// - facets are counted with an AND-popcount per entity, or one pass over the matches when there
//   are many entities.
import { andAnyInto, andInto, andNotInto, clearBit, copyInto, forEachSlot, has, orInto, popcount, popcountAnd, setAll, setBit, wordsFor, type Bits } from './bitset.ts';
import { specOrder, type EntityKind, type SearchDoc, type SearchEntity } from './documents.ts';
import { closeWords, planQuery, type Slot, type Unit, type Vocabulary } from './query-plan.ts';
import { indexWords, isAlpha, queryWords } from './text.ts';

export interface SearchFilter {
  category?: number;
  brand?: number;
  type?: number;
}

export type SortColumn = 'created_at' | 'urutan' | 'name' | 'harga';

export interface SearchRequest extends SearchFilter {
  text: string;
  offset: number;
  size: number;
  sortBy?: SortColumn;
  orderBy?: 'asc' | 'desc';
  /** Count matches per category and brand (default true; suggestions need none). */
  facets?: boolean;
}

/** A public list page: no words; newest first (`created_at`, descending) or SPEC order. */
export interface ListRequest extends SearchFilter {
  offset: number;
  size: number;
  sortBy?: 'created_at';
  orderBy?: 'desc';
}

export interface FacetCount {
  id: number;
  name: string;
  count: number;
}

/** A product as the index keeps it: the description is indexed, not kept. */
export type IndexedDoc = Omit<SearchDoc, 'description'>;

export interface SearchResult {
  docs: IndexedDoc[];
  total: number;
  facets: { category: FacetCount[]; brand: FacetCount[] };
}

type Entity = SearchEntity & { keys: Set<string> };
/** A query slot's docs per field, computed once per search. */
interface SlotBits {
  nameWhole: Bits;
  nameAll: Bits;
  meta: Bits;
  description: Bits;
}
type Field = 'name' | 'description';

const MAX_COMPLETIONS = 3000;
/** Prefixes whose completions' keys are kept (each up to MAX_COMPLETIONS keys)... */
const PREFIX_CACHE = 2000;
/** ...and the keys they hold in all: short prefixes have thousands of completions (memory budget, issue 10). */
const PREFIX_CACHE_KEYS = 200_000;
const KINDS: EntityKind[] = ['brand', 'category', 'type'];
/** Memory for kept unions of many words (bit sets of the index's capacity each). */
const UNION_CACHE_BYTES = 48 * 1024 * 1024;
/** Keys of unions known to be empty, kept until the next change (cleared when full). */
const EMPTY_UNIONS = 100_000;
const POOL_KEEP = 64;
/** Matches are ranked one by one (rankedFew) when there are at most a 1/FEW_MATCHES of the set's words. */
const FEW_MATCHES = 4;
const byName = new Intl.Collator('id').compare;

export class SearchIndex implements Vocabulary {
  private docs: (IndexedDoc | null)[] = [];
  private slotOf = new Map<number, number>();
  private dead = 0;
  private postings: Record<Field, Map<string, number[]>> = { name: new Map(), description: new Map() };
  private exactName = new Map<string, number[]>();
  private entities: Record<EntityKind, Map<number, Entity>> = { brand: new Map(), category: new Map(), type: new Map() };
  private slotsBy: Record<EntityKind, Map<number, number[]>> = { brand: new Map(), category: new Map(), type: new Map() };
  /** Brand, category and type id per slot. */
  private entityOf: Record<EntityKind, Int32Array> = { brand: new Int32Array(0), category: new Int32Array(0), type: new Int32Array(0) };
  private rawWords = new Set<string>();
  private groups: string[][][] = [];
  private synonymWords: string[] = [];
  /** Slots a bit set can hold; grows by a quarter when full (every kept bit set is dropped then). */
  private capacity = 0;
  // Derived, built lazily and kept in step with each change where that is cheap.
  private visible: Bits | null = null;
  private order: Int32Array | null = null;
  private orderLength = 0;
  /** Changes applied to `order` in place since it was sorted; past a bound it is sorted afresh instead. */
  private orderEdits = 0;
  private rankPos: Int32Array | null = null;
  private sortOrders = new Map<string, Int32Array>();
  private sortedWords: string[] | null = null;
  private wordsByLength: Map<number, string[]> | null = null;
  private metaKeys: Map<string, { kind: EntityKind; id: number }[]> | null = null;
  private correctionCache = new Map<string, string[]>();
  /** Keys of each recent prefix's completions, least recently used first; dropped when a word or synonym arrives. */
  private prefixCache = new Map<string, ReadonlySet<string>>();
  private prefixCacheKeys = 0;
  /** Bit sets of frequent words (`name:`/`description:` key) and of entities (`kind:id`), updated in place. */
  private bitCache = new Map<string, Bits>();
  /** Unions of several keys, least recently used first; dropped on any change. */
  private unions = new Map<string, Bits>();
  /** Unions known to be empty (a prefix no brand, category or type name starts with); dropped on any change. */
  private emptyUnions = new Set<string>();
  /** Kept unions the current search holds (never handed over while it runs). */
  private inUse = new Set<Bits>();
  private zeroBits: Bits = new Uint32Array(0);
  private pool: Bits[] = [];
  private poolUsed = 0;

  private readonly stems: Map<string, string>;

  constructor(stems: Map<string, string>) {
    this.stems = stems;
    this.ensureCapacity(1);
  }

  // --- vocabulary (query-plan.ts) ---

  key(word: string): string {
    return isAlpha(word) ? (this.stems.get(word) ?? word) : word;
  }

  known(key: string): boolean {
    return this.postings.name.has(key) || this.postings.description.has(key) || this.metaKeyIndex().has(key);
  }

  corrections(word: string, max: number): string[] {
    const cacheKey = `${max}:${word}`;
    const cached = this.correctionCache.get(cacheKey);
    if (cached) return cached;
    const byLength = this.lengthIndex();
    const candidates: string[] = [];
    for (let length = word.length - max; length <= word.length + max; length++) {
      const list = byLength.get(length);
      if (list) for (const candidate of list) candidates.push(candidate);
    }
    const found = closeWords(candidates, word, max);
    if (this.correctionCache.size >= 10_000) this.correctionCache.clear();
    this.correctionCache.set(cacheKey, found);
    return found;
  }

  prefixKeys(prefix: string): ReadonlySet<string> {
    const kept = this.prefixCache.get(prefix);
    if (kept) {
      this.prefixCache.delete(prefix);
      this.prefixCache.set(prefix, kept);
      return kept;
    }
    const words = this.vocabulary();
    let low = 0;
    let high = words.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if ((words[mid] as string) < prefix) low = mid + 1;
      else high = mid;
    }
    const keys = new Set<string>();
    for (let i = low, found = 0; i < words.length && found < MAX_COMPLETIONS && (words[i] as string).startsWith(prefix); i++, found++) keys.add(this.key(words[i] as string));
    while (this.prefixCache.size > 0 && (this.prefixCache.size >= PREFIX_CACHE || this.prefixCacheKeys + keys.size > PREFIX_CACHE_KEYS)) {
      const [oldest, oldKeys] = this.prefixCache.entries().next().value as [string, ReadonlySet<string>];
      this.prefixCache.delete(oldest);
      this.prefixCacheKeys -= oldKeys.size;
    }
    this.prefixCache.set(prefix, keys);
    this.prefixCacheKeys += keys.size;
    return keys;
  }

  private dropPrefixes(): void {
    this.prefixCache.clear();
    this.prefixCacheKeys = 0;
  }

  synonymGroups(): string[][][] {
    return this.groups;
  }

  /** Every raw word and synonym word, sorted: built once, then kept sorted as words arrive. */
  private vocabulary(): string[] {
    this.sortedWords ??= [...new Set([...this.rawWords, ...this.synonymWords])].sort();
    return this.sortedWords;
  }

  private lengthIndex(): Map<number, string[]> {
    if (!this.wordsByLength) {
      this.wordsByLength = new Map();
      for (const raw of new Set([...this.rawWords, ...this.synonymWords])) this.addByLength(raw);
    }
    return this.wordsByLength;
  }

  private addByLength(word: string): void {
    if (!this.wordsByLength || !isAlpha(word)) return;
    const list = this.wordsByLength.get(word.length);
    if (list) list.push(word);
    else this.wordsByLength.set(word.length, [word]);
  }

  /** A word seen for the first time joins the sorted list and the length index in place. */
  private learnWord(word: string): void {
    if (this.rawWords.has(word)) return;
    this.rawWords.add(word);
    if (this.synonymWords.includes(word)) return;
    const sorted = this.sortedWords;
    if (sorted) {
      let low = 0;
      let high = sorted.length;
      while (low < high) {
        const mid = (low + high) >>> 1;
        if ((sorted[mid] as string) < word) low = mid + 1;
        else high = mid;
      }
      sorted.splice(low, 0, word);
    }
    this.addByLength(word);
    if (this.correctionCache.size) this.correctionCache.clear();
    if (this.prefixCache.size) this.dropPrefixes();
  }

  private metaKeyIndex(): Map<string, { kind: EntityKind; id: number }[]> {
    if (!this.metaKeys) {
      const index = new Map<string, { kind: EntityKind; id: number }[]>();
      for (const kind of KINDS) {
        for (const entity of this.entities[kind].values()) {
          for (const key of entity.keys) {
            const list = index.get(key);
            if (list) list.push({ kind, id: entity.id });
            else index.set(key, [{ kind, id: entity.id }]);
          }
        }
      }
      this.metaKeys = index;
    }
    return this.metaKeys;
  }

  /** Words not yet stemmed among these texts (the engine asks the database for their stems). */
  unstemmed(texts: string[]): string[] {
    const out = new Set<string>();
    for (const text of texts) for (const word of indexWords(text)) if (isAlpha(word) && !this.stems.has(word)) out.add(word);
    return [...out];
  }

  get size(): number {
    return this.slotOf.size;
  }

  /** Whether a product, brand, category or type carries this word. */
  hasWord(word: string): boolean {
    return this.rawWords.has(word);
  }

  /** Builds what searches derive from the documents now, so that the first searches do not. */
  prepare(): void {
    this.visibleBits();
    this.positions();
    this.vocabulary();
    this.lengthIndex();
    this.metaKeyIndex();
  }

  // --- changes ---

  /** Anything a change can make stale that is not kept in step in place. */
  private changed(): void {
    if (this.unions.size) this.unions.clear();
    if (this.emptyUnions.size) this.emptyUnions.clear();
    if (this.sortOrders.size) this.sortOrders.clear();
  }

  setSynonyms(groups: string[][]): void {
    this.synonymWords = [...new Set(groups.flat().flatMap((phrase) => queryWords(phrase)))];
    this.groups = groups.map((group) => group.map((phrase) => queryWords(phrase).map((word) => this.key(word))));
    this.sortedWords = null;
    this.wordsByLength = null;
    this.correctionCache.clear();
    this.dropPrefixes();
    this.changed();
  }

  setEntity(kind: EntityKind, entity: SearchEntity | null, id: number): void {
    if (!entity) this.entities[kind].delete(id);
    else {
      const words = indexWords(entity.name);
      for (const word of words) this.learnWord(word);
      this.entities[kind].set(id, { ...entity, keys: new Set(words.map((word) => this.key(word))) });
    }
    this.metaKeys = null;
    this.visible = null;
    this.changed();
  }

  entityName(kind: EntityKind, id: number): string {
    return this.entities[kind].get(id)?.name ?? '-';
  }

  remove(productId: number): void {
    const slot = this.slotOf.get(productId);
    if (slot === undefined) return;
    this.docs[slot] = null;
    this.slotOf.delete(productId);
    this.dead += 1;
    if (this.visible) clearBit(this.visible, slot);
    if (this.order && ++this.orderEdits > 500) this.order = null;
    if (this.order) {
      const at = this.order.subarray(0, this.orderLength).indexOf(slot);
      if (at >= 0) {
        this.order.copyWithin(at, at + 1, this.orderLength);
        this.orderLength -= 1;
      }
      this.rankPos = null;
    }
    this.changed();
  }

  put(doc: SearchDoc): void {
    this.remove(doc.id);
    const { description, ...stored } = doc;
    const slot = this.docs.length;
    this.ensureCapacity(slot + 1);
    this.docs.push(stored);
    this.slotOf.set(doc.id, slot);
    const post = (field: Field, key: string) => {
      const map = this.postings[field];
      const list = map.get(key);
      if (list) {
        if (list[list.length - 1] === slot) return;
        list.push(slot);
      } else map.set(key, [slot]);
      const cached = this.bitCache.get(`${field}:${key}`);
      if (cached) setBit(cached, slot);
    };
    for (const word of indexWords(doc.name)) {
      this.learnWord(word);
      post('name', this.key(word));
    }
    for (const word of indexWords(description)) {
      this.learnWord(word);
      post('description', this.key(word));
    }
    const exact = queryWords(doc.name).join(' ');
    const exactList = this.exactName.get(exact);
    if (exactList) exactList.push(slot);
    else this.exactName.set(exact, [slot]);
    for (const kind of KINDS) {
      const id = entityIdOf(stored, kind);
      this.entityOf[kind][slot] = id;
      const list = this.slotsBy[kind].get(id);
      if (list) list.push(slot);
      else this.slotsBy[kind].set(id, [slot]);
      const cached = this.bitCache.get(`${kind}:${id}`);
      if (cached) setBit(cached, slot);
    }
    if (this.visible && this.isVisible(stored)) setBit(this.visible, slot);
    if (this.order && ++this.orderEdits > 500) this.order = null;
    if (this.order) this.insertInOrder(slot);
    this.changed();
  }

  /** Slots renumbered over live documents only, when dead slots are a quarter of all. */
  compactIfNeeded(): void {
    if (this.dead < 1000 || this.dead * 4 < this.docs.length) return;
    const renumber = new Int32Array(this.docs.length).fill(-1);
    const live: IndexedDoc[] = [];
    this.docs.forEach((doc, slot) => {
      if (doc) renumber[slot] = live.push(doc) - 1;
    });
    const remap = <K>(map: Map<K, number[]>) => {
      for (const [key, slots] of map) {
        const kept: number[] = [];
        for (const slot of slots) if ((renumber[slot] as number) >= 0) kept.push(renumber[slot] as number);
        if (kept.length) map.set(key, kept);
        else map.delete(key);
      }
    };
    remap(this.postings.name);
    remap(this.postings.description);
    remap(this.exactName);
    for (const kind of KINDS) remap(this.slotsBy[kind]);
    this.docs = live;
    this.dead = 0;
    this.slotOf.clear();
    live.forEach((doc, slot) => this.slotOf.set(doc.id, slot));
    this.capacity = 0;
    this.ensureCapacity(live.length);
    for (const kind of KINDS) live.forEach((doc, slot) => (this.entityOf[kind][slot] = entityIdOf(doc, kind)));
  }

  /** Room for `slots` slots; growing drops every kept bit set (they have the old size). */
  private ensureCapacity(slots: number): void {
    if (slots <= this.capacity) return;
    this.capacity = Math.max(1024, Math.ceil((slots * 1.25) / 32) * 32);
    for (const kind of KINDS) {
      const grown = new Int32Array(this.capacity);
      grown.set(this.entityOf[kind].subarray(0, Math.min(this.entityOf[kind].length, this.capacity)));
      this.entityOf[kind] = grown;
    }
    this.zeroBits = new Uint32Array(wordsFor(this.capacity));
    this.visible = null;
    this.bitCache.clear();
    this.unions.clear();
    this.emptyUnions.clear();
    this.pool = [];
    this.order = null;
    this.rankPos = null;
    this.sortOrders.clear();
  }

  // --- derived structures ---

  private isVisible(doc: IndexedDoc): boolean {
    const active = (kind: EntityKind, id: number) => this.entities[kind].get(id)?.isActive === true;
    return doc.isActive && active('brand', doc.brandId) && active('category', doc.categoryId) && active('type', doc.typeId);
  }

  private visibleBits(): Bits {
    if (this.visible) return this.visible;
    const bits = this.newBits();
    for (let slot = 0; slot < this.docs.length; slot++) {
      const doc = this.docs[slot];
      if (doc && this.isVisible(doc)) setBit(bits, slot);
    }
    this.visible = bits;
    return bits;
  }

  private compareSlots = (a: number, b: number) => specOrder(this.docs[a] as IndexedDoc, this.docs[b] as IndexedDoc);

  /** Live slots in SPEC order. */
  private rankOrder(): { order: Int32Array; length: number } {
    if (!this.order) {
      const slots = [...this.slotOf.values()].sort(this.compareSlots);
      this.order = new Int32Array(this.capacity);
      this.order.set(slots);
      this.orderLength = slots.length;
      this.orderEdits = 0;
      this.rankPos = null;
    }
    return { order: this.order, length: this.orderLength };
  }

  private insertInOrder(slot: number): void {
    const order = this.order as Int32Array;
    let low = 0;
    let high = this.orderLength;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (this.compareSlots(order[mid] as number, slot) < 0) low = mid + 1;
      else high = mid;
    }
    order.copyWithin(low + 1, low, this.orderLength);
    order[low] = slot;
    this.orderLength += 1;
    this.rankPos = null;
  }

  /** Each slot's position in SPEC order. */
  private positions(): Int32Array {
    if (!this.rankPos) {
      const { order, length } = this.rankOrder();
      const pos = new Int32Array(this.capacity);
      for (let i = 0; i < length; i++) pos[order[i] as number] = i;
      this.rankPos = pos;
    }
    return this.rankPos;
  }

  private newBits(): Bits {
    return new Uint32Array(wordsFor(this.capacity));
  }

  private get n(): number {
    return wordsFor(this.docs.length);
  }

  /** A pooled buffer with unspecified content (the caller fills it); valid until the next search. */
  private take(): Bits {
    let bits = this.pool[this.poolUsed];
    if (!bits) {
      bits = this.newBits();
      this.pool.push(bits);
    }
    this.poolUsed += 1;
    return bits;
  }

  private zero(): Bits {
    return this.take().fill(0, 0, this.n);
  }

  private copy(source: Bits): Bits {
    return copyInto(this.take(), source, this.n);
  }

  /** The bit set of one key of a field: kept for frequent keys, pooled otherwise. */
  private postingBits(field: Field, key: string): Bits | null {
    const slots = this.postings[field].get(key);
    if (!slots) return null;
    if (slots.length < this.frequent()) return setAll(this.zero(), slots);
    return this.keptBits(`${field}:${key}`, slots);
  }

  /** A posting list is frequent when its bit set takes less room than twice the list. */
  private frequent(): number {
    return Math.max(256, this.capacity >>> 6);
  }

  private keptBits(cacheKey: string, slots: readonly number[]): Bits {
    let bits = this.bitCache.get(cacheKey);
    if (!bits) {
      bits = setAll(this.newBits(), slots);
      this.bitCache.set(cacheKey, bits);
    }
    return bits;
  }

  private entityBits(kind: EntityKind, id: number): Bits {
    return this.keptBits(`${kind}:${id}`, this.slotsBy[kind].get(id) ?? []);
  }

  /**
   * Docs of a field carrying any of the slot's keys, whole only or with its prefix's (read only).
   * Unions of several keys are kept until the next change; one that nothing carries is
   * remembered as empty, and one made of a single entity's or word's docs is that set itself, so
   * neither takes a buffer of the kept unions.
   */
  private union(field: Field | 'meta', slot: Slot, withPrefix: boolean): Bits {
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
    const entities = field === 'meta' ? this.entitiesCarrying(parts) : [];
    const carried: string[] = [];
    if (field !== 'meta') {
      for (const keys of parts) for (const key of keys) if (this.postings[field].has(key) && (keys === slot.whole || !slot.whole.has(key))) carried.push(key);
    }
    if (entities.length + carried.length === 0) {
      if (this.emptyUnions.size >= EMPTY_UNIONS) this.emptyUnions.clear();
      this.emptyUnions.add(cacheKey);
      return this.zeroBits;
    }
    if (entities.length === 1) return this.entityBits((entities[0] as { kind: EntityKind }).kind, (entities[0] as { id: number }).id);
    if (carried.length === 1) return this.postingBits(field as Field, carried[0] as string) as Bits;
    // A full cache hands its least recently used buffer over instead of allocating.
    const limit = Math.max(16, Math.floor(UNION_CACHE_BYTES / (wordsFor(this.capacity) * 4)));
    let bits: Bits;
    if (this.unions.size >= limit) {
      const [oldest, reused] = this.unions.entries().next().value as [string, Bits];
      this.unions.delete(oldest);
      bits = this.inUse.has(reused) ? this.newBits() : reused.fill(0, 0, n);
    } else bits = this.newBits();
    this.inUse.add(bits);
    for (const { kind, id } of entities) orInto(bits, this.entityBits(kind, id), n);
    const map = this.postings[field as Field];
    const frequent = this.frequent();
    for (const key of carried) {
      const slots = map.get(key) as number[];
      if (slots.length < frequent) setAll(bits, slots);
      else orInto(bits, this.keptBits(`${field}:${key}`, slots), n);
    }
    this.unions.set(cacheKey, bits);
    return bits;
  }

  /** Brands, categories and types whose name carries any of `keys`, each once. */
  private entitiesCarrying(parts: ReadonlySet<string>[]): { kind: EntityKind; id: number }[] {
    const index = this.metaKeyIndex();
    const out: { kind: EntityKind; id: number }[] = [];
    const seen = new Set<string>();
    for (const keys of parts) for (const key of keys) {
      for (const entity of index.get(key) ?? []) {
        if (seen.has(`${entity.kind}:${entity.id}`)) continue;
        seen.add(`${entity.kind}:${entity.id}`);
        out.push(entity);
      }
    }
    return out;
  }

  // --- searching ---

  search(request: SearchRequest): SearchResult {
    const { units, words } = planQuery(this, request.text);
    return this.run(request, units, words);
  }

  /**
   * A page of a public list without search words: visible products of a category, brand or type
   * (or all), in SPEC order or newest first, with the exact total. Deep pages walk the kept order
   * (a bit test per product) instead of the database walking an index past every earlier row.
   */
  list(request: ListRequest): { docs: IndexedDoc[]; total: number } {
    this.poolUsed = 0;
    this.inUse.clear();
    try {
      const n = this.n;
      let scope = this.visibleBits();
      if (request.category || request.brand || request.type) {
        scope = this.copy(scope);
        if (request.category) andInto(scope, this.entityBits('category', request.category), n);
        if (request.brand) andInto(scope, this.entityBits('brand', request.brand), n);
        if (request.type) andInto(scope, this.entityBits('type', request.type), n);
      }
      const total = popcount(scope, n);
      if (total === 0 || request.offset >= total) return { docs: [], total };
      const slots = request.sortBy ? this.sortedPage(scope, total, { ...request, text: '' }) : this.pick(scope, total, request.offset, request.size);
      return { docs: slots.map((slot) => this.docs[slot] as IndexedDoc), total };
    } finally {
      if (this.pool.length > POOL_KEEP) this.pool.length = POOL_KEEP;
    }
  }

  /** Up to `limit` best products and the active categories and brands whose names match, by one plan. */
  suggest(text: string, limit: number): { docs: IndexedDoc[]; categories: { id: number; name: string }[]; brands: { id: number; name: string }[] } {
    const { units, words } = planQuery(this, text);
    const { docs } = this.run({ text, offset: 0, size: limit, facets: false }, units, words);
    return { docs, categories: this.matchingEntities('category', units, 5), brands: this.matchingEntities('brand', units, 5) };
  }

  private run(request: SearchRequest, units: Unit[], words: string[]): SearchResult {
    const empty = { docs: [], total: 0, facets: { category: [], brand: [] } };
    if (units.length === 0) return empty;
    this.poolUsed = 0;
    this.inUse.clear();
    try {
      const n = this.n;
      // The visible set itself when no filter narrows it (read only from here on).
      const scope = request.category || request.brand || request.type ? this.copy(this.visibleBits()) : this.visibleBits();
      if (request.category) andInto(scope, this.entityBits('category', request.category), n);
      if (request.brand) andInto(scope, this.entityBits('brand', request.brand), n);
      if (request.type) andInto(scope, this.entityBits('type', request.type), n);
      const memo = new Map<Slot, SlotBits>();
      const matched = this.level(4, units, scope, memo);
      const total = popcount(matched, n);
      if (total === 0) return empty;
      const slots = request.sortBy ? this.sortedPage(matched, total, request) : this.rankedPage(matched, total, units, words, scope, memo, request);
      const facets = request.facets === false ? empty.facets : this.facets(matched, total);
      return { docs: slots.map((slot) => this.docs[slot] as IndexedDoc), total, facets };
    } finally {
      if (this.pool.length > POOL_KEEP) this.pool.length = POOL_KEEP;
    }
  }

  /**
   * The docs a slot matches at a rank level, as bit sets to OR (read only; an empty list matches
   * nothing): 1 the whole word in the name, 2 also as a prefix, 3 also in brand/category/type,
   * 4 also in the description.
   */
  private slotSources(slot: Slot, level: number, memo: Map<Slot, SlotBits>): Bits[] {
    let bits = memo.get(slot);
    if (!bits) {
      const nameWhole = this.union('name', slot, false);
      bits = {
        nameWhole,
        nameAll: slot.prefix.size === 0 ? nameWhole : this.union('name', slot, true),
        meta: this.union('meta', slot, true),
        description: this.union('description', slot, true),
      };
      memo.set(slot, bits);
    }
    const sources = level === 1 ? [bits.nameWhole] : level === 2 ? [bits.nameAll] : level === 3 ? [bits.nameAll, bits.meta] : [bits.nameAll, bits.meta, bits.description];
    return sources.filter((source) => source !== this.zeroBits);
  }

  /** Docs in scope matching every unit at a rank level. */
  private level(level: number, units: Unit[], scope: Bits, memo: Map<Slot, SlotBits>): Bits {
    const n = this.n;
    const result = this.copy(scope);
    // An empty result ends the evaluation: the words after it need not be looked up.
    const matchesAll = (bits: Bits, alternative: Slot[]) => alternative.every((slot) => andAnyInto(bits, this.slotSources(slot, level, memo), n));
    for (const unit of units) {
      if (unit.length === 1) {
        if (!matchesAll(result, unit[0] as Slot[])) return result;
        continue;
      }
      const any = this.zero();
      let found = false;
      for (const alternative of unit) {
        const bits = this.copy(result);
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
   * The page in rank order: exact name or part number, every word in the name, the name with the
   * last word as prefix, + brand/category/type, + description; SPEC order within a rank. Levels
   * past the page are never evaluated.
   */
  private rankedPage(matched: Bits, total: number, units: Unit[], words: string[], scope: Bits, memo: Map<Slot, SlotBits>, request: SearchRequest): number[] {
    const n = this.n;
    const exactNames = this.exactName.get(words.join(' '));
    // A part number: the whole query is one code or number that a name carries.
    const partNumber = words.length === 1 && /\d/.test(words[0] as string) ? this.postingBits('name', words[0] as string) : null;
    let exact = this.zeroBits;
    if (exactNames || partNumber) {
      exact = setAll(this.zero(), exactNames ?? []);
      if (partNumber) orInto(exact, partNumber, n);
      andInto(exact, matched, n);
    }
    if (total * FEW_MATCHES <= n) return this.rankedFew(matched, exact, units, memo, request);
    const out: number[] = [];
    let skip = request.offset;
    let previous: Bits | null = null;
    let previousCount = 0;
    for (let rank = 0; rank <= 4 && out.length < request.size; rank++) {
      let reached: Bits;
      if (rank === 0) reached = exact;
      else if (rank === 4) reached = matched;
      else orInto((reached = this.level(rank, units, scope, memo)), exact, n);
      const reachedCount = popcount(reached, n);
      const count = reachedCount - previousCount;
      if (count > 0 && skip < count) {
        const tier = previous ? andNotInto(this.copy(reached), previous, n) : reached;
        out.push(...this.pick(tier, count, skip, request.size - out.length));
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
  private rankedFew(matched: Bits, exact: Bits, units: Unit[], memo: Map<Slot, SlotBits>, request: SearchRequest): number[] {
    const pos = this.positions();
    const { order, length } = this.rankOrder();
    const keys: number[] = [];
    forEachSlot(matched, this.n, (slot) => keys.push(this.rankOf(slot, exact, units, memo) * length + (pos[slot] as number)));
    keys.sort((a, b) => a - b);
    return keys.slice(request.offset, request.offset + request.size).map((key) => order[key % length] as number);
  }

  /** A match's rank: 0 exact, else the first level (1-3) at which it matches every unit, else 4. */
  private rankOf(doc: number, exact: Bits, units: Unit[], memo: Map<Slot, SlotBits>): number {
    if (has(exact, doc)) return 0;
    const inSlot = (slot: Slot, level: number) => {
      const bits = memo.get(slot) ?? (this.slotSources(slot, 4, memo), memo.get(slot) as SlotBits);
      return level === 1 ? has(bits.nameWhole, doc) : has(bits.nameAll, doc) || (level === 3 && has(bits.meta, doc));
    };
    for (let level = 1; level <= 3; level++) {
      if (units.every((unit) => unit.some((alternative) => alternative.every((slot) => inSlot(slot, level))))) return level;
    }
    return 4;
  }

  /** `take` slots of a set of `count` in SPEC order after skipping `skip`. */
  private pick(bits: Bits, count: number, skip: number, take: number): number[] {
    const wanted = Math.min(count, skip + take);
    const { order, length } = this.rankOrder();
    // Walking the SPEC order meets a member every length/count slots on average.
    if ((wanted * length) / count <= this.n + count * 4) {
      const out: number[] = [];
      for (let i = 0, seen = 0; i < length && seen < wanted; i++) {
        const slot = order[i] as number;
        if (!has(bits, slot)) continue;
        if (seen >= skip) out.push(slot);
        seen += 1;
      }
      return out;
    }
    const pos = this.positions();
    const best = smallest(bits, this.n, pos, wanted);
    return best.slice(skip).map((position) => order[position] as number);
  }

  private sortedPage(matched: Bits, total: number, request: SearchRequest): number[] {
    const direction = (request.orderBy ?? (request.sortBy === 'created_at' ? 'desc' : 'asc')) === 'asc' ? 1 : -1;
    const compare = sortComparator(request.sortBy as SortColumn, direction, this.docs);
    const end = request.offset + request.size;
    if (total <= 4096) {
      const slots: number[] = [];
      forEachSlot(matched, this.n, (slot) => slots.push(slot));
      return slots.sort(compare).slice(request.offset, end);
    }
    const cacheKey = `${request.sortBy}:${direction}`;
    let order = this.sortOrders.get(cacheKey);
    if (!order) {
      order = Int32Array.from([...this.slotOf.values()].sort(compare));
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

  private facets(matched: Bits, total: number): SearchResult['facets'] {
    const n = this.n;
    const list = (kind: 'category' | 'brand'): FacetCount[] => {
      const ids = [...this.slotsBy[kind].keys()];
      const counts = new Map<number, number>();
      // An AND-popcount per entity costs n words each; one pass over the matches costs `total`.
      if (ids.length * n <= total * 2) {
        for (const id of ids) counts.set(id, popcountAnd(matched, this.entityBits(kind, id), n));
      } else {
        const of = this.entityOf[kind];
        forEachSlot(matched, n, (slot) => {
          const id = of[slot] as number;
          counts.set(id, (counts.get(id) ?? 0) + 1);
        });
      }
      const out: FacetCount[] = [];
      for (const [id, count] of counts) if (count > 0) out.push({ id, name: this.entityName(kind, id), count });
      return out.sort((a, b) => b.count - a.count || byName(a.name, b.name));
    };
    return { category: list('category'), brand: list('brand') };
  }

  /** Active categories or brands whose name matches every unit of the query, by name. */
  private matchingEntities(kind: 'category' | 'brand', units: Unit[], limit: number): { id: number; name: string }[] {
    if (units.length === 0) return [];
    const matches = (keys: Set<string>) =>
      units.every((unit) => unit.some((alternative) => alternative.every((slot) => [...keys].some((key) => slot.whole.has(key) || slot.prefix.has(key)))));
    return [...this.entities[kind].values()]
      .filter((entity) => entity.isActive && matches(entity.keys))
      .sort((a, b) => byName(a.name, b.name))
      .slice(0, limit)
      .map(({ id, name }) => ({ id, name }));
  }
}

function entityIdOf(doc: IndexedDoc, kind: EntityKind): number {
  return kind === 'brand' ? doc.brandId : kind === 'category' ? doc.categoryId : doc.typeId;
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

function sortComparator(column: SortColumn, direction: number, docs: (IndexedDoc | null)[]) {
  // One accessor per column, chosen once: a sort of the whole catalogue calls it millions of times.
  const accessors: Record<SortColumn, (doc: IndexedDoc) => number | string | null> = {
    created_at: (doc) => doc.createdAt.getTime(),
    urutan: (doc) => doc.urutan,
    name: (doc) => doc.name.toLowerCase(),
    harga: (doc) => doc.harga,
  };
  const value = accessors[column];
  return (a: number, b: number) => {
    const x = docs[a] as IndexedDoc;
    const y = docs[b] as IndexedDoc;
    const vx = value(x);
    const vy = value(y);
    if (vx !== vy) {
      if (vx === null) return 1;
      if (vy === null) return -1;
      return (vx < vy ? -1 : 1) * direction;
    }
    return y.createdAt.getTime() - x.createdAt.getTime() || y.id - x.id;
  };
}
