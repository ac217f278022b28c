// The catalogue a test needs before it can make products, made through the staff API as staff
// would: a brand with its two pictures, a category with its picture, a type, a marketplace if
// asked, then products. Every write is checked to answer 200, so a broken set-up fails here.
import { expect } from 'vitest';
import { formOf, pngBytes } from './fixtures.ts';
import type { TestApp } from './test-app.ts';

/** A product as POST admin/product answered it. */
export interface ProductRecord {
  id: number;
  [field: string]: unknown;
}

/** The records a product belongs to. */
export interface ProductOwners {
  brand: number;
  category: number;
  type: number;
}

/** What links a product form to its brand, category and type. */
export interface CatalogueLinks {
  brand_id: string;
  category_id: string;
  type_id: string;
}

/** The records made before the products, with the form fields that link a product to them. */
export interface Masters extends ProductOwners {
  /** 0 when no marketplace was asked for. */
  ecommerce: number;
  links: CatalogueLinks;
}

export interface ProductSeed {
  name: string;
  harga: number | string;
  /** More form fields (sizes, colours, marketplace links, the page's texts); they win over the links. */
  fields?: Record<string, string>;
  /** Sends one picture as `image[0]` under this file name. */
  image?: string;
}

export interface CatalogueSeed {
  /** The brand's name (default 'Aerotek'). */
  brand?: string;
  /** The brand's description (default 'Merek'). */
  keterangan?: string;
  /** The category's name (default 'Silinder'). */
  category?: string;
  /** The type's name (default 'Kompak'). */
  type?: string;
  /** Makes the marketplace 'Tokoku' too. */
  withEcommerce?: boolean;
  /** The products, made in this order; a function when their fields need the masters' ids. */
  products?: ProductSeed[] | ((masters: Masters) => ProductSeed[]);
}

export interface Catalogue extends Masters {
  /** The products' ids, in the order of the seed. */
  products: number[];
  /** The products as created, in the same order. */
  saved: ProductRecord[];
}

async function created(answer: Promise<{ status: number; body: { data: ProductRecord } }>) {
  const { status, body } = await answer;
  expect(status).toBe(200);
  return body.data;
}

export async function addBrand(t: TestApp, token: string, name = 'Aerotek', keterangan = 'Merek') {
  const png = await pngBytes();
  const form = formOf({ name, keterangan }, [
    ['imageMain', png, 'm.png'],
    ['imageThumbnail', png, 't.png'],
  ]);
  return (await created(t.call('POST', '/admin/brand', { token, form }))).id;
}

export async function addCategory(t: TestApp, token: string, name = 'Silinder') {
  const form = formOf({ name }, [['image', await pngBytes(), 'c.png']]);
  return (await created(t.call('POST', '/admin/category', { token, form }))).id;
}

export async function addType(t: TestApp, token: string, name = 'Kompak') {
  return (await created(t.call('POST', '/admin/type', { token, json: { name } }))).id;
}

export async function addEcommerce(t: TestApp, token: string) {
  const form = formOf({ name: 'Tokoku', link: 'https://tokoku.example' }, [
    ['image', await pngBytes(), 'e.png'],
  ]);
  return (await created(t.call('POST', '/admin/ecommerces', { token, form }))).id;
}

/** Creates a product from its whole form, with one picture as `image[0]` when `image` names it. */
export async function addProduct(
  t: TestApp,
  token: string,
  fields: Record<string, string>,
  image?: string,
): Promise<ProductRecord> {
  const files: [string, Buffer, string][] = image ? [['image[0]', await pngBytes(), image]] : [];
  return created(t.call('POST', '/admin/product', { token, form: formOf(fields, files) }));
}

/** The form fields that link a product to these records. */
export const linksOf = (masters: ProductOwners): CatalogueLinks => ({
  brand_id: String(masters.brand),
  category_id: String(masters.category),
  type_id: String(masters.type),
});

/** A product's whole form with every text its public page shows, priced 1000. */
export const pageProductForm = (name: string, masters: ProductOwners) => ({
  name,
  harga: '1000',
  garansi: '1 Tahun',
  berat: '1 kg',
  urutan: '',
  keterangan: '<p>Uji</p>',
  ...linksOf(masters),
});

/** Creates a product for the public-page tests: every text of its page and one picture. */
export async function addPageProduct(
  t: TestApp,
  token: string,
  name: string,
  masters: ProductOwners,
) {
  return (await addProduct(t, token, pageProductForm(name, masters), 'p.png')).id;
}

/** Makes brand, category, type, the marketplace if asked, then the products, in that order. */
export async function seedCatalogue(
  t: TestApp,
  token: string,
  seed: CatalogueSeed = {},
): Promise<Catalogue> {
  const brand = await addBrand(t, token, seed.brand, seed.keterangan);
  const category = await addCategory(t, token, seed.category);
  const type = await addType(t, token, seed.type);
  const ecommerce = seed.withEcommerce ? await addEcommerce(t, token) : 0;
  const links = linksOf({ brand, category, type });
  const masters = { brand, category, type, ecommerce, links };
  const products =
    typeof seed.products === 'function' ? seed.products(masters) : (seed.products ?? []);
  const saved: ProductRecord[] = [];
  for (const product of products) {
    const fields = {
      name: product.name,
      harga: String(product.harga),
      ...links,
      ...product.fields,
    };
    saved.push(await addProduct(t, token, fields, product.image));
  }
  return { ...masters, products: saved.map((record) => record.id), saved };
}
