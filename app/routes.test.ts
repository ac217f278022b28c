import { describe, expect, it } from 'vitest';
import { pathTo } from './routes.ts';

describe('pathTo', () => {
  it('fills path parameters and encodes them', () => {
    expect(pathTo('l-detail-product', { id: 42 })).toBe('/detail-product/42');
    expect(pathTo('l-news-detail', { id: 'a b' })).toBe('/news/a%20b');
  });

  it('adds the query, leaving out empty values', () => {
    expect(pathTo('l-search', {}, { search: 'katup angin' })).toBe('/search?search=katup+angin');
    expect(pathTo('l-brand', {}, { id: 3, page: undefined })).toBe('/brand-produk?id=3');
    expect(pathTo('l-home')).toBe('/');
  });

  it('refuses a missing parameter', () => {
    expect(() => pathTo('l-detail-product')).toThrow('needs the parameter id');
  });
});
