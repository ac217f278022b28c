// A search's spec facets are those of the types its matches hold (spec-filtering.ts typesIn):
// read slot by slot when the matches are few (a part number finds one or two products), by a scan
// per type when they are many. Both ways must name the same types.
import { describe, expect, it } from 'vitest';
import type { SearchDoc } from '../documents.ts';
import { SearchIndex } from './search-index.ts';
import { addBoreAndPort, BORE, plainDoc, PORT } from './spec-attributes.fixture.ts';

/** Products per type, in adjacent slots: a type's matches span ~94 words of a bit set. */
const PER_TYPE = 3000;
const NOUN = ['', 'Silinder', 'Katup', 'Selang'];

function product(id: number, typeId: number): SearchDoc {
  // Product 7 of each type is also 'langka'.
  const rare = id % PER_TYPE === 7 ? ' langka' : '';
  return plainDoc({
    id,
    name: `${NOUN[typeId]} seri ${id}${rare}`,
    typeId,
    specs: typeId === 1 ? [{ id: BORE, value: 10 + (id % 5) }] : [],
  });
}

/** Type 1 has Bore, type 2 Port, type 3 no filter attribute. */
function catalogue(): SearchIndex {
  const index = new SearchIndex(new Map());
  index.setEntity('brand', { id: 1, name: 'Merek', isActive: true }, 1);
  index.setEntity('category', { id: 1, name: 'Kategori', isActive: true }, 1);
  for (const id of [1, 2, 3])
    index.setEntity('type', { id, name: `Tipe ${id}`, isActive: true }, id);
  addBoreAndPort(index, ['G1/8'], { bore: [1], port: [2] });
  for (const typeId of [1, 2, 3])
    for (let i = 1; i <= PER_TYPE; i++) index.put(product((typeId - 1) * PER_TYPE + i, typeId));
  return index;
}

const specFacetIds = (index: SearchIndex, text: string) => {
  const { total, facets } = index.search({ text, offset: 0, size: 12 });
  return { total, ids: facets.spec.map((facet) => facet.id).sort((a, b) => a - b) };
};

describe('spec facets of a search, by the types of its matches', () => {
  const index = catalogue();

  it('few matches: the types of those matches only', () => {
    expect(specFacetIds(index, 'silinder 17')).toMatchObject({ ids: [BORE] });
    expect(specFacetIds(index, `katup ${PER_TYPE + 17}`)).toEqual({ total: 1, ids: [PORT] });
    expect(specFacetIds(index, `selang ${2 * PER_TYPE + 17}`)).toEqual({ total: 1, ids: [] });
    expect(specFacetIds(index, 'langka')).toEqual({ total: 3, ids: [BORE, PORT] });
    expect(specFacetIds(index, 'katup langka')).toEqual({ total: 1, ids: [PORT] });
  });

  it('many matches: the same rule over a type’s whole span', () => {
    expect(specFacetIds(index, 'silinder')).toEqual({ total: PER_TYPE, ids: [BORE] });
    expect(specFacetIds(index, 'selang')).toEqual({ total: PER_TYPE, ids: [] });
    expect(specFacetIds(index, 'seri')).toEqual({ total: 3 * PER_TYPE, ids: [BORE, PORT] });
  });
});
