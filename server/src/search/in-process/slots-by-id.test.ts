// Product id → slot against a Map (what it replaced): dense ids in the array, far ones (and ones
// that are no array index) in the Map, the same answers through sets, moves and deletes.
import { describe, expect, it } from 'vitest';
import { SlotsById } from './slots-by-id.ts';

describe('SlotsById', () => {
  it('answers as a Map, for dense ids and far ones', () => {
    const slots = new SlotsById();
    const model = new Map<number, number>();
    const ids = [1, 2, 3, 70_000, 2_000_000_000, 0, 500, 65_535, 65_536, -4, 1.5];
    let slot = 0;
    const check = () => {
      expect(slots.size).toBe(model.size);
      for (const id of [...ids, 7, 99_999_999]) expect(slots.get(id)).toBe(model.get(id));
    };
    for (const id of ids) {
      slots.set(id, slot);
      model.set(id, slot++);
    }
    check();
    // A product changed: a new slot for the same id.
    for (const id of [2, 2_000_000_000, 65_536]) {
      slots.set(id, slot);
      model.set(id, slot++);
    }
    check();
    for (const id of [3, 70_000, -4, 12345]) {
      slots.delete(id);
      model.delete(id);
    }
    check();
    // Many products: the array grows past the ids that went to the Map first.
    for (let id = 1000; id < 300_000; id += 3) {
      slots.set(id, slot);
      model.set(id, slot++);
    }
    slots.set(70_000, slot);
    model.set(70_000, slot++);
    check();
    for (const id of [1003, 299_998, 70_000]) expect(slots.get(id)).toBe(model.get(id));
    slots.clear();
    expect(slots.size).toBe(0);
    expect(slots.get(1)).toBeUndefined();
  });
});
