import { describe, expect, it } from 'vitest';
import {
  brandHref,
  categoryHref,
  chatHref,
  productHref,
  searchHref,
  typeHref,
} from './catalogLinks.ts';

describe('catalogue links (DECISIONS routes)', () => {
  it('builds the detail path and the three list paths with a query id', () => {
    expect(productHref(7)).toBe('/detail-product/7');
    expect(brandHref(3)).toBe('/brand-produk?id=3');
    expect(categoryHref(4)).toBe('/kategori-produk?id=4');
    expect(typeHref(11)).toBe('/tipe-produk?id=11');
  });

  it('encodes the search text as one query parameter', () => {
    expect(searchHref('silinder kompak')).toBe('/search?search=silinder+kompak');
    expect(searchHref('a&b=c')).toBe('/search?search=a%26b%3Dc');
    expect(new URLSearchParams(searchHref('katup 5/2 "ISO"').split('?')[1]).get('search')).toBe(
      'katup 5/2 "ISO"',
    );
  });

  it('builds the wa.me chat link with a url-encoded message', () => {
    expect(chatHref('6281100000000', 'Saya ingin membeli produk Katup 5/2 & Fitting')).toBe(
      'https://wa.me/6281100000000?text=Saya%20ingin%20membeli%20produk%20Katup%205%2F2%20%26%20Fitting',
    );
  });
});
