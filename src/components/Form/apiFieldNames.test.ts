import { describe, expect, it } from 'vitest';
import { formPathOf, toFormErrors } from './apiFieldNames.ts';

const productNames = {
  harga_akhir: 'hargaAkhir',
  category_id: 'category',
  'size[0]': 'sizes.0.name',
  'ecommerces[0][link_id]': 'links.0.link',
  'image[0]': 'images',
};

describe('formPathOf', () => {
  it('renames a listed API name', () => {
    expect(formPathOf('harga_akhir', productNames)).toBe('hargaAkhir');
    expect(formPathOf('category_id', productNames)).toBe('category');
  });

  it('keeps a name the form shares with the API', () => {
    expect(formPathOf('name', productNames)).toBe('name');
  });

  it('carries the row index of an indexed name into the path', () => {
    expect(formPathOf('size[3]', productNames)).toBe('sizes.3.name');
    expect(formPathOf('ecommerces[12][link_id]', productNames)).toBe('links.12.link');
  });

  it('maps every index of a file list to the one upload field', () => {
    expect(formPathOf('image[7]', productNames)).toBe('images');
  });

  it('keeps an indexed name no pattern lists', () => {
    expect(formPathOf('isCover[0]', productNames)).toBe('isCover[0]');
  });
});

describe('toFormErrors', () => {
  it('renames every message and drops empty ones', () => {
    expect(
      toFormErrors({ harga_akhir: 'A', 'size[1]': 'B', name: 'C', berat: undefined }, productNames),
    ).toEqual({
      hargaAkhir: 'A',
      'sizes.1.name': 'B',
      name: 'C',
    });
  });

  it('keeps the first message when two API names land on one field', () => {
    expect(toFormErrors({ 'image[0]': 'Pertama', 'image[4]': 'Kedua' }, productNames)).toEqual({
      images: 'Pertama',
    });
  });
});
