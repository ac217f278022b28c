// The kept unions of many words are bounded in bytes (UNION_CACHE_BYTES): distinct searches, each
// asking a union no other asks, fill the bound and no more; a union asked again stays.
import { describe, expect, it } from 'vitest';
import { BitStore } from './bit-store.ts';
import type { DocStore } from './doc-store.ts';
import type { Slot } from '../query-plan.ts';

/** A store of 100,000 slots whose `name` words a<i> and b<i> are each carried by one product. */
function storeOf(words: number): DocStore {
  const name = new Map<string, Int32Array>();
  for (let i = 0; i < words; i++) {
    name.set(`a${i}`, Int32Array.of(i));
    name.set(`b${i}`, Int32Array.of(i + 1));
  }
  return { capacity: 100_000, length: 100_000, postings: { name } } as unknown as DocStore;
}

const twoWords = (i: number): Slot => ({
  id: `w${i}`,
  whole: new Set([`a${i}`, `b${i}`]),
  prefix: new Set(),
});

describe('BitStore kept unions', () => {
  it('keep at most 16 MB however many distinct unions are asked, and keep the one asked again', () => {
    const bits = new BitStore(storeOf(2_000));
    const setBytes = bits.newBits().byteLength;
    const hot = bits.run(() => bits.union('name', twoWords(0), false));
    for (let i = 1; i < 2_000; i++) {
      bits.run(() => bits.union('name', twoWords(i), false));
      // The first union is asked again now and then (a frequent prefix): it stays kept.
      if (i % 500 === 0) expect(bits.run(() => bits.union('name', twoWords(0), false))).toBe(hot);
    }
    // 2,000 sets of 100,000 bits are ~24 MB: the bound keeps 16 MB of them.
    expect(bits.keptUnionBytes).toBeGreaterThan(16 * 1024 * 1024 - setBytes);
    expect(bits.keptUnionBytes).toBeLessThanOrEqual(16 * 1024 * 1024);
    expect(bits.run(() => bits.union('name', twoWords(0), false))).toBe(hot);
  });
});
