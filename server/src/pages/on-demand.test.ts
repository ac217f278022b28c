import { describe, expect, it } from 'vitest';
import { isSpecFilterKey, readSpecQuery } from '#domain/spec/specQuery.ts';
import { isKeptBriefly, isOnDemandPage, isOnDemandRead, pageKey } from './on-demand.ts';

describe('what is rendered on demand', () => {
  it('is a search, a filtered list or an address the background renderer never asks', () => {
    expect(isOnDemandPage('/search?search=silinder%204711')).toBe(true);
    expect(isOnDemandPage('/search')).toBe(true);
    expect(isOnDemandPage('/tipe-produk?id=3&spec[1][min]=10&spec[2]=Baja&page=2')).toBe(true);
    expect(isOnDemandPage('/new-product?page=1&sort=name')).toBe(true);
    expect(isOnDemandPage('/detail-product/7?utm_source=iklan')).toBe(true);
    for (const stored of [
      '/',
      '/detail-product/7',
      '/tipe-produk?id=3',
      '/kategori-produk?id=2&page=3',
      '/news',
    ])
      expect(isOnDemandPage(stored), stored).toBe(false);
  });

  it('is, among public reads, a search or a list filtered by specifications', () => {
    expect(isOnDemandRead('/api-web/product?page=1&limit=12&search=katup')).toBe(true);
    expect(isOnDemandRead('/api-web/product?page=1&limit=12&type=3&spec%5B1%5D%5Bmin%5D=10')).toBe(
      true,
    );
    expect(isOnDemandRead('/api-web/product?page=1&limit=12&type=3&spec[1][min]=10')).toBe(true);
    expect(isOnDemandRead('/api-web/product?page=2&limit=12&category=4')).toBe(false);
    expect(isOnDemandRead('/api-web/product/7')).toBe(false);
  });

  it('takes a name for a specification filter only when the API reads it as one', () => {
    // The API's reader ignores `spec[1]x` and `spec[1][min][max]`: such a read is the list unfiltered.
    for (const ignored of ['spec[1]x', 'spec[1][min][max]', 'spec[1]]'])
      expect(readSpecQuery({ [ignored]: '2' }).filters, ignored).toEqual([]);
    expect(isOnDemandRead('/api-web/product?type=3&spec[1]x=2')).toBe(false);
    expect(isOnDemandRead('/api-web/product?type=3&spec[1][min][max]=2')).toBe(false);
    expect(isOnDemandRead('/api-web/product?type=3&spec[1][min]=2')).toBe(true);
    expect(isOnDemandRead('/api-web/product?type=3&spec[1]=Baja')).toBe(true);
  });

  it("names the public cache's keys kept briefly: pages by their address, reads by their URL", () => {
    const origin = 'https://katalog.example';
    expect(isKeptBriefly(pageKey(origin, '/search?search=katup'))).toBe(true);
    expect(isKeptBriefly(pageKey(origin, '/detail-product/7'))).toBe(false);
    expect(isKeptBriefly('/api-web/product?search=katup')).toBe(true);
    expect(isKeptBriefly('/api-web/product?category=4')).toBe(false);
    // The shared layout answers are kept until changed.
    expect(isKeptBriefly('answer /product?search=katup')).toBe(false);
  });

  it('reads the names of a query as URLSearchParams does, escapes included', () => {
    const names = (url: string) => [...new URLSearchParams(url.slice(url.indexOf('?') + 1)).keys()];
    for (const url of [
      '/tipe-produk?i%64=3',
      '/tipe-produk?id=3&&page=2&',
      '/tipe-produk?id=3&spec%5B1%5D=x',
      '/tipe-produk?id',
      '/tipe-produk?=3',
      '/tipe-produk?id=3&pa+ge=2',
      '/tipe-produk?id=3&%zz=1',
    ]) {
      const other = names(url).some((name) => name !== 'id' && name !== 'page');
      expect(isOnDemandPage(url), url).toBe(other);
    }
    for (const url of [
      '/api-web/product?type=3&se%61rch=katup',
      '/api-web/product?type=3&spec+x=1',
      '/api-web/product?type=3&spec%5b2%5d=Baja',
      '/api-web/product?type=3&searchx=1',
      '/api-web/product?type=3&spec%5B2%5Dx=Baja',
    ]) {
      const narrowing = names(url).some((name) => name === 'search' || isSpecFilterKey(name));
      expect(isOnDemandRead(url), url).toBe(narrowing);
    }
  });
});
