// Category and brand counts by one pass over a set's words (countBySlot), sparse or dense, with
// small ids (counted in an array by id) and a large one (counted by position), against a plain count.
import { describe, expect, it } from 'vitest';
import { makeBits, nonZeroWords, setBit, wordsFor } from './bitset.ts';
import { countBySlot } from './facets.ts';

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
