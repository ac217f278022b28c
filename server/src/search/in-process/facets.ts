// Facets of a search (matches per category and brand) and the categories and brands a suggestion
// names. Counts come from an AND-popcount per entity (over the matches' non-zero words when they
// are few), or one pass over the matches when there are many entities.
import type { Bits } from './bitset.ts';
import { byName } from '../documents.ts';
import type { Facets, FacetCount } from '../product-search.ts';
import type { Unit } from '../query-plan.ts';
import type { BitStore, Counted } from './bit-store.ts';
import type { DocStore } from './doc-store.ts';

export function countFacets(
  store: DocStore,
  bits: BitStore,
  matched: Bits,
  total: number,
): Omit<Facets, 'spec'> {
  const counted = bits.sparse(matched);
  // An AND-popcount per entity reads the matches' non-zero words (all n when many); one pass over
  // the matches visits `total` slots, each costing about what a few words do.
  const words = counted.at ? counted.count : counted.to - counted.from;
  const list = (kind: 'category' | 'brand'): FacetCount[] => {
    const ids = [...store.slotsBy[kind].keys()];
    const counts =
      ids.length * words <= total * 4
        ? ids.map((id) => bits.countAnd(counted, bits.entityBits(kind, id)))
        : countBySlot(counted, store.entityOf[kind], ids);
    const out: FacetCount[] = [];
    ids.forEach((id, i) => {
      const count = counts[i] as number;
      if (count > 0) out.push({ id, name: store.entityName(kind, id), count });
    });
    return out.sort((a, b) => b.count - a.count || byName(a.name, b.name));
  };
  return { category: list('category'), brand: list('brand') };
}

/** Members of a set per entity (`of[slot]` its id), in the order of `ids`: one pass over the set's words. */
export function countBySlot(counted: Counted, of: Int32Array, ids: number[]): number[] {
  const index = new Map<number, number>();
  ids.forEach((id, i) => index.set(id, i));
  // Ids are small in practice: counted in an array by id, by position when one is too large.
  const top = Math.max(0, ...ids);
  const byId = top < 1 << 16 ? new Int32Array(top + 1) : null;
  const byPosition = new Array<number>(ids.length).fill(0);
  const { bits, at } = counted;
  const end = at ? counted.count : counted.to;
  for (let k = at ? 0 : counted.from; k < end; k++) {
    const word = at ? (at[k] as number) : k;
    let v = bits[word] as number;
    while (v !== 0) {
      const low = v & -v;
      const id = of[(word << 5) + 31 - Math.clz32(low)] as number;
      if (byId && id <= top) byId[id] = (byId[id] as number) + 1;
      else {
        const i = index.get(id);
        if (i !== undefined) byPosition[i] = (byPosition[i] as number) + 1;
      }
      v ^= low;
    }
  }
  return byId ? ids.map((id) => byId[id] as number) : byPosition;
}

/** Active categories or brands whose name matches every unit of the query, by name. */
export function matchingEntities(
  store: DocStore,
  kind: 'category' | 'brand',
  units: Unit[],
  limit: number,
): { id: number; name: string }[] {
  if (units.length === 0) return [];
  const matches = (keys: Set<string>) =>
    units.every((unit) =>
      unit.some((alternative) =>
        alternative.every((slot) =>
          [...keys].some((key) => slot.whole.has(key) || slot.prefix.has(key)),
        ),
      ),
    );
  return [...store.entities[kind].values()]
    .filter((entity) => entity.isActive && matches(entity.keys))
    .sort((a, b) => byName(a.name, b.name))
    .slice(0, limit)
    .map(({ id, name }) => ({ id, name }));
}

/** Facets kept per query until the next change (cleared when full): pages of one list share them. */
export class KeptFacets {
  private readonly kept = new Map<string, Facets>();
  private readonly limit: number;

  constructor(limit = 1000) {
    this.limit = limit;
  }

  get(key: string, compute: () => Facets): Facets {
    let facets = this.kept.get(key);
    if (!facets) {
      facets = compute();
      if (this.kept.size >= this.limit) this.kept.clear();
      this.kept.set(key, facets);
    }
    return facets;
  }

  clear(): void {
    this.kept.clear();
  }
}
