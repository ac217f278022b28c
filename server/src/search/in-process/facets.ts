// Facets of a search (matches per category and brand) and the categories and brands a suggestion
// names. Counts come from an AND-popcount per entity (over the matches' non-zero words when they
// are few), or one pass over the matches when there are many entities.
import { forEachSlot, type Bits } from './bitset.ts';
import { byName } from '../documents.ts';
import type { Facets, FacetCount } from '../product-search.ts';
import type { Unit } from '../query-plan.ts';
import type { BitStore } from './bit-store.ts';
import type { DocStore } from './doc-store.ts';

export function countFacets(
  store: DocStore,
  bits: BitStore,
  matched: Bits,
  total: number,
): Omit<Facets, 'spec'> {
  const n = bits.n;
  const counted = bits.sparse(matched);
  // An AND-popcount per entity reads the matches' non-zero words (all n when many); one pass over the matches costs `total` visits.
  const words = counted.at ? counted.count : n;
  const list = (kind: 'category' | 'brand'): FacetCount[] => {
    const ids = [...store.slotsBy[kind].keys()];
    const counts = new Map<number, number>();
    if (ids.length * words <= total * 2) {
      for (const id of ids) counts.set(id, bits.countAnd(counted, bits.entityBits(kind, id)));
    } else {
      const of = store.entityOf[kind];
      forEachSlot(matched, n, (slot) => {
        const id = of[slot] as number;
        counts.set(id, (counts.get(id) ?? 0) + 1);
      });
    }
    const out: FacetCount[] = [];
    for (const [id, count] of counts)
      if (count > 0) out.push({ id, name: store.entityName(kind, id), count });
    return out.sort((a, b) => b.count - a.count || byName(a.name, b.name));
  };
  return { category: list('category'), brand: list('brand') };
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
