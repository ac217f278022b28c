import { describe, expect, it } from 'vitest';
import { apiKey, isUnder, keysUnder } from './keys.ts';

describe('apiKey', () => {
  it('puts page, length, sortBy, orderBy, search and filters in the key', () => {
    expect(
      apiKey('/admin/product', {
        query: { page: 2, length: 25, sortBy: 'name', orderBy: 'asc', search: 'silinder' },
      }),
    ).toEqual([
      '/admin/product',
      { query: { page: 2, length: 25, sortBy: 'name', orderBy: 'asc', search: 'silinder' } },
    ]);
    expect(apiKey('/product', { query: { page: 1, limit: 12, category: 3 } })).toEqual([
      '/product',
      { query: { page: 1, limit: 12, category: 3 } },
    ]);
  });

  it("is one object for equal keys on the server, which SWR's hash meets once", () => {
    // (The unit tests run as the server's build does: import.meta.env.SSR.)
    expect(import.meta.env.SSR).toBe(true);
    const query = () => ({ page: 2, limit: 12, type: 9, 'spec[1][min]': '20', search: '' });
    expect(apiKey('/product', { query: query() })).toBe(apiKey('/product', { query: query() }));
    expect(apiKey('/type/{id}', { path: { id: 9 } })).toBe(
      apiKey('/type/{id}', { path: { id: 9 } }),
    );
    // Another value, or a value whose JSON would not tell it apart, is a key of its own.
    expect(apiKey('/product', { query: { ...query(), page: 3 } })).not.toBe(
      apiKey('/product', { query: query() }),
    );
    expect(apiKey('/product', { query: { page: Number.NaN } })).not.toBe(
      apiKey('/product', { query: { page: Number.NaN } }),
    );
    expect(apiKey('/product', { query: { ids: [1, 2] } })).not.toBe(
      apiKey('/product', { query: { ids: [1, 2] } }),
    );
  });

  it('keys a frozen query by the object on the server, its values read once (issue 34, session 33)', () => {
    let reads = 0;
    const query = Object.freeze(
      Object.defineProperty({ limit: 12, search: '' }, 'type', {
        enumerable: true,
        get: () => {
          reads += 1;
          return 9;
        },
      }),
    );
    const key = apiKey('/product', { query });
    expect(key).toEqual(['/product', { query: { limit: 12, type: 9 } }]);
    const readsFirst = reads;
    expect(readsFirst).toBeGreaterThan(0);
    expect(apiKey('/product', { query })).toBe(key);
    expect(reads).toBe(readsFirst);
    // The same values in an object that may change: the kept key of its JSON, read again.
    expect(apiKey('/product', { query: { limit: 12, type: 9 } })).toBe(key);
    // Another path on the same query is a key of its own.
    expect(apiKey('/news', { query })).toEqual(['/news', { query: { limit: 12, type: 9 } }]);
  });

  it('keys a detail by its path params', () => {
    expect(apiKey('/admin/product/{id}', { path: { id: 42 } })).toEqual([
      '/admin/product/{id}',
      { path: { id: 42 } },
    ]);
  });

  it('drops empty values, so an empty search keys (and fetches) like no search', () => {
    const plain = apiKey('/admin/type', { query: { page: 1 } });
    expect(apiKey('/admin/type', { query: { page: 1, search: '' } })).toEqual(plain);
    expect(apiKey('/admin/type', { query: { page: 1, search: undefined, sortBy: null } })).toEqual(
      plain,
    );
    expect(apiKey('/config')).toEqual(['/config', {}]);
    expect(apiKey('/config', { query: { search: '' } })).toEqual(['/config', {}]);
  });

  it('changes when any list parameter changes', () => {
    const base = { page: 1, length: 10, sortBy: 'id', orderBy: 'desc' };
    const keys = [
      apiKey('/admin/type', { query: base }),
      apiKey('/admin/type', { query: { ...base, page: 2 } }),
      apiKey('/admin/type', { query: { ...base, length: 25 } }),
      apiKey('/admin/type', { query: { ...base, sortBy: 'name' } }),
      apiKey('/admin/type', { query: { ...base, orderBy: 'asc' } }),
      apiKey('/admin/type', { query: { ...base, search: 'a' } }),
    ];
    expect(new Set(keys.map((key) => JSON.stringify(key))).size).toBe(keys.length);
  });
});

describe('isUnder and keysUnder', () => {
  it('matches the path itself and paths below it, on segment boundaries only', () => {
    expect(isUnder('/admin/product', '/admin/product')).toBe(true);
    expect(isUnder('/admin/product/{id}', '/admin/product')).toBe(true);
    expect(isUnder('/admin/products', '/admin/product')).toBe(false);
    expect(isUnder('/product', '/admin/product')).toBe(false);
  });

  it('filters SWR keys by resource prefixes and ignores foreign keys', () => {
    const filter = keysUnder(['/admin/type', '/product']);
    expect(filter(apiKey('/admin/type', { query: { page: 3 } }))).toBe(true);
    expect(filter(apiKey('/admin/type/{id}', { path: { id: 1 } }))).toBe(true);
    expect(filter(apiKey('/product/best/seller'))).toBe(true);
    expect(filter(apiKey('/admin/brand'))).toBe(false);
    expect(filter('/admin/type')).toBe(false);
    expect(filter(undefined)).toBe(false);
    expect(filter([42])).toBe(false);
  });
});
