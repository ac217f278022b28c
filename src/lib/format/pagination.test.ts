import { describe, expect, it } from 'vitest';
import {
  PAGE_BUTTONS,
  adminPageWindow,
  lastPageOf,
  publicPageWindow,
  rowNumber,
} from './pagination.ts';

describe('publicPageWindow', () => {
  it('shows 5 buttons by default (SPEC 4)', () => {
    expect(PAGE_BUTTONS).toBe(5);
    expect(publicPageWindow({ current: 1, lastPage: 10 })).toHaveLength(5);
  });

  it('starts at the page before the current one', () => {
    expect(publicPageWindow({ current: 2, lastPage: 10 })).toEqual([1, 2, 3, 4, 5]);
    expect(publicPageWindow({ current: 3, lastPage: 10 })).toEqual([2, 3, 4, 5, 6]);
    expect(publicPageWindow({ current: 4, lastPage: 10 })).toEqual([3, 4, 5, 6, 7]);
    expect(publicPageWindow({ current: 6, lastPage: 10 })).toEqual([5, 6, 7, 8, 9]);
  });

  it('starts at page 1 on the first page (no page 0)', () => {
    expect(publicPageWindow({ current: 1, lastPage: 10 })).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows the last 5 pages on the last page', () => {
    expect(publicPageWindow({ current: 10, lastPage: 10 })).toEqual([6, 7, 8, 9, 10]);
    expect(publicPageWindow({ current: 6, lastPage: 6 })).toEqual([2, 3, 4, 5, 6]);
  });

  it('keeps 5 buttons near the end instead of a short window', () => {
    expect(publicPageWindow({ current: 7, lastPage: 10 })).toEqual([6, 7, 8, 9, 10]);
    expect(publicPageWindow({ current: 8, lastPage: 10 })).toEqual([6, 7, 8, 9, 10]);
    expect(publicPageWindow({ current: 9, lastPage: 10 })).toEqual([6, 7, 8, 9, 10]);
  });

  it('always contains the current page', () => {
    for (let lastPage = 1; lastPage <= 20; lastPage += 1) {
      for (let current = 1; current <= lastPage; current += 1) {
        const pages = publicPageWindow({ current, lastPage });
        expect(pages).toContain(current);
        expect(pages).toHaveLength(Math.min(5, lastPage));
        expect(pages[0]).toBeGreaterThanOrEqual(1);
        expect(pages.at(-1)).toBeLessThanOrEqual(lastPage);
      }
    }
  });

  it('shows every page when there are 5 or fewer', () => {
    expect(publicPageWindow({ current: 1, lastPage: 1 })).toEqual([1]);
    expect(publicPageWindow({ current: 2, lastPage: 3 })).toEqual([1, 2, 3]);
    expect(publicPageWindow({ current: 3, lastPage: 3 })).toEqual([1, 2, 3]);
    expect(publicPageWindow({ current: 5, lastPage: 5 })).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows no buttons when there are no pages', () => {
    expect(publicPageWindow({ current: 1, lastPage: 0 })).toEqual([]);
    expect(publicPageWindow({ current: 3, lastPage: 0 })).toEqual([]);
    expect(publicPageWindow({ current: 1, lastPage: -2 })).toEqual([]);
  });

  it('clamps a current page outside [1, lastPage]', () => {
    expect(publicPageWindow({ current: 0, lastPage: 10 })).toEqual([1, 2, 3, 4, 5]);
    expect(publicPageWindow({ current: -4, lastPage: 10 })).toEqual([1, 2, 3, 4, 5]);
    expect(publicPageWindow({ current: 99, lastPage: 10 })).toEqual([6, 7, 8, 9, 10]);
  });

  it('survives NaN and fractional input from a URL', () => {
    expect(publicPageWindow({ current: Number.NaN, lastPage: 10 })).toEqual([1, 2, 3, 4, 5]);
    expect(publicPageWindow({ current: 4.9, lastPage: 10 })).toEqual([3, 4, 5, 6, 7]);
    expect(publicPageWindow({ current: 2, lastPage: 3.5 })).toEqual([1, 2, 3]);
    expect(publicPageWindow({ current: 1, lastPage: Number.NaN })).toEqual([]);
    expect(publicPageWindow({ current: 1, lastPage: Number.POSITIVE_INFINITY })).toEqual([]);
  });

  it('honours another size', () => {
    expect(publicPageWindow({ current: 4, lastPage: 10, size: 3 })).toEqual([3, 4, 5]);
    expect(publicPageWindow({ current: 10, lastPage: 10, size: 3 })).toEqual([8, 9, 10]);
    expect(publicPageWindow({ current: 1, lastPage: 10, size: 1 })).toEqual([1]);
    expect(publicPageWindow({ current: 5, lastPage: 10, size: 1 })).toEqual([4]);
    expect(publicPageWindow({ current: 5, lastPage: 10, size: 0 })).toEqual([]);
    expect(publicPageWindow({ current: 5, lastPage: 10, size: -3 })).toEqual([]);
  });

  it('works for a very large page count', () => {
    expect(publicPageWindow({ current: 500_000, lastPage: 1_000_000 })).toEqual([
      499_999, 500_000, 500_001, 500_002, 500_003,
    ]);
  });
});

describe('adminPageWindow', () => {
  it('centres the current page where possible', () => {
    expect(adminPageWindow({ current: 5, lastPage: 10 })).toEqual([3, 4, 5, 6, 7]);
    expect(adminPageWindow({ current: 3, lastPage: 10 })).toEqual([1, 2, 3, 4, 5]);
    expect(adminPageWindow({ current: 8, lastPage: 10 })).toEqual([6, 7, 8, 9, 10]);
  });

  it('sticks to the edges at the start and the end', () => {
    expect(adminPageWindow({ current: 1, lastPage: 10 })).toEqual([1, 2, 3, 4, 5]);
    expect(adminPageWindow({ current: 2, lastPage: 10 })).toEqual([1, 2, 3, 4, 5]);
    expect(adminPageWindow({ current: 9, lastPage: 10 })).toEqual([6, 7, 8, 9, 10]);
    expect(adminPageWindow({ current: 10, lastPage: 10 })).toEqual([6, 7, 8, 9, 10]);
  });

  it('always shows min(5, lastPage) buttons containing the current page', () => {
    for (let lastPage = 1; lastPage <= 20; lastPage += 1) {
      for (let current = 1; current <= lastPage; current += 1) {
        const pages = adminPageWindow({ current, lastPage });
        expect(pages).toContain(current);
        expect(pages).toHaveLength(Math.min(5, lastPage));
      }
    }
  });

  it('shows every page when there are few, none when there are none', () => {
    expect(adminPageWindow({ current: 2, lastPage: 2 })).toEqual([1, 2]);
    expect(adminPageWindow({ current: 1, lastPage: 0 })).toEqual([]);
  });

  it('clamps the current page and handles an even size', () => {
    expect(adminPageWindow({ current: 50, lastPage: 10 })).toEqual([6, 7, 8, 9, 10]);
    expect(adminPageWindow({ current: 5, lastPage: 10, size: 4 })).toEqual([3, 4, 5, 6]);
  });
});

describe('lastPageOf', () => {
  it('rounds up partial pages', () => {
    expect(lastPageOf(25, 12)).toBe(3);
    expect(lastPageOf(24, 12)).toBe(2);
    expect(lastPageOf(1, 10)).toBe(1);
  });

  it('is 0 when there are no rows or the input is unusable', () => {
    expect(lastPageOf(0, 12)).toBe(0);
    expect(lastPageOf(-5, 12)).toBe(0);
    expect(lastPageOf(10, 0)).toBe(0);
    expect(lastPageOf(Number.NaN, 10)).toBe(0);
    expect(lastPageOf(10, Number.POSITIVE_INFINITY)).toBe(0);
  });
});

describe('rowNumber', () => {
  it('continues row numbers across pages (page is 1-based, index 0-based)', () => {
    expect(rowNumber(1, 10, 0)).toBe(1);
    expect(rowNumber(1, 10, 9)).toBe(10);
    expect(rowNumber(2, 10, 0)).toBe(11);
    expect(rowNumber(3, 25, 4)).toBe(55);
    expect(rowNumber(100, 100, 99)).toBe(10_000);
  });
});
