import { describe, expect, it } from 'vitest';
import { pathTo, recordPath, routes, SITEMAP_ROUTES } from './routes.ts';

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

describe('sitemap routes', () => {
  it('address a record by its path parameter or else by the id query', () => {
    expect(recordPath('l-detail-product', 7)).toBe('/detail-product/7');
    expect(recordPath('l-news-detail', 7)).toBe('/news/7');
    expect(recordPath('l-brand', 7)).toBe('/brand-produk?id=7');
    expect(recordPath('l-kategori-produk', 7)).toBe('/kategori-produk?id=7');
    expect(recordPath('l-tipe', 7)).toBe('/tipe-produk?id=7');
  });

  it('say for every route whether and how it is listed', () => {
    expect(Object.keys(SITEMAP_ROUTES).sort()).toEqual(Object.keys(routes).sort());
  });
});
