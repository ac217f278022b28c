// Dead slots renumbered away (DocStore.compactIfNeeded) change nothing a visitor sees: an index
// whose products were changed and removed until it compacted answers every search, list, sort,
// facet and spec filter as an index built from the final products at once.
import { describe, expect, it } from 'vitest';
import type { SearchDoc } from '../documents.ts';
import type { ListRequest, SearchRequest } from '../product-search.ts';
import { SearchIndex } from './search-index.ts';
import { addBoreAndPort, BORE, PORT } from './spec-attributes.fixture.ts';

const PRODUCTS = 3000;
const NOUNS = ['silinder', 'katup', 'selang', 'regulator'];

function product(id: number, version: number): SearchDoc {
  const noun = NOUNS[(id + version) % NOUNS.length] as string;
  return {
    id,
    // Some names shared by several products (the exact-name rank first, then the longer names).
    name: id % 7 === 0 ? `${noun} kompak` : `${noun} ${id % 7 === 1 ? 'kompak ' : ''}SC-${id}`,
    harga: 1000 + ((id * 37 + version) % 500),
    hargaAkhir: id % 3 ? null : 900,
    urutan: id % 5 ? null : id % 11,
    isBestSeller: id % 4 === 0,
    isActive: id % 13 !== 0,
    createdAt: Date.UTC(2026, 0, 1) + ((id * 7919) % 1000) * 60_000,
    brandId: 1 + (id % 2),
    categoryId: 1 + (id % 3),
    typeId: 1 + (id % 2),
    cover: id % 9 ? null : { id, path: `/files/${id}.webp` },
    description: `${noun} untuk udara ${version % 2 ? 'panas' : 'dingin'}`,
    specs: [
      { id: BORE, value: 10 * ((id + version) % 6) },
      { id: PORT, value: [(id + version) % 3 ? 'G1/8' : 'G1/4'] },
    ],
    equivalents:
      id % 6 ? [] : [{ brand: 'SMC', code: `CDQ2B${id}-25`, normalised: `cdq2b${id}25` }],
  };
}

function emptyIndex(): SearchIndex {
  const index = new SearchIndex(new Map());
  for (const id of [1, 2]) {
    index.setEntity('brand', { id, name: `Merek ${id}`, isActive: true }, id);
    index.setEntity('type', { id, name: `Tipe ${id}`, isActive: true }, id);
  }
  for (const id of [1, 2, 3])
    index.setEntity('category', { id, name: `Kategori ${id}`, isActive: id !== 3 }, id);
  addBoreAndPort(index, ['G1/8', 'G1/4']);
  return index;
}

/** What visitors see of an index: searches, lists, sorts, facets, spec filters, suggestions. */
function answers(index: SearchIndex): unknown[] {
  const out: unknown[] = [];
  const searches: SearchRequest[] = [];
  for (const text of [
    'silinder',
    'katup kompak',
    'sel',
    'SC-42',
    'udara panas',
    'cdq2b60',
    'kompak',
  ])
    for (const offset of [0, 10])
      searches.push(
        { text, offset, size: 10 },
        { text, offset, size: 10, type: 1, sortBy: 'harga' },
      );
  for (const request of searches) {
    const { docs, total, facets } = index.search(request);
    out.push([docs, total, facets]);
  }
  const lists: ListRequest[] = [
    { offset: 0, size: 20 },
    { offset: 500, size: 20 },
    { offset: 0, size: 20, type: 2 },
    { offset: 0, size: 20, category: 1, sortBy: 'name', orderBy: 'asc' },
    { offset: 0, size: 20, brand: 2, sortBy: 'created_at', orderBy: 'desc' },
    { offset: 0, size: 20, type: 1, spec: [{ id: BORE, min: 20, max: 40 }] },
    { offset: 0, size: 20, type: 2, spec: [{ id: PORT, values: ['G1/4'] }] },
  ];
  for (const request of lists) {
    const { docs, total, facets } = index.list(request);
    out.push([docs, total, facets]);
  }
  out.push(index.suggest('cdq2b', 6), index.suggest('silinder kom', 6), index.size);
  return out;
}

describe('compaction', () => {
  it('answers as an index built from the final products', () => {
    const changed = emptyIndex();
    for (let id = 1; id <= PRODUCTS; id++) changed.put(product(id, 0));
    // Every other product changed (a new slot each, the old one dead), a tenth removed.
    for (let id = 2; id <= PRODUCTS; id += 2) changed.put(product(id, 1));
    for (let id = 5; id <= PRODUCTS; id += 10) changed.remove(id);
    const before = answers(changed);
    changed.compactIfNeeded();
    const fresh = emptyIndex();
    for (let id = 1; id <= PRODUCTS; id++)
      if (id % 10 !== 5) fresh.put(product(id, id % 2 ? 0 : 1));
    fresh.prepare();
    expect(answers(changed)).toEqual(before);
    expect(answers(changed)).toEqual(answers(fresh));
    // A product changed after the compaction lands past the others and is found.
    changed.put(product(4, 2));
    expect(changed.search({ text: 'SC-4', offset: 0, size: 5 }).docs[0]?.id).toBe(4);
  });
});
