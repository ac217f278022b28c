// Specification filters and facets over the index's bit sets (issue 24), by the rules of
// src/lib/spec/specFilters.ts and src/lib/spec/specFacets.ts (the mocks' plain version, which the tests hold
// this one to). A filter is a bit set: a choice's or yes/no's kept value sets ORed, a number's or
// range's slots from its sorted order. The result is the base ANDed with every filter; a facet's
// counts AND every filter but its own attribute's, with an AND-popcount per value.
import { facetAttributes, type FacetAttribute, type SpecFacet } from '#domain/spec/specFacets.ts';
import { resolveSpecFilters, type SpecFilter } from '#domain/spec/specFilters.ts';
import type { SpecQueryFilter } from '#domain/spec/specQuery.ts';
import { andAllInto, intersects, nonZeroWords, orInto, type Bits } from './bitset.ts';
import type { BitStore, Counted } from './bit-store.ts';
import type { DocStore } from './doc-store.ts';
import { valueKey } from './spec-store.ts';

export interface Filtered {
  /** The base narrowed by every filter (the base itself when there is none; read only). */
  result: Bits;
  total: number;
  filters: SpecFilter[];
  /** Each filter's passing slots, in the order of `filters`. */
  parts: Bits[];
}

/** Past this many non-zero words in a base, its types are found by a scan per type (typesIn). */
const FEW_WORDS = 64;

export class SpecFiltering {
  private readonly store: DocStore;
  /** The non-zero words of a small base (typesIn). */
  private readonly fewWords = new Int32Array(FEW_WORDS);
  private readonly bits: BitStore;

  constructor(store: DocStore, bits: BitStore) {
    this.store = store;
    this.bits = bits;
  }

  /** The filters of a query that apply to the index's attributes (unknown ones are ignored). */
  resolve(raw: readonly SpecQueryFilter[] | undefined): SpecFilter[] {
    if (!raw?.length) return [];
    return resolveSpecFilters(raw, (id) => this.store.spec.attributes.get(id));
  }

  /** The slots passing one filter (a pooled set, valid until the next search). */
  private passing(filter: SpecFilter, base: Bits, baseTotal: number): Bits {
    const { from, to: n } = this.bits;
    if (filter.kind === 'choice' || filter.kind === 'boolean') {
      const [first, ...rest] = filter.values.map((value) =>
        this.bits.valueBits(valueKey(filter.id, value)),
      );
      if (rest.length === 0 && first) return first;
      const any = this.bits.zero();
      for (const bits of [first, ...rest]) if (bits) orInto(any, bits, n, from);
      return any;
    }
    const bits = this.bits.take();
    this.store.spec.boundBits(
      filter.id,
      filter.kind,
      filter.min,
      filter.max,
      bits,
      n,
      { bits: base, count: baseTotal },
      from,
    );
    return bits;
  }

  /**
   * `base` (its `baseTotal` slots) narrowed by the filters of a query. When the search is narrowed
   * to words [from, to) (BitStore `narrow`: `base` holds no slot elsewhere), only those are
   * combined; the result is empty outside them, the parts are read only within them.
   */
  apply(base: Bits, baseTotal: number, raw: readonly SpecQueryFilter[] | undefined): Filtered {
    const filters = this.resolve(raw);
    if (filters.length === 0) return { result: base, total: baseTotal, filters, parts: [] };
    const { from, to } = this.bits;
    const parts = filters.map((filter) => this.passing(filter, base, baseTotal));
    const result = this.bits.take();
    const total = andAllInto(result, base, parts, to, from);
    result.fill(0, 0, from);
    result.fill(0, to, this.bits.n);
    return { result, total, filters, parts };
  }

  /** The types holding at least one slot of `base`, among those the facet attributes name. */
  private typesIn(
    base: Bits,
    attributes: Iterable<FacetAttribute>,
    type: number | undefined,
  ): Set<number> {
    const { from, to: n } = this.bits;
    // A list of one type asks one type; otherwise every type an attribute names.
    const asked = new Set<number>(type ? [type] : []);
    if (!type)
      for (const attribute of attributes)
        if (attribute.isActive && attribute.isFilter)
          for (const id of attribute.typeIds) asked.add(id);
    const found = new Set<number>();
    // Few matches (a search naming a part number finds one or two): their own types, slot by
    // slot, instead of a scan of the base per asked type (a whole pass for each type it lacks).
    const words = nonZeroWords(base, n, this.fewWords, FEW_WORDS, from);
    if (words <= FEW_WORDS) {
      const typeOf = this.store.entityOf.type;
      for (let k = 0; k < words; k++) {
        const word = this.fewWords[k] as number;
        let v = base[word] as number;
        while (v !== 0) {
          const low = v & -v;
          const id = typeOf[(word << 5) + 31 - Math.clz32(low)] as number;
          if (asked.has(id)) found.add(id);
          v ^= low;
        }
      }
      return found;
    }
    for (const id of asked)
      if (
        this.store.slotsBy.type.has(id) &&
        intersects(base, this.bits.entityBits('type', id), n, from)
      )
        found.add(id);
    return found;
  }

  /**
   * The spec facets of `base` (the products the list or search narrowed to, before spec filters)
   * under the filtering `filtered` made of it.
   */
  facets(base: Bits, filtered: Filtered, type?: number): SpecFacet[] {
    const { from, to: n } = this.bits;
    const { attributes: known } = this.store.spec;
    const attributes = facetAttributes(known.values(), this.typesIn(base, known.values(), type));
    const { filters, parts } = filtered;
    // The result's non-zero words, listed once for the value counts of every attribute without a filter.
    let result: Counted | null = null;
    return attributes.map((attribute) => {
      const own = filters.findIndex((filter) => filter.id === attribute.id);
      let others = filtered.result;
      let count = filtered.total;
      if (own >= 0) {
        others = this.bits.take();
        count = andAllInto(
          others,
          base,
          parts.filter((_, i) => i !== own),
          n,
          from,
        );
      }
      const head = { id: attribute.id, name: attribute.name, unit: attribute.unit };
      if (attribute.kind === 'number' || attribute.kind === 'range') {
        // The result's non-zero words, listed once, spare each few-match extent a whole pass.
        const words =
          own >= 0 || count === 0 ? null : (result ??= this.bits.sparse(filtered.result));
        return {
          ...head,
          kind: attribute.kind,
          ...this.store.spec.extent(attribute.id, attribute.kind, others, count, n, from, words),
        };
      }
      const chosen = own >= 0 ? (filters[own] as { values: (string | boolean)[] }).values : [];
      const candidates: (string | boolean)[] =
        attribute.kind === 'boolean' ? [true, false] : [...attribute.options];
      const values: { value: string | boolean; count: number }[] = [];
      const counting =
        count === 0
          ? null
          : own >= 0
            ? this.bits.sparse(others)
            : (result ??= this.bits.sparse(filtered.result));
      for (const value of candidates) {
        const key = valueKey(attribute.id, value);
        const held = counting !== null && this.store.spec.postings.has(key);
        const counted = held ? this.bits.countAnd(counting, this.bits.valueBits(key)) : 0;
        if (counted > 0 || chosen.includes(value)) values.push({ value, count: counted });
      }
      return { ...head, kind: attribute.kind as 'choice' | 'boolean', values };
    });
  }
}
