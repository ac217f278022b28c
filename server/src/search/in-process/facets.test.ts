// Category and brand counts by one pass over a set's words (countBySlot), sparse or dense, with
// small ids (counted in an array by id) and a large one (counted by position), against a plain count;
// and which queries' facets are kept (KeptFacets: from their second ask).
import { describe, expect, it } from 'vitest';
import { makeBits, nonZeroWords, setBit, wordsFor } from './bitset.ts';
import type { Facets } from '../product-search.ts';
import { countBySlot, KeptFacets } from './facets.ts';

const SLOTS = 5000;

describe('countBySlot', () => {
  for (const [label, ids] of [
    ['small ids', [3, 7, 11, 12]],
    ['a large id', [3, 7, 11, 1_000_000]],
  ] as const)
    for (const density of [0.01, 0.7])
      it(`counts the members per entity (${label}, density ${density})`, () => {
        const n = wordsFor(SLOTS);
        const of = new Int32Array(SLOTS);
        const bits = makeBits(SLOTS);
        const wanted = ids.map(() => 0);
        let state = 17;
        const next = () => (state = (Math.imul(state, 1103515245) + 12345) >>> 0) / 2 ** 32;
        for (let slot = 0; slot < SLOTS; slot++) {
          const i = Math.floor(next() * ids.length);
          of[slot] = ids[i] as number;
          if (next() < density) {
            setBit(bits, slot);
            wanted[i] = (wanted[i] as number) + 1;
          }
        }
        const at = new Int32Array(n);
        const count = nonZeroWords(bits, n, at);
        expect(countBySlot({ bits, at, count, from: 0, to: n }, of, [...ids])).toEqual(wanted);
        expect(countBySlot({ bits, at: null, count: 0, from: 0, to: n }, of, [...ids])).toEqual(
          wanted,
        );
      });
});

describe('KeptFacets', () => {
  const facetsOf = (n: number): Facets => ({
    category: [{ id: n, name: `c${n}`, count: 1 }],
    brand: [],
    spec: [],
  });
  const counting = () => {
    const made = new Map<string, number>();
    const facets = new KeptFacets(1000, 64);
    const get = (key: string) =>
      facets.get(key, () => {
        made.set(key, (made.get(key) ?? 0) + 1);
        return facetsOf(made.size);
      });
    return { facets, made, get };
  };

  it('holds a query asked once among the last 64 only, so it is made again after them', () => {
    const { facets, made, get } = counting();
    const first = get('once');
    for (let i = 0; i < 64; i++) get(`other ${i}`);
    expect(facets.size).toBe(0);
    expect(get('once')).not.toBe(first);
    expect(made.get('once')).toBe(2);
  });

  it("keeps a query's facets from its second ask (a list's next page) until a change", () => {
    const { facets, made, get } = counting();
    const first = get('list 1');
    get('other');
    expect(get('list 1')).toBe(first);
    for (let i = 0; i < 500; i++) get(`other ${i}`);
    expect(get('list 1')).toBe(first);
    expect(made.get('list 1')).toBe(1);
    expect(facets.size).toBe(1);
    facets.clear();
    expect(get('list 1')).not.toBe(first);
    expect(made.get('list 1')).toBe(2);
  });
});
