import { describe, expect, it } from 'vitest';
import type { components } from '@/api/schema.ts';
import { formPathOf, toFormErrors } from '@/components/Form/apiFieldNames.ts';
import {
  addFiles,
  chooseCover,
  markExistingDeleted,
} from '@/components/UploadQueue/uploadState.ts';
import {
  PRODUCT_API_FIELDS,
  PRODUCT_FORM_TEXT,
  productFormInitial,
  toProductValues,
  validateProduct,
} from './productFormValues.ts';
import type { ProductFormValues } from './productFormValues.ts';

type ProductRecord = components['schemas']['Product'];

const record: ProductRecord = {
  id: 7,
  name: 'Silinder Kompak AK-32x50',
  harga: 385000,
  hargaAkhir: 450000,
  garansi: '1 Tahun',
  berat: null,
  urutan: 3,
  keterangan: '<p>Silinder</p>',
  isBestSeller: true,
  category: { id: 1, name: 'Silinder' },
  brand: { id: 2, name: 'Airtac' },
  type: { id: 3, name: 'Kompak' },
  image: [
    { id: 11, path: '/storage/a.png', isCover: false },
    { id: 12, path: '/storage/b.png', isCover: true },
  ],
  isCover: { path: '/storage/b.png' },
  size: [{ name: '32 mm' }],
  color: [{ name: 'Silver' }, { name: 'Hitam' }],
  ecommerces: [
    { ecommerces: { id: 4, name: 'Tokobeli', image: null }, link: 'https://tokobeli.example/p/1' },
  ],
  isActive: true,
  createdAt: '2026-11-01T00:00:00.000Z',
} as ProductRecord;

function png(name: string): File {
  return new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });
}

function filled(): ProductFormValues {
  return {
    ...productFormInitial(null),
    name: 'Katup Solenoid',
    harga: 250000,
    category: { id: 1, text: 'Katup' },
    brand: { id: 2, text: 'Airtac' },
    type: { id: 3, text: 'Solenoid' },
  };
}

const messages = (values: ProductFormValues) =>
  Object.fromEntries(Object.entries(validateProduct(values)).filter(([, message]) => message));

describe('productFormInitial', () => {
  it('opens an insert empty, with no lookup chosen and no image', () => {
    const values = productFormInitial(null);
    expect(values).toMatchObject({
      name: '',
      harga: null,
      hargaAkhir: null,
      urutan: '',
      category: null,
      sizes: [],
      links: [],
    });
    expect(values.images.existing).toEqual([]);
  });

  it('opens an update with the record: lookups as options, names as lists, the saved cover chosen', () => {
    const values = productFormInitial(record);
    expect(values.category).toEqual({ id: 1, text: 'Silinder' });
    expect(values.urutan).toBe('3');
    expect(values.berat).toBe('');
    expect(values.colors).toEqual([{ name: 'Silver' }, { name: 'Hitam' }]);
    expect(values.links).toEqual([
      { ecommerce: { id: 4, text: 'Tokobeli' }, link: 'https://tokobeli.example/p/1' },
    ]);
    expect(values.images.cover).toEqual({ kind: 'existing', id: 12 });
  });
});

describe('validateProduct', () => {
  it('gives SPEC 5 messages for every required field of an empty form', () => {
    expect(messages(productFormInitial(null))).toEqual({
      name: 'Nama Brand',
      harga: 'Harga tidak boleh kosong!',
      category: 'Category tidak boleh kosong!',
      brand: 'Brand tidak boleh kosong!',
      type: 'Tipe tidak boleh kosong!',
    });
  });

  it('accepts a filled form, a zero price included', () => {
    expect(messages({ ...filled(), harga: 0 })).toEqual({});
  });

  it('treats a blank name as empty and refuses markup in plain fields', () => {
    expect(messages({ ...filled(), name: '   ', garansi: '<b>1 Tahun</b>' })).toEqual({
      name: 'Nama Brand',
      garansi: 'Tidak boleh mengandung text HTML,CSS,Javascript',
    });
  });

  it('checks each purchase link: marketplace chosen, link present and http(s)', () => {
    const values = {
      ...filled(),
      links: [
        { ecommerce: null, link: '' },
        { ecommerce: { id: 4, text: 'Tokobeli' }, link: 'tokobeli.example/p/1' },
        { ecommerce: { id: 4, text: 'Tokobeli' }, link: ' https://tokobeli.example/p/1 ' },
      ],
    };
    expect(messages(values)).toEqual({
      'links.0.ecommerce': PRODUCT_FORM_TEXT.marketplaceRequired,
      'links.0.link': 'Link tidak boleh kosong',
      'links.1.link': 'Link harus diawali http:// atau https://',
    });
  });

  it('refuses a display order that is not a whole number', () => {
    expect(messages({ ...filled(), urutan: '2a' })).toEqual({ urutan: 'Harus berupa angka.' });
  });

  it('keys a size or colour message by its row, as the server’s size[i] and color[i] map to', () => {
    const values = {
      ...filled(),
      sizes: [{ name: 'S' }, { name: 'x'.repeat(101) }],
      colors: [{ name: '<i>Merah</i>' }],
    };
    const found = messages(values);
    expect(Object.keys(found)).toEqual(['sizes.1.name', 'colors.0.name']);
    expect(formPathOf('size[1]', PRODUCT_API_FIELDS)).toBe('sizes.1.name');
    expect(formPathOf('color[0]', PRODUCT_API_FIELDS)).toBe('colors.0.name');
  });
});

describe('PRODUCT_API_FIELDS', () => {
  it('puts every server message the form shows on the field that shows the client’s', () => {
    const server = {
      harga_akhir: 'a',
      category_id: 'b',
      brand_id: 'c',
      type_id: 'd',
      'ecommerces[2][ecommerces_id]': 'e',
      'ecommerces[2][link_id]': 'f',
      'image[5]': 'g',
    };
    expect(toFormErrors(server, PRODUCT_API_FIELDS)).toEqual({
      hargaAkhir: 'a',
      category: 'b',
      brand: 'c',
      type: 'd',
      'links.2.ecommerce': 'e',
      'links.2.link': 'f',
      images: 'g',
    });
  });
});

describe('toProductValues', () => {
  it('sends an insert with trimmed texts, ids, 1/0 covers and no blank list entries', () => {
    const images = addFiles(filled().images, [png('a.png'), png('b.png')], {
      accept: 'image',
      maxFiles: 100,
      allowsCover: true,
    }).value;
    const values = toProductValues(
      {
        ...filled(),
        name: ' Katup ',
        sizes: [{ name: '1/4"' }, { name: '  ' }],
        colors: [{ name: ' Hitam ' }],
        images: chooseCover(images, { kind: 'new', index: 1 }, { allowsCover: true }),
      },
      true,
    );
    expect(values).toMatchObject({
      name: 'Katup',
      harga: 250000,
      harga_akhir: '',
      category_id: 1,
      brand_id: 2,
      type_id: 3,
      size: ['1/4"'],
      color: ['Hitam'],
    });
    expect(values.image).toHaveLength(2);
    expect(values.isCover).toEqual([false, true]);
    expect(values).not.toHaveProperty('isCoverId');
    expect(values).not.toHaveProperty('idDeleteFile');
  });

  it('sends an update with the saved cover and the images marked for deletion', () => {
    const initial = productFormInitial(record);
    const images = chooseCover(
      markExistingDeleted(initial.images, 12, { allowsCover: true }),
      { kind: 'existing', id: 11 },
      { allowsCover: true },
    );
    const values = toProductValues({ ...initial, images }, false);
    expect(values.isCoverId).toBe(11);
    expect(values.idDeleteFile).toEqual([12]);
    expect(values.ecommerces).toEqual([
      { ecommerces_id: 4, link_id: 'https://tokobeli.example/p/1' },
    ]);
    expect(values.harga_akhir).toBe(450000);
    expect(values.urutan).toBe('3');
  });
});
