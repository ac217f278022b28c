// The two filter attributes the in-process index's tests give their catalogues (compaction,
// list-scope, spec-facet-types): a number (Bore) and a choice (Port), by default used by types 1
// and 2; and the plain product those catalogues are made of. Tests only.
import type { SearchDoc } from '../documents.ts';
import type { SearchIndex } from './search-index.ts';

export const BORE = 10;
export const PORT = 11;

/**
 * Gives `index` the attributes Bore (a number) and Port (a choice of `portOptions`), each for the
 * types given (both for types 1 and 2 by default).
 */
export function addBoreAndPort(
  index: SearchIndex,
  portOptions: string[],
  typeIds: { bore: number[]; port: number[] } = { bore: [1, 2], port: [1, 2] },
): void {
  const attribute = { isFilter: true, isActive: true, unit: null, urutan: null };
  index.setAttribute(BORE, {
    ...attribute,
    id: BORE,
    name: 'Bore',
    kind: 'number',
    options: [],
    typeIds: typeIds.bore,
  });
  index.setAttribute(PORT, {
    ...attribute,
    id: PORT,
    name: 'Port',
    kind: 'choice',
    options: portOptions,
    typeIds: typeIds.port,
  });
}

/**
 * A public product of brand 1 and category 1 priced by its id, with what the test names: no cut
 * price, order, best-seller mark, picture, description or equivalents unless given.
 */
export function plainDoc(
  doc: Pick<SearchDoc, 'id' | 'name' | 'typeId' | 'specs'> & Partial<SearchDoc>,
): SearchDoc {
  return {
    harga: 1000 + doc.id,
    hargaAkhir: null,
    urutan: null,
    isBestSeller: false,
    isActive: true,
    createdAt: Date.UTC(2026, 0, 1) + doc.id * 60_000,
    brandId: 1,
    categoryId: 1,
    cover: null,
    description: '',
    equivalents: [],
    ...doc,
  };
}
