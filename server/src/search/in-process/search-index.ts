// The in-process search index: its collaborators are the vocabulary (words.ts), the documents and
// their postings (doc-store.ts), the bit sets a search combines (bit-store.ts), the SPEC and sort
// orders (spec-order.ts), the rank ladder (ranking.ts) and facets (facets.ts). This class keeps
// them in step as products change, and answers searches, list pages and suggestions.
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
import type { FacetAttribute } from '#domain/spec/specFacets.ts';
import { andInto, forEachSlot, orInto, popcount, type Bits } from './bitset.ts';
import { CODE_TIERS } from '../codes.ts';
import type { EntityKind, IndexedDoc, SearchDoc, SearchEntity } from '../documents.ts';
import {
  NO_FACETS,
  narrowed,
  type Facets,
  type ListRequest,
  type SearchFilter,
  type SearchRequest,
} from '../product-search.ts';
import { planQuery, type Unit, type Vocabulary } from '../query-plan.ts';
import { BitStore } from './bit-store.ts';
import { DocStore } from './doc-store.ts';
import { KeptFacets, countFacets, matchingEntities } from './facets.ts';
import { listScope } from './list-scope.ts';
import { CodeMatching } from './code-matching.ts';
import { Ranking } from './ranking.ts';
import { SpecFiltering, type Filtered } from './spec-filtering.ts';
import { SpecOrder } from './spec-order.ts';
import { Words } from './words.ts';

export interface IndexResult {
  docs: IndexedDoc[];
  total: number;
  facets: Facets;
}

/** A list page: facets when a type, category or brand narrows it. */
export interface ListResult {
  docs: IndexedDoc[];
  total: number;
  facets?: Facets;
}

export class SearchIndex implements Vocabulary {
  readonly words: Words;
  private readonly store: DocStore;
  private readonly bits: BitStore;
  private readonly order: SpecOrder;
  private readonly specs: SpecFiltering;
  /** Facets by list or search (without page and order), until the next change: paging reuses them. */
  private readonly facetCache = new KeptFacets();
  /** The part numbers a query names (codes.ts). */
  private readonly codes: CodeMatching;
  /** The most products a rank level walks (walk.ts; null: by size, 0: never): tests compare both. */
  set walkLimit(limit: number | null) {
    this.bits.walkLimit = limit;
  }

  constructor(stems: Map<string, string>) {
    this.words = new Words(stems);
    this.store = new DocStore(this.words);
    this.bits = new BitStore(this.store);
    this.order = new SpecOrder(this.store);
    this.specs = new SpecFiltering(this.store, this.bits);
    this.codes = new CodeMatching(this.store, this.bits);
    this.grow(1);
  }

  // --- vocabulary (query-plan.ts) ---

  key(word: string): string {
    return this.words.key(word);
  }

  known(key: string): boolean {
    const { postings } = this.store;
    return (
      postings.name.has(key) || postings.description.has(key) || this.store.metaKeyIndex().has(key)
    );
  }

  corrections(word: string, max: number): string[] {
    return this.words.corrections(word, max);
  }

  prefixKeys(prefix: string): ReadonlySet<string> {
    return this.words.prefixKeys(prefix);
  }

  synonymGroups(): string[][][] {
    return this.words.synonymGroups();
  }

  get size(): number {
    return this.store.size;
  }

  /** An entity's name ('-' unknown); whether a product is indexed and shown to visitors. */
  entityName = (kind: EntityKind, id: number): string => this.store.entityName(kind, id);
  isVisible = (productId: number): boolean => this.store.isVisibleId(productId);

  /** Builds what searches derive from the documents now, so that the first searches do not. */
  prepare(): void {
    this.store.pack();
    this.bits.visibleBits();
    this.order.positions();
    this.words.prepare();
    this.store.metaKeyIndex();
  }

  // --- changes ---

  /** Anything a change can make stale that is not kept in step in place. */
  private changed(): void {
    this.bits.changed();
    this.order.changed();
    this.facetCache.clear();
  }

  private grow(slots: number): void {
    if (!this.store.ensureCapacity(slots)) return;
    this.bits.reset();
    this.order.reset();
  }

  setSynonyms(groups: string[][]): void {
    this.words.setSynonyms(groups);
    this.codes.setSynonyms(groups);
    this.changed();
  }

  setEntity(kind: EntityKind, entity: SearchEntity | null, id: number): void {
    this.store.setEntity(kind, entity, id);
    if (kind === 'brand') this.codes.brandsChanged();
    this.bits.dropVisible();
    this.changed();
  }

  /** A specification attribute as filters and facets see it (null: deleted). */
  setAttribute(id: number, attribute: FacetAttribute | null): void {
    this.store.spec.setAttribute(id, attribute);
    this.facetCache.clear();
  }

  remove(productId: number): void {
    const slot = this.store.remove(productId);
    if (slot === undefined) return;
    this.bits.setVisible(slot, false);
    this.order.removed(slot);
    this.changed();
  }

  put(doc: SearchDoc): void {
    this.remove(doc.id);
    this.grow(this.store.length + 1);
    const slot = this.store.add(doc, (cacheKey, at) => this.bits.posted(cacheKey, at));
    this.bits.setVisible(slot, this.store.isVisible(slot));
    this.order.added(slot);
    this.changed();
  }

  /** Slots renumbered over live documents only, when dead slots are a quarter of all. */
  compactIfNeeded(): void {
    if (!this.store.compactIfNeeded()) return;
    this.bits.reset();
    this.order.reset();
  }

  // --- searching ---

  search(request: SearchRequest): IndexResult {
    const { units, words } = planQuery(this, request.text);
    return this.run(request, units, words);
  }

  /**
   * A page of a public list without search words: visible products of a category, brand or type
   * (or all), in SPEC order or newest first, with the exact total. Deep pages walk the kept order
   * (a bit test per product) instead of the database walking an index past every earlier row.
   */
  list(request: ListRequest): ListResult {
    return this.bits.run(() => {
      const n = this.bits.n;
      const scope = listScope(this.store, this.bits, request, () => this.scope(request));
      const filtered = this.specs.apply(
        scope,
        popcount(scope, this.bits.to, this.bits.from),
        request.spec,
      );
      const { result, total } = filtered;
      const facets = narrowed(request) ? this.facets(request, '', scope, filtered) : undefined;
      if (total === 0 || request.offset >= total) return { docs: [], total, facets };
      const slots = request.sortBy
        ? this.order.sortedPage(result, n, total, request)
        : this.order.pick(result, n, total, request.offset, request.size);
      return { docs: this.docsAt(slots), total, facets };
    });
  }

  /** Category and brand counts of the result, and the spec facets of `base` (before spec filters); kept per query. */
  private facets(filter: SearchFilter, text: string, base: Bits, filtered: Filtered): Facets {
    const { category, brand, type, spec } = filter;
    return this.facetCache.get(JSON.stringify([text, category, brand, type, spec]), () => ({
      ...countFacets(this.store, this.bits, filtered.result, filtered.total),
      spec: this.specs.facets(base, filtered, type),
    }));
  }

  /** Up to `limit` best products and the active categories and brands whose names match, by one plan. */
  suggest(
    text: string,
    limit: number,
  ): {
    docs: IndexedDoc[];
    /** Per product, the equivalent code it was found through, if any. */
    equivalents: ({ brand: string; code: string } | null)[];
    categories: { id: number; name: string }[];
    brands: { id: number; name: string }[];
  } {
    const { units, words } = planQuery(this, text);
    const { docs } = this.run({ text, offset: 0, size: limit, facets: false }, units, words);
    const candidates = this.codes.candidates(text);
    return {
      docs,
      equivalents: docs.map((doc) => this.codes.foundThrough(doc, candidates)),
      categories: matchingEntities(this.store, 'category', units, 5),
      brands: matchingEntities(this.store, 'brand', units, 5),
    };
  }

  /** Ids of the visible products matching every word, unranked (the SQL search's first pass). */
  matchingIds(text: string): Set<number> {
    const { units } = planQuery(this, text);
    const ids = new Set<number>();
    if (units.length === 0) return ids;
    return this.bits.run(() => {
      const matched = new Ranking(this.bits, this.order, units, this.bits.visibleBits()).level(4);
      forEachSlot(matched, this.bits.n, (slot) => ids.add(this.store.idAt(slot)));
      return ids;
    });
  }

  private run(request: SearchRequest, units: Unit[], words: string[]): IndexResult {
    const empty = { docs: [], total: 0, facets: NO_FACETS };
    if (units.length === 0) return empty;
    return this.bits.run(() => {
      const n = this.bits.n;
      const scope = this.scope(request);
      const ranking = new Ranking(this.bits, this.order, units, scope);
      const matched = ranking.level(4);
      // A code the text names matches (and ranks first) even when its words match nothing.
      const codes = this.codes.bits(this.codes.candidates(request.text), scope);
      for (const tier of CODE_TIERS) {
        const bits = codes?.[tier];
        if (bits) orInto(matched, bits, n);
      }
      const matchedTotal = popcount(matched, n);
      if (matchedTotal === 0) return empty;
      const filtered = this.specs.apply(matched, matchedTotal, request.spec);
      const { result, total } = filtered;
      const facets =
        request.facets === false
          ? NO_FACETS
          : this.facets(request, request.text, matched, filtered);
      if (total === 0) return { docs: [], total, facets };
      let paging = ranking;
      if (filtered.parts.length) {
        const narrowedScope = this.bits.copy(scope);
        for (const part of filtered.parts) andInto(narrowedScope, part, n);
        paging = new Ranking(this.bits, this.order, units, narrowedScope);
      }
      const slots = request.sortBy
        ? this.order.sortedPage(result, n, total, request)
        : paging.page(this.store, result, total, words, request.offset, request.size, codes);
      return { docs: this.docsAt(slots), total, facets };
    });
  }

  /** The visible set itself when no filter narrows it (read only from here on), else a pooled copy narrowed. */
  private scope(filter: SearchFilter): Bits {
    const n = this.bits.n;
    if (!filter.category && !filter.brand && !filter.type) return this.bits.visibleBits();
    const scope = this.bits.copy(this.bits.visibleBits());
    if (filter.category) andInto(scope, this.bits.entityBits('category', filter.category), n);
    if (filter.brand) andInto(scope, this.bits.entityBits('brand', filter.brand), n);
    if (filter.type) andInto(scope, this.bits.entityBits('type', filter.type), n);
    return scope;
  }

  private docsAt(slots: number[]): IndexedDoc[] {
    return slots.map((slot) => this.store.doc(slot) as IndexedDoc);
  }
}
