import { describe, expect, it } from 'vitest';
import { apiKey } from '@/api/hooks/keys.ts';
import { productListData, productListQuery } from './pageData.ts';

describe('productListQuery', () => {
  const address = 'id=9&page=2&spec%5B3%5D=a%2Cb&spec%5B5%5D%5Bmin%5D=2&unit%5B5%5D=bar';

  it("gives a list's query, the same frozen object for the same address (issue 34, session 33)", () => {
    const query = productListQuery('type', new URLSearchParams(address));
    expect(query).toEqual({
      page: 2,
      limit: 12,
      type: 9,
      'spec[3]': 'a,b',
      'spec[5][min]': '2',
    });
    expect(Object.isFrozen(query)).toBe(true);
    expect(productListQuery('type', new URLSearchParams(address))).toBe(query);
    // Another kind, or another address, is another query.
    expect(productListQuery('brand', new URLSearchParams(address))).toEqual({
      page: 2,
      limit: 12,
      brand: 9,
      'spec[3]': 'a,b',
      'spec[5][min]': '2',
    });
    expect(
      productListQuery('type', new URLSearchParams(address.replace('page=2', 'page=3'))),
    ).toMatchObject({
      page: 3,
    });
    expect(productListQuery('type', new URLSearchParams('page=2'))).toBeNull();
    expect(productListQuery('new', new URLSearchParams('page=2'))).toEqual({
      page: 2,
      limit: 12,
      sortBy: 'created_at',
    });
  });

  it('keeps the last 8 lists', () => {
    const first = productListQuery('type', new URLSearchParams('id=1'));
    for (let id = 2; id <= 9; id += 1) productListQuery('type', new URLSearchParams(`id=${id}`));
    const again = productListQuery('type', new URLSearchParams('id=1'));
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
  });

  it("keys a list's read once a page", () => {
    const [key] = productListData('type', { params: {}, query: new URLSearchParams(address) });
    const query = productListQuery('type', new URLSearchParams(address));
    expect(query).not.toBeNull();
    expect(key).toBe(apiKey('/product', { query: query ?? undefined }));
  });
});
