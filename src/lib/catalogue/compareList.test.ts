import { describe, expect, it } from 'vitest';
import {
  addCompared,
  COMPARE_LIMIT_MESSAGE,
  parseCompareList,
  readCompareIds,
  removeCompared,
} from './compareList.ts';
import type { ComparedProduct } from './compareList.ts';

const product = (id: number): ComparedProduct => ({ id, name: `Produk ${id}`, image: null });

describe('compare list', () => {
  it('keeps the exact limit text of DECISIONS', () => {
    expect(COMPARE_LIMIT_MESSAGE).toBe('Maksimal 4 produk untuk dibandingkan');
  });

  it('adds up to four products and refuses a fifth, leaving the list as it was', () => {
    let list = [product(1), product(2), product(3)];
    const fourth = addCompared(list, product(4));
    expect(fourth).toEqual({ list: [...list, product(4)], isRefused: false });
    list = fourth.list;
    const fifth = addCompared(list, product(5));
    expect(fifth.isRefused).toBe(true);
    expect(fifth.list.map((entry) => entry.id)).toEqual([1, 2, 3, 4]);
  });

  it('adds a product once; adding it again is not a refusal even when full', () => {
    const full = [product(1), product(2), product(3), product(4)];
    expect(addCompared(full, product(2))).toEqual({ list: full, isRefused: false });
  });

  it('removes a product', () => {
    expect(removeCompared([product(1), product(2)], 1)).toEqual([product(2)]);
  });

  it('reads what it stored and nothing it cannot trust', () => {
    expect(parseCompareList(JSON.stringify([product(1), product(2)]))).toEqual([
      product(1),
      product(2),
    ]);
    expect(parseCompareList(null)).toEqual([]);
    expect(parseCompareList('{not json')).toEqual([]);
    expect(parseCompareList('{"id":1}')).toEqual([]);
    // Bad entries skipped, duplicates once, never more than four.
    const raw = JSON.stringify([
      product(1),
      { id: -1, name: 'x', image: null },
      { id: 2, name: 3, image: null },
      product(1),
      product(3),
      product(4),
      product(5),
      product(6),
    ]);
    expect(parseCompareList(raw).map((entry) => entry.id)).toEqual([1, 3, 4, 5]);
  });

  it('reads the ids of /bandingkan?id=: whole positive ids, each once, four at most', () => {
    expect(readCompareIds('1,2,3')).toEqual([1, 2, 3]);
    expect(readCompareIds(' 3 ,x,0,-2,3,1.5,7')).toEqual([3, 7]);
    expect(readCompareIds('1,2,3,4,5')).toEqual([1, 2, 3, 4]);
    expect(readCompareIds(null)).toEqual([]);
    expect(readCompareIds('')).toEqual([]);
  });
});
