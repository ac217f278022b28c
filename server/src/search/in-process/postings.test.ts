// Packed posting lists against a Map of arrays (what they replaced): the same slots per key, in
// the same order, and the same keys in the same order, through appends past many repacks, reads
// between them, and renumbering as the store compacts.
import { describe, expect, it } from 'vitest';
import { Postings } from './postings.ts';

function random(seed: number) {
  let state = seed;
  return () => (state = (Math.imul(state, 1103515245) + 12345) >>> 0) / 2 ** 32;
}

function expectSame(postings: Postings<string>, model: Map<string, number[]>) {
  expect([...postings.keys()]).toEqual([...model.keys()]);
  expect(postings.size).toBe(model.size);
  for (const [key, slots] of model) {
    expect([...(postings.get(key) ?? [])]).toEqual(slots);
    expect(postings.count(key)).toBe(slots.length);
    expect(postings.first(key)).toBe(slots[0]);
    expect(postings.last(key)).toBe(slots[slots.length - 1]);
  }
  expect(postings.get('never')).toBeUndefined();
  expect(postings.has('never')).toBe(false);
}

describe('Postings', () => {
  it('holds what a Map of arrays holds, through appends, repacks and compactions', () => {
    const next = random(7);
    const postings = new Postings<string>();
    const model = new Map<string, number[]>();
    let slot = 0;
    for (let round = 0; round < 3; round++) {
      // Enough postings to repack several times (the first repack comes at 4,096 appended).
      for (let i = 0; i < 6000; i++, slot++) {
        const words = 1 + Math.floor(next() * 4);
        for (let w = 0; w < words; w++) {
          // Frequent keys and rare ones; a key repeated within a slot is kept once.
          const key =
            next() < 0.5 ? `k${Math.floor(next() * 20)}` : `r${Math.floor(next() * 2000)}`;
          const list = model.get(key);
          const added = postings.add(key, slot);
          if (list && list[list.length - 1] === slot) expect(added).toBe(false);
          else {
            expect(added).toBe(true);
            if (list) list.push(slot);
            else model.set(key, [slot]);
          }
        }
        if (i % 3000 === 0) expectSame(postings, model);
      }
      expectSame(postings, model);
      if (round % 2 === 1) postings.pack();
      // A compaction drops about a third of the slots.
      const renumber = new Int32Array(slot).fill(-1);
      let live = 0;
      for (let old = 0; old < slot; old++) if (next() > 0.33) renumber[old] = live++;
      postings.remap(renumber);
      for (const [key, slots] of model) {
        const kept = slots.map((old) => renumber[old] as number).filter((to) => to >= 0);
        if (kept.length) model.set(key, kept);
        else model.delete(key);
      }
      slot = live;
      expectSame(postings, model);
    }
    // A long random walk (4.1 s beside the whole suite in CI, near the unit project's 5 s).
  }, 30_000);
});
