import { describe, expect, it } from 'vitest';
import {
  flattenGroups,
  nextActiveIndex,
  suggestionCount,
  suggestionGroups,
} from './suggestionOptions.ts';
import type { SearchSuggestions } from './types.ts';

const answer: SearchSuggestions = {
  products: [
    {
      id: 7,
      name: 'Silinder SC 63x100',
      harga: 850000,
      hargaAkhir: null,
      image: { path: '/storage/a.webp' },
    },
    { id: 9, name: 'Silinder Mini', harga: 1000, hargaAkhir: 2000, image: null },
  ],
  categories: [{ id: 3, name: 'Silinder' }],
  brands: [{ id: 4, name: 'Airtac' }],
};

describe('suggestionGroups', () => {
  it('lists products, categories, brands, then the search entry, with their links', () => {
    const groups = suggestionGroups('sil', answer);
    expect(groups.map((group) => group.kind)).toEqual(['product', 'category', 'brand', 'search']);
    expect(flattenGroups(groups).map((option) => option.href)).toEqual([
      '/detail-product/7',
      '/detail-product/9',
      '/kategori-produk?id=3',
      '/brand-produk?id=4',
      '/search?search=sil',
    ]);
  });

  it('leaves out empty groups and counts only records', () => {
    const groups = suggestionGroups('zz', {
      products: [],
      categories: [],
      brands: [{ id: 1, name: 'SMC' }],
    });
    expect(groups.map((group) => group.kind)).toEqual(['brand', 'search']);
    expect(suggestionCount(groups)).toBe(1);
  });

  it('gives only the search entry before an answer arrives', () => {
    const groups = suggestionGroups('silinder kompak', null);
    expect(flattenGroups(groups)).toEqual([
      {
        kind: 'search',
        key: 'search',
        href: '/search?search=silinder+kompak',
        text: 'silinder kompak',
      },
    ]);
    expect(suggestionCount(groups)).toBe(0);
  });

  it('takes the app’s own link builders', () => {
    const groups = suggestionGroups('a', answer, {
      getProductHref: (id) => `/p/${id}`,
      getCategoryHref: (id) => `/c/${id}`,
      getBrandHref: (id) => `/b/${id}`,
      getSearchHref: (text) => `/s/${text}`,
    });
    expect(flattenGroups(groups).map((option) => option.href)).toEqual([
      '/p/7',
      '/p/9',
      '/c/3',
      '/b/4',
      '/s/a',
    ]);
  });
});

describe('nextActiveIndex', () => {
  it('starts at the first option going down and at the last going up', () => {
    expect(nextActiveIndex(-1, 1, 5)).toBe(0);
    expect(nextActiveIndex(-1, -1, 5)).toBe(4);
  });

  it('wraps at both ends', () => {
    expect(nextActiveIndex(4, 1, 5)).toBe(0);
    expect(nextActiveIndex(0, -1, 5)).toBe(4);
    expect(nextActiveIndex(2, 1, 5)).toBe(3);
  });

  it('has nothing to highlight in an empty list', () => {
    expect(nextActiveIndex(-1, 1, 0)).toBe(-1);
  });
});
