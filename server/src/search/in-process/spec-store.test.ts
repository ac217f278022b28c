// The spec store's number and range filters and extents (prefix sets at cuts, the slots between a
// cut and a bound tested one by one) against the plain rules of src/lib/spec/specFilters.ts, slot by
// slot, on catalogues of few values (a cut at every change) and of many (evenly spaced cuts).
import { describe, expect, it } from 'vitest';
import { numberPasses, rangePasses } from '#domain/spec/specFilters.ts';
import { forEachSlot, makeBits, popcount, setBit, wordsFor, type Bits } from './bitset.ts';
import { SpecStore } from './spec-store.ts';

const SLOTS = 6000;
const NUMBER = 1;
const RANGE = 2;

/** A seeded generator (mulberry32), so every run sees the same values. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

interface Catalogue {
  store: SpecStore;
  numbers: (number | undefined)[];
  ranges: ({ min: number; max: number } | undefined)[];
}

/** `slots` products; a fifth hold no number, a fifth no range; values drawn from `distinct` steps. */
function catalogue(slots: number, distinct: number, seed: number): Catalogue {
  const next = random(seed);
  const store = new SpecStore();
  store.ensureCapacity(slots);
  const numbers: Catalogue['numbers'] = [];
  const ranges: Catalogue['ranges'] = [];
  const value = () => Math.floor(next() * distinct) * 2.5;
  for (let slot = 0; slot < slots; slot++) {
    const number = next() < 0.8 ? value() : undefined;
    const low = value();
    const range = next() < 0.8 ? { min: low, max: low + Math.floor(next() * 4) * 2.5 } : undefined;
    numbers.push(number);
    ranges.push(range);
    const specs = [
      ...(number === undefined ? [] : [{ id: NUMBER, value: number }]),
      ...(range === undefined ? [] : [{ id: RANGE, value: range }]),
    ];
    store.add(slot, specs, () => undefined);
  }
  return { store, numbers, ranges };
}

const slotsOf = (bits: Bits, n: number) => {
  const out: number[] = [];
  forEachSlot(bits, n, (slot) => out.push(slot));
  return out;
};

/** Random bounds within and around the values: one side, both, equal, outside. */
function bounds(next: () => number, distinct: number): [number | null, number | null][] {
  const out: [number | null, number | null][] = [];
  const at = () => (Math.floor(next() * (distinct + 4)) - 2) * 2.5 + (next() < 0.2 ? 1 : 0);
  for (let i = 0; i < 60; i++) {
    const a = at();
    const b = at();
    const shape = i % 4;
    out.push(
      shape === 0
        ? [a, null]
        : shape === 1
          ? [null, a]
          : shape === 2
            ? [a, a]
            : [Math.min(a, b), Math.max(a, b)],
    );
  }
  return out;
}

describe('SpecStore number and range filters (prefix sets at cuts)', () => {
  for (const distinct of [12, 40, 900]) {
    it(`pass exactly the slots the plain rules pass, with ${distinct} distinct values`, () => {
      const { store, numbers, ranges } = catalogue(SLOTS, distinct, distinct);
      const n = wordsFor(SLOTS);
      const bits = makeBits(SLOTS).fill(0xffffffff);
      for (const [min, max] of bounds(random(distinct + 1), distinct)) {
        store.boundBits(NUMBER, 'number', min, max, bits, n);
        const numberWanted = numbers.flatMap((value, slot) =>
          value !== undefined && numberPasses(value, min, max) ? [slot] : [],
        );
        expect(slotsOf(bits, n), `number ${min}..${max}`).toEqual(numberWanted);
        store.boundBits(RANGE, 'range', min, max, bits, n);
        const rangeWanted = ranges.flatMap((value, slot) =>
          value !== undefined && rangePasses(value.min, value.max, min, max) ? [slot] : [],
        );
        expect(slotsOf(bits, n), `range ${min}..${max}`).toEqual(rangeWanted);
      }
    });
  }

  it('test each slot of a small `within` and answer the same slots of it', () => {
    const { store, numbers } = catalogue(SLOTS, 40, 7);
    const n = wordsFor(SLOTS);
    const next = random(8);
    const within = makeBits(SLOTS);
    for (let slot = 0; slot < SLOTS; slot += 97) setBit(within, slot);
    const count = popcount(within, n);
    expect(count * 2).toBeLessThan(n);
    const bits = makeBits(SLOTS);
    for (const [min, max] of bounds(next, 40)) {
      store.boundBits(NUMBER, 'number', min, max, bits, n, { bits: within, count });
      const wanted = numbers.flatMap((value, slot) =>
        slot % 97 === 0 && value !== undefined && numberPasses(value, min, max) ? [slot] : [],
      );
      expect(slotsOf(bits, n)).toEqual(wanted);
    }
  });

  it('follow new slots: the orders and their prefix sets are built again', () => {
    const { store } = catalogue(SLOTS, 40, 9);
    const n = wordsFor(SLOTS);
    const bits = makeBits(SLOTS);
    store.boundBits(NUMBER, 'number', 1000, null, bits, n);
    expect(slotsOf(bits, n)).toEqual([]);
    store.add(SLOTS - 1, [{ id: NUMBER, value: 1234 }], () => undefined);
    store.boundBits(NUMBER, 'number', 1000, null, bits, n);
    expect(slotsOf(bits, n)).toEqual([SLOTS - 1]);
  });
});

describe('SpecStore extent', () => {
  for (const distinct of [12, 40, 900])
    it(`is the lowest low end and the highest high end within, sparse or dense, with ${distinct} distinct values`, () => {
      const { store, numbers, ranges } = catalogue(SLOTS, distinct, 11 + distinct);
      const n = wordsFor(SLOTS);
      const next = random(12);
      const middle = (distinct / 2) * 2.5;
      for (const density of [0.0005, 0.01, 0.2, 0.9]) {
        for (let round = 0; round < 10; round++) {
          const within = makeBits(SLOTS);
          // Related to the values now and then: only slots whose values lie high.
          const related = round % 2 === 1;
          for (let slot = 0; slot < SLOTS; slot++)
            if (
              next() < density &&
              (!related || ((ranges[slot]?.min ?? 0) > middle && (numbers[slot] ?? 0) > middle))
            )
              setBit(within, slot);
          const count = popcount(within, n);
          const members = slotsOf(within, n);
          const held = members.flatMap((slot) => ranges[slot] ?? []);
          expect(store.extent(RANGE, 'range', within, count, n)).toEqual(
            held.length
              ? {
                  min: Math.min(...held.map((value) => value.min)),
                  max: Math.max(...held.map((value) => value.max)),
                }
              : { min: null, max: null },
          );
          const values = members.flatMap((slot) => numbers[slot] ?? []);
          expect(store.extent(NUMBER, 'number', within, count, n)).toEqual(
            values.length
              ? { min: Math.min(...values), max: Math.max(...values) }
              : { min: null, max: null },
          );
        }
      }
    });
});
