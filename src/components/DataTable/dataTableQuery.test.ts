import { describe, expect, it } from 'vitest';
import {
  DEFAULT_QUERY,
  PAGE_SIZES,
  SEARCH_DEBOUNCE_MS,
  ariaSortOf,
  initialQuery,
  pageQuery,
  paramsWithQuery,
  queryFromParams,
  pageSizeQuery,
  searchQuery,
  sortQuery,
} from './dataTableQuery.ts';

const onPage3 = initialQuery({ page: 3 });

describe('constants (SPEC 9)', () => {
  it('defaults to page 1, 10 rows, id descending, no search', () => {
    expect(DEFAULT_QUERY).toEqual({
      page: 1,
      length: 10,
      search: '',
      sortBy: 'id',
      orderBy: 'desc',
    });
  });
  it('offers 10, 25, 50 and 100 rows and waits 1000 ms for the search', () => {
    expect(PAGE_SIZES).toEqual([10, 25, 50, 100]);
    expect(SEARCH_DEBOUNCE_MS).toBe(1000);
  });
  it('lets a screen override part of the default', () => {
    expect(initialQuery({ length: 25 })).toEqual({ ...DEFAULT_QUERY, length: 25 });
  });
});

describe('sortQuery (SPEC 4)', () => {
  it('sorts a new column ascending and goes to page 1', () => {
    expect(sortQuery(onPage3, 'name')).toEqual({
      ...onPage3,
      sortBy: 'name',
      orderBy: 'asc',
      page: 1,
    });
  });
  it('cycles the same column asc → desc → asc, each time on page 1', () => {
    const asc = sortQuery(onPage3, 'name');
    const desc = sortQuery({ ...asc, page: 4 }, 'name');
    expect(desc).toMatchObject({ sortBy: 'name', orderBy: 'desc', page: 1 });
    const ascAgain = sortQuery({ ...desc, page: 2 }, 'name');
    expect(ascAgain).toMatchObject({ sortBy: 'name', orderBy: 'asc', page: 1 });
  });
  it('sorts the default id-descending column ascending on its first click', () => {
    expect(sortQuery(DEFAULT_QUERY, 'id')).toMatchObject({ sortBy: 'id', orderBy: 'asc' });
  });
  it('switching column starts ascending even when the old one was descending', () => {
    const desc = { ...DEFAULT_QUERY, sortBy: 'name', orderBy: 'desc' as const };
    expect(sortQuery(desc, 'is_active')).toMatchObject({ sortBy: 'is_active', orderBy: 'asc' });
  });
  it('ignores a click while loading: the very same object comes back', () => {
    expect(sortQuery(onPage3, 'name', true)).toBe(onPage3);
  });
});

describe('searchQuery', () => {
  it('applies the text and goes to page 1', () => {
    expect(searchQuery(onPage3, 'silinder')).toEqual({ ...onPage3, search: 'silinder', page: 1 });
  });
  it('changes nothing for the same text', () => {
    const searched = searchQuery(onPage3, 'a');
    expect(searchQuery({ ...searched }, 'a')).toEqual(searched);
    expect(searchQuery(onPage3, '')).toBe(onPage3);
  });
});

describe('pageSizeQuery', () => {
  it('applies a size of SPEC 9 and goes to page 1', () => {
    expect(pageSizeQuery(onPage3, 50)).toEqual({ ...onPage3, length: 50, page: 1 });
  });
  it('ignores the current size and sizes outside the list', () => {
    expect(pageSizeQuery(onPage3, 10)).toBe(onPage3);
    expect(pageSizeQuery(onPage3, 30)).toBe(onPage3);
    expect(pageSizeQuery(onPage3, 1000)).toBe(onPage3);
  });
});

describe('pageQuery', () => {
  it('moves to another page keeping everything else', () => {
    expect(pageQuery(DEFAULT_QUERY, 4)).toEqual({ ...DEFAULT_QUERY, page: 4 });
  });
  it('clamps to 1 and to the last page, and ignores NaN', () => {
    expect(pageQuery(onPage3, 0)).toMatchObject({ page: 1 });
    expect(pageQuery(onPage3, 9, 5)).toMatchObject({ page: 5 });
    expect(pageQuery(onPage3, Number.NaN)).toMatchObject({ page: 1 });
    expect(pageQuery(onPage3, 2.7)).toMatchObject({ page: 2 });
  });
  it('returns the same object for the current page', () => {
    expect(pageQuery(onPage3, 3)).toBe(onPage3);
    expect(pageQuery(onPage3, 3, 0)).toBe(onPage3);
  });
});

describe('ariaSortOf', () => {
  it('names the direction of the sorted column and none for the others', () => {
    const asc = sortQuery(DEFAULT_QUERY, 'name');
    expect(ariaSortOf(asc, 'name')).toBe('ascending');
    expect(ariaSortOf(sortQuery(asc, 'name'), 'name')).toBe('descending');
    expect(ariaSortOf(asc, 'is_active')).toBe('none');
  });
});

describe('the query in the address', () => {
  const sortKeys = ['name', 'is_active'];

  it('reads a shared link back as the same query', () => {
    const query = {
      page: 3,
      length: 25,
      search: 'silinder',
      sortBy: 'name',
      orderBy: 'asc' as const,
    };
    const params = paramsWithQuery(new URLSearchParams(), query);
    expect(params.toString()).toBe('page=3&length=25&search=silinder&sortBy=name&orderBy=asc');
    expect(queryFromParams(params, { sortKeys })).toEqual(query);
  });

  it('writes only what differs from SPEC 9 defaults and keeps other parameters', () => {
    const params = paramsWithQuery(new URLSearchParams('page=4&tab=x'), {
      ...DEFAULT_QUERY,
      sortBy: 'name',
    });
    expect(params.toString()).toBe('tab=x&sortBy=name');
    expect(paramsWithQuery(new URLSearchParams('page=2'), DEFAULT_QUERY).toString()).toBe('');
  });

  it('falls back to the defaults for values a hand-edited address can not use', () => {
    const params = new URLSearchParams('page=-2&length=7&sortBy=password&orderBy=up&search=%20%20');
    expect(queryFromParams(params, { sortKeys })).toEqual(DEFAULT_QUERY);
    expect(queryFromParams(new URLSearchParams('page=1.5'), { sortKeys }).page).toBe(1);
    expect(queryFromParams(new URLSearchParams('page=99999999999'), { sortKeys }).page).toBe(1);
    expect(queryFromParams(new URLSearchParams(`search=${'a'.repeat(300)}`)).search).toHaveLength(
      200,
    );
  });

  it('keeps two tables apart by prefix', () => {
    let params = paramsWithQuery(new URLSearchParams(), { ...DEFAULT_QUERY, page: 2 }, 'produk_');
    params = paramsWithQuery(params, { ...DEFAULT_QUERY, page: 5 }, 'subscribe_');
    expect(params.toString()).toBe('produk_page=2&subscribe_page=5');
    expect(queryFromParams(params, { prefix: 'produk_' }).page).toBe(2);
    expect(queryFromParams(params, { prefix: 'subscribe_' }).page).toBe(5);
  });
});
