// The in-process search index: postings of name and description words per document slot,
// brand/category/type words per entity, and the ranking of issue 11 evaluated with bit sets.
// A changed product gets a new slot (the old one dies) so postings are only ever appended;
// dead slots are compacted away when they pile up.
import { andInto, andNotInto, forEachSlot, has, makeBits, orInto, popcount, setAll, type Bits } from './bitset.ts';
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
}

export interface FacetCount {
  id: number;
  name: string;
  count: number;
}

export interface SearchResult {
  docs: SearchDoc[];
  total: number;
  facets: { category: FacetCount[]; brand: FacetCount[] };
}

const MAX_COMPLETIONS = 3000;
const KINDS: EntityKind[] = ['brand', 'category', 'type'];

export class SearchIndex implements Vocabulary {
  private docs: (SearchDoc | null)[] = [];
  private slotOf = new Map<number, number>();
  private dead = 0;
  private name = new Map<string, number[]>();
  private description = new Map<string, number[]>();
  private exactName = new Map<string, number[]>();
  private entities: Record<EntityKind, Map<number, SearchEntity & { keys: Set<string> }>> = { brand: new Map(), category: new Map(), type: new Map() };
  private slotsBy: Record<EntityKind, Map<number, number[]>> = { brand: new Map(), category: new Map(), type: new Map() };
  private rawWords = new Set<string>();
  private groups: string[][][] = [];
  private synonymWords: string[] = [];
  // Derived, rebuilt lazily after a change.
  private visible: Bits | null = null;
  private byRank: Int32Array | null = null;
  private sortedWords: string[] | null = null;
  private wordsByLength: Map<number, string[]> | null = null;
  /** Bit sets of frequent words and of entities, reused across queries until the next change. */
  private bitCache = new Map<string, Bits>();

  private readonly stems: Map<string, string>;

  constructor(stems: Map<string, string>) {
    this.stems = stems;
  }

  key(word: string): string {
    return isAlpha(word) ? (this.stems.get(word) ?? word) : word;
  }

  known(key: string): boolean {
    return this.name.has(key) || this.description.has(key) || KINDS.some((kind) => [...this.entities[kind].values()].some((e) => e.keys.has(key)));
  }

  corrections(word: string, max: number): string[] {
    if (!this.wordsByLength) {
      this.wordsByLength = new Map();
      for (const raw of [...this.rawWords, ...this.synonymWords]) {
        if (!isAlpha(raw)) continue;
        const list = this.wordsByLength.get(raw.length) ?? [];
        list.push(raw);
        this.wordsByLength.set(raw.length, list);
      }
    }
    const candidates: string[] = [];
    for (let length = word.length - max; length <= word.length + max; length++) candidates.push(...(this.wordsByLength.get(length) ?? []));
    return closeWords(candidates, word, max);
  }

  completions(prefix: string): string[] {
    this.sortedWords ??= [...new Set([...this.rawWords, ...this.synonymWords])].sort();
    const words = this.sortedWords;
    let low = 0;
    let high = words.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if ((words[mid] as string) < prefix) low = mid + 1;
      else high = mid;
    }
    const out: string[] = [];
    for (let i = low; i < words.length && out.length < MAX_COMPLETIONS && (words[i] as string).startsWith(prefix); i++) out.push(words[i] as string);
    return out;
  }

  synonymGroups(): string[][][] {
    return this.groups;
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

  setSynonyms(groups: string[][]): void {
    this.synonymWords = [...new Set(groups.flat().flatMap((phrase) => queryWords(phrase)))];
    this.groups = groups.map((group) => group.map((phrase) => queryWords(phrase).map((word) => this.key(word))));
    this.sortedWords = null;
    this.wordsByLength = null;
  }

  setEntity(kind: EntityKind, entity: SearchEntity | null, id: number): void {
    if (!entity) this.entities[kind].delete(id);
    else {
      const words = indexWords(entity.name);
      for (const word of words) this.rawWords.add(word);
      this.entities[kind].set(id, { ...entity, keys: new Set(words.map((word) => this.key(word))) });
    }
    this.visible = null;
    this.bitCache.clear();
    this.sortedWords = null;
    this.wordsByLength = null;
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
    this.visible = null;
    this.bitCache.clear();
    this.byRank = null;
  }

  put(doc: SearchDoc): void {
    this.remove(doc.id);
    const slot = this.docs.length;
    this.docs.push(doc);
    this.slotOf.set(doc.id, slot);
    const push = (map: Map<string, number[]>, key: string) => {
      const list = map.get(key);
      if (list) {
        if (list[list.length - 1] !== slot) list.push(slot);
      } else map.set(key, [slot]);
    };
    for (const word of indexWords(doc.name)) {
      this.rawWords.add(word);
      push(this.name, this.key(word));
    }
    for (const word of indexWords(doc.description)) {
      this.rawWords.add(word);
      push(this.description, this.key(word));
    }
    push(this.exactName, queryWords(doc.name).join(' '));
    for (const kind of KINDS) {
      const id = this.entityIdOf(doc, kind);
      const list = this.slotsBy[kind].get(id);
      if (list) list.push(slot);
      else this.slotsBy[kind].set(id, [slot]);
    }
    this.visible = null;
    this.bitCache.clear();
    this.byRank = null;
    this.sortedWords = null;
    this.wordsByLength = null;
  }

  private entityIdOf(doc: SearchDoc, kind: EntityKind): number {
    return kind === 'brand' ? doc.brandId : kind === 'category' ? doc.categoryId : doc.typeId;
  }

  /** Rebuilds postings over live documents only, when dead slots are a quarter of all. */
  compactIfNeeded(): void {
    if (this.dead < 1000 || this.dead * 4 < this.docs.length) return;
    const live = this.docs.filter((doc): doc is SearchDoc => doc !== null);
    this.docs = [];
    this.slotOf.clear();
    this.dead = 0;
    this.name.clear();
    this.description.clear();
    this.exactName.clear();
    for (const kind of KINDS) this.slotsBy[kind].clear();
    for (const doc of live) this.put(doc);
  }

  private visibleBits(): Bits {
    if (this.visible) return this.visible;
    const bits = makeBits(this.docs.length);
    const active = (kind: EntityKind, id: number) => this.entities[kind].get(id)?.isActive === true;
    this.docs.forEach((doc, slot) => {
      if (doc?.isActive && active('brand', doc.brandId) && active('category', doc.categoryId) && active('type', doc.typeId)) setAll(bits, [slot]);
    });
    this.visible = bits;
    return bits;
  }

  private rankOrder(): Int32Array {
    if (this.byRank) return this.byRank;
    const slots = [...this.slotOf.values()].sort((a, b) => specOrder(this.docs[a] as SearchDoc, this.docs[b] as SearchDoc));
    this.byRank = Int32Array.from(slots);
    return this.byRank;
  }

  private entityBits(kind: EntityKind, id: number): Bits {
    return this.cachedEntityBits(kind, id);
  }

  private postingBits(map: Map<string, number[]>, keys: Iterable<string>): Bits {
    const bits = makeBits(this.docs.length);
    const field = map === this.name ? 'n' : 'd';
    for (const key of keys) {
      const slots = map.get(key);
      if (!slots) continue;
      if (slots.length < 512) {
        setAll(bits, slots);
        continue;
      }
      let cached = this.bitCache.get(`${field}:${key}`);
      if (!cached) {
        cached = setAll(makeBits(this.docs.length), slots);
        this.bitCache.set(`${field}:${key}`, cached);
      }
      orInto(bits, cached);
    }
    return bits;
  }

  private cachedEntityBits(kind: EntityKind, id: number): Bits {
    let cached = this.bitCache.get(`${kind}:${id}`);
    if (!cached) {
      cached = setAll(makeBits(this.docs.length), this.slotsBy[kind].get(id) ?? []);
      this.bitCache.set(`${kind}:${id}`, cached);
    }
    return cached;
  }

  private metaBits(keys: Set<string>): Bits {
    const bits = makeBits(this.docs.length);
    for (const kind of KINDS) {
      for (const entity of this.entities[kind].values()) {
        if ([...entity.keys].some((key) => keys.has(key))) orInto(bits, this.cachedEntityBits(kind, entity.id));
      }
    }
    return bits;
  }

  /** Docs matching every unit, per ranking tier: [exact, all words in name, name with prefix, + brand/category/type, + description]. */
  private tiers(units: Unit[], words: string[], scope: Bits): Bits[] {
    const cache = new Map<string, Bits>();
    const field = (kind: 'name' | 'meta' | 'description', keys: Set<string>) => {
      const id = `${kind}:${[...keys].join('|')}`;
      let bits = cache.get(id);
      if (!bits) {
        bits = kind === 'meta' ? this.metaBits(keys) : this.postingBits(kind === 'name' ? this.name : this.description, keys);
        cache.set(id, bits);
      }
      return bits;
    };
    const all = (slot: Slot) => new Set([...slot.whole, ...slot.prefix]);
    const slotBits = (slot: Slot, level: number): Bits => {
      if (level === 1) return field('name', slot.whole);
      const keys = all(slot);
      const bits = makeBits(this.docs.length);
      orInto(bits, field('name', keys));
      if (level >= 3) orInto(bits, field('meta', keys));
      if (level >= 4) orInto(bits, field('description', keys));
      return bits;
    };
    const levelBits = (level: number): Bits => {
      const result = Uint32Array.from(scope);
      for (const unit of units) {
        const unitBits = makeBits(this.docs.length);
        for (const alternative of unit) {
          const altBits = Uint32Array.from(scope);
          for (const slot of alternative) andInto(altBits, slotBits(slot, level));
          orInto(unitBits, altBits);
        }
        andInto(result, unitBits);
      }
      return result;
    };
    const matched = levelBits(4);
    const exact = andInto(setAll(makeBits(this.docs.length), this.exactName.get(words.join(' ')) ?? []), matched);
    // A part number: the whole query is one code or number that a name carries.
    if (words.length === 1 && /\d/.test(words[0] as string)) orInto(exact, andInto(this.postingBits(this.name, [words[0] as string]), matched));
    const ladder = [exact, levelBits(1), levelBits(2), levelBits(3), matched];
    const seen = makeBits(this.docs.length);
    return ladder.map((bits) => {
      const tier = andNotInto(Uint32Array.from(bits), seen);
      orInto(seen, bits);
      return tier;
    });
  }

  /** `take` docs of a tier in SPEC order after skipping `skip`. */
  private pick(tier: Bits, count: number, skip: number, take: number): number[] {
    const wanted = skip + take;
    if (count <= 2048) {
      const slots: number[] = [];
      forEachSlot(tier, (slot) => slots.push(slot));
      return slots.sort((a, b) => specOrder(this.docs[a] as SearchDoc, this.docs[b] as SearchDoc)).slice(skip, wanted);
    }
    const out: number[] = [];
    const order = this.rankOrder();
    for (let i = 0, seen = 0; i < order.length && seen < wanted; i++) {
      const slot = order[i] as number;
      if (!has(tier, slot)) continue;
      if (seen >= skip) out.push(slot);
      seen += 1;
    }
    return out;
  }

  private facets(matched: Bits): SearchResult['facets'] {
    // Per entity: the matches among its products (an AND and a popcount per brand and category).
    const list = (kind: 'category' | 'brand') =>
      [...this.entities[kind].keys()]
        .map((id) => ({ id, name: this.entityName(kind, id), count: popcount(andInto(Uint32Array.from(matched), this.cachedEntityBits(kind, id))) }))
        .filter((entry) => entry.count > 0)
        .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, 'id'));
    return { category: list('category'), brand: list('brand') };
  }

  private sorted(matched: Bits, request: SearchRequest): number[] {
    const slots: number[] = [];
    forEachSlot(matched, (slot) => slots.push(slot));
    const direction = (request.orderBy ?? (request.sortBy === 'created_at' ? 'desc' : 'asc')) === 'asc' ? 1 : -1;
    const value = (doc: SearchDoc) => ({ created_at: doc.createdAt.getTime(), urutan: doc.urutan, name: doc.name.toLowerCase(), harga: doc.harga })[request.sortBy as SortColumn];
    return slots
      .sort((a, b) => {
        const [x, y] = [this.docs[a] as SearchDoc, this.docs[b] as SearchDoc];
        const [vx, vy] = [value(x), value(y)];
        if (vx !== vy) {
          if (vx === null) return 1;
          if (vy === null) return -1;
          return (vx < vy ? -1 : 1) * direction;
        }
        return y.createdAt.getTime() - x.createdAt.getTime() || y.id - x.id;
      })
      .slice(request.offset, request.offset + request.size);
  }

  search(request: SearchRequest): SearchResult {
    const { units, words } = planQuery(this, request.text);
    const empty = { docs: [], total: 0, facets: { category: [], brand: [] } };
    if (units.length === 0) return empty;
    const scope = Uint32Array.from(this.visibleBits());
    if (request.category) andInto(scope, this.entityBits('category', request.category));
    if (request.brand) andInto(scope, this.entityBits('brand', request.brand));
    if (request.type) andInto(scope, this.entityBits('type', request.type));
    const tiers = this.tiers(units, words, scope);
    const matched = makeBits(this.docs.length);
    for (const tier of tiers) orInto(matched, tier);
    const total = popcount(matched);
    if (total === 0) return empty;
    let slots: number[] = [];
    if (request.sortBy) slots = this.sorted(matched, request);
    else {
      let skip = request.offset;
      for (const tier of tiers) {
        if (slots.length >= request.size) break;
        const count = popcount(tier);
        if (skip >= count) {
          skip -= count;
          continue;
        }
        slots.push(...this.pick(tier, count, skip, request.size - slots.length));
        skip = 0;
      }
    }
    return { docs: slots.map((slot) => this.docs[slot] as SearchDoc), total, facets: this.facets(matched) };
  }

  /** Active categories or brands whose name matches every unit of the query, by name. */
  matchingEntities(kind: 'category' | 'brand', text: string, limit: number): { id: number; name: string }[] {
    const { units } = planQuery(this, text);
    if (units.length === 0) return [];
    const matches = (keys: Set<string>) =>
      units.every((unit) => unit.some((alternative) => alternative.every((slot) => [...slot.whole, ...slot.prefix].some((key) => keys.has(key)))));
    return [...this.entities[kind].values()]
      .filter((entity) => entity.isActive && matches(entity.keys))
      .sort((a, b) => a.name.localeCompare(b.name, 'id'))
      .slice(0, limit)
      .map(({ id, name }) => ({ id, name }));
  }
}
