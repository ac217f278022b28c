// The two filter attributes the in-process index's tests give their catalogues (compaction,
// list-scope, spec-facet-types): a number (Bore) and a choice (Port), by default used by types 1
// and 2. Tests only.
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
