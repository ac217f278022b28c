// The two filter attributes the in-process index's tests give their catalogues (compaction,
// list-scope): a number (Bore) and a choice (Port), used by types 1 and 2. Tests only.
import type { SearchIndex } from './search-index.ts';

export const BORE = 10;
export const PORT = 11;

/** Gives `index` the attributes Bore (a number) and Port (a choice of `portOptions`). */
export function addBoreAndPort(index: SearchIndex, portOptions: string[]): void {
  const attribute = { isFilter: true, isActive: true, unit: null, urutan: null, typeIds: [1, 2] };
  index.setAttribute(BORE, { ...attribute, id: BORE, name: 'Bore', kind: 'number', options: [] });
  index.setAttribute(PORT, {
    ...attribute,
    id: PORT,
    name: 'Port',
    kind: 'choice',
    options: portOptions,
  });
}
