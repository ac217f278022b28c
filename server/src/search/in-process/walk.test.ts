// A rank level walks a word's few products (ranking.ts, `walkedLevel`) instead of ANDing whole bit
// sets when one word holds few: the same products, in the same order, with the same totals and
// facets as the bit-set path, for part numbers typed whole or as a prefix, a word in a brand's
// name, a typo, a synonym, filters, spec filters and deeper pages, and for a product changed after
// the index was built (its postings then have an appended tail).
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SearchDoc } from '../documents.ts';
import type { SearchRequest } from '../product-search.ts';
import { Ranking } from './ranking.ts';
import { SearchIndex } from './search-index.ts';
import { addBoreAndPort, BORE, PORT } from './spec-attributes.fixture.ts';

const PRODUCTS = 3000;
const NOUNS = ['silinder', 'katup', 'selang', 'regulator'];
const TRAITS = ['kompak', 'mini', 'ganda'];

function product(id: number): SearchDoc {
  const noun = NOUNS[id % NOUNS.length] as string;
  const trait = TRAITS[Math.floor(id / 4) % TRAITS.length] as string;
  return {
    id,
    name: `${noun} ${trait} ${1000 + id}`,
    harga: 1000 + ((id * 37) % 500),
    hargaAkhir: id % 3 ? null : 900,
    urutan: id % 5 ? null : id % 11,
    isBestSeller: id % 4 === 0,
    isActive: id % 13 !== 0,
    createdAt: Date.UTC(2026, 0, 1) + ((id * 7919) % 1000) * 60_000,
    brandId: 1 + (id % 3),
    categoryId: 1 + (id % 2),
    typeId: 1 + (id % 2),
    cover: null,
    // A few descriptions carry the number of another product of the same noun: found by it, last.
    description: `${noun} untuk udara${id % 50 === 0 ? ` pengganti ${1000 + id + 4}` : ''}`,
    specs: [
      { id: BORE, value: 10 * (id % 6) },
      { id: PORT, value: [id % 3 ? 'G1/8' : 'G1/4'] },
    ],
    equivalents: [],
  };
}

function catalogue(): SearchIndex {
  const index = new SearchIndex(new Map());
  // Brand 4 has no products: its name's words find none.
  for (const id of [1, 2, 3, 4])
    index.setEntity(
      'brand',
      { id, name: id === 3 ? 'Merek 2042' : `Merek ${id}`, isActive: true },
      id,
    );
  for (const id of [1, 2]) {
    index.setEntity('type', { id, name: `Tipe ${id}`, isActive: true }, id);
    index.setEntity('category', { id, name: `Kategori ${id}`, isActive: true }, id);
  }
  addBoreAndPort(index, ['G1/8', 'G1/4']);
  index.setSynonyms([['regulator', 'pengatur']]);
  for (let id = 1; id <= PRODUCTS; id++) index.put(product(id));
  index.prepare();
  // Changed after the build: its postings get a tail appended since the last pack.
  index.put({ ...product(42), name: 'silinder kompak 1042 baru' });
  return index;
}

const QUERIES = [
  'silinder 1042',
  'silinder kompak 1042',
  '1042 silinder',
  'katup 204',
  'katup 2042',
  'silinder 2042',
  'merek 2042',
  'silinder merek 4',
  'regulator 1100',
  'pengatur 110',
  'silindre 1043',
  'selang 1999 mini',
  '1050',
  '105',
  'silinder 9999',
  'udara 1054',
  'selang 1154',
  'selang 1054',
  'silinder',
  'baru',
];

function requests(): SearchRequest[] {
  const out: SearchRequest[] = [];
  for (const text of QUERIES)
    for (const offset of [0, 1])
      out.push(
        { text, offset, size: 12 },
        { text, offset, size: 3, type: 1 },
        { text, offset, size: 12, spec: [{ id: PORT, values: ['G1/8'] }] },
        { text, offset, size: 12, spec: [{ id: BORE, min: 10, max: 30 }], facets: false },
      );
  return out;
}

const answers = (index: SearchIndex) =>
  requests().map((request) => {
    const { docs, total, facets } = index.search(request);
    return { request, ids: docs.map((doc) => doc.id), total, facets };
  });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a rank level walking a word with few products', () => {
  it('finds what the bit-set path finds, in the same order, with the same facets', () => {
    const index = catalogue();
    index.walkLimit = 0;
    const bitSets = answers(index);
    const matching = QUERIES.map((text) => [...index.matchingIds(text)].sort((a, b) => a - b));
    // Walked wherever a word holds any products (the limit lifted), then at the index's own limit.
    const walked = vi.spyOn(
      Ranking.prototype as unknown as { walkedLevel: () => unknown },
      'walkedLevel',
    );
    for (const limit of [Number.POSITIVE_INFINITY, null]) {
      walked.mockClear();
      // A fresh index: facets are kept per query, and would be the first path's.
      const walking = catalogue();
      walking.walkLimit = limit;
      expect(answers(walking)).toEqual(bitSets);
      expect(QUERIES.map((text) => [...walking.matchingIds(text)].sort((a, b) => a - b))).toEqual(
        matching,
      );
      expect(walked.mock.calls.length).toBeGreaterThan(100);
    }
    // The queries find something (the comparison is not of empty pages only).
    expect(bitSets.filter((answer) => answer.total > 0).length).toBeGreaterThan(60);
    const first = (text: string) => bitSets.find((answer) => answer.request.text === text)?.ids;
    expect(first('silinder 1042')?.[0]).toBe(42);
    // Named by its number first, then the product whose description names it.
    expect(first('selang 1154')).toEqual([154, 150]);
    // A few matches' number facet read from their words alone (spec-store.ts `extent`): Bore of 150 and 154.
    const bore = index
      .search({ text: 'selang 1154', offset: 0, size: 12 })
      .facets.spec.find((facet) => facet.id === BORE);
    expect(bore).toMatchObject({ min: 0, max: 40 });
  });
});
