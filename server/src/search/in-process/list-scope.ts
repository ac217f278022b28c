// The products a public list starts from, narrowed to the words its products can occupy: the
// loader gives a type's products adjacent slots (loader.ts), so a list of one type touches only
// those words of every bit set it combines (spec filters and facets: spec-filtering.ts).
import { andInto, type Bits } from './bitset.ts';
import type { SearchFilter } from '../product-search.ts';
import type { BitStore } from './bit-store.ts';
import type { DocStore } from './doc-store.ts';

/**
 * The visible products of the list's type, category and brand, with the search narrowed (BitStore
 * `narrow`) to the words between the first and the last slot of each of them (a product added
 * later, past the others, widens its entity's span to reach it). Empty outside those words.
 * `whole` makes the scope when nothing narrows it.
 */
export function listScope(
  store: DocStore,
  bits: BitStore,
  filter: SearchFilter,
  whole: () => Bits,
): Bits {
  const n = bits.n;
  let from = 0;
  let to = n;
  for (const kind of ['type', 'category', 'brand'] as const) {
    const id = filter[kind];
    if (!id) continue;
    const first = store.slotsBy[kind].first(id);
    const last = store.slotsBy[kind].last(id);
    if (first === undefined || last === undefined) return bits.zero();
    from = Math.max(from, first >>> 5);
    to = Math.min(to, (last >>> 5) + 1);
  }
  if (from === 0 && to === n) return whole();
  to = Math.max(from, to);
  bits.narrow(from, to);
  const scope = bits.zero();
  if (from === to) return scope;
  scope.set(bits.visibleBits().subarray(from, to), from);
  if (filter.category) andInto(scope, bits.entityBits('category', filter.category), to, from);
  if (filter.brand) andInto(scope, bits.entityBits('brand', filter.brand), to, from);
  if (filter.type) andInto(scope, bits.entityBits('type', filter.type), to, from);
  return scope;
}
