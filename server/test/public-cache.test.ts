// The public cache drops exactly what a write changes: a product save leaves the news, footer,
// bumper and project answers cached, and drops every answer built from products. Anonymous
// requests (login, a logout without a token, subscribe) drop nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  productWriteTags,
  readTags,
  writesProduct,
  writeTags,
} from '../src/plugins/public-cache-tags.ts';
import { listContractOperations } from '../src/openapi/document.ts';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';
import { formOf } from './helpers/fixtures.ts';
import {
  addBrand,
  addCategory,
  addProduct,
  addType,
  pageProductForm,
} from './helpers/catalogue.ts';

let t: TestApp;
let token: string;
let productId = 0;
let brandId = 0;

const PRODUCT_READS = [
  '/product?limit=2',
  '/brand/list/product',
  '/category/list/product?limit=4',
  '/product?search=silinder',
];
const OTHER_READS = [
  '/news',
  '/tagline/footer',
  '/tagline/main',
  '/bumper',
  '/project',
  '/category',
  '/config',
];

/** Reads every URL twice so that each is cached (a search is kept from its second ask). */
async function warm(urls: readonly string[]) {
  for (const url of [...urls, ...urls]) expect((await t.call('GET', url)).status).toBe(200);
}

const cached = (url: string) => t.app.publicCache.get(`/api-web${url}`) !== undefined;

/** A product's whole form, under a category and a type made for it. */
async function productForm(name: string) {
  const category = await addCategory(t, token, `Kategori ${name}`);
  const type = await addType(t, token, `Tipe ${name}`);
  return pageProductForm(name, { brand: brandId, category, type });
}

beforeAll(async () => {
  t = await buildTestApp();
  token = await t.login();
  brandId = await addBrand(t, token);
  productId = (await addProduct(t, token, await productForm('Silinder Alfa'), 'p.png')).id;
});
afterAll(() => t.close());

describe('invalidation by what a write changes', () => {
  it('a product save drops the answers built from products and keeps news, footer and the rest', async () => {
    const detail = `/product/${productId}`;
    const form = await productForm('Silinder Alfa Baru');
    await warm([...PRODUCT_READS, detail, ...OTHER_READS]);
    for (const url of [...PRODUCT_READS, detail, ...OTHER_READS])
      expect(cached(url), url).toBe(true);

    const saved = await t.call('POST', `/admin/product/update/${productId}`, {
      token,
      form: formOf(form),
    });
    expect(saved.status).toBe(200);

    for (const url of [...PRODUCT_READS, detail]) expect(cached(url), url).toBe(false);
    for (const url of OTHER_READS) expect(cached(url), url).toBe(true);
    expect((await t.call('GET', detail)).body.data.name).toBe('Silinder Alfa Baru');
  });

  it('a footer save drops the footer only', async () => {
    await warm([...PRODUCT_READS, ...OTHER_READS]);
    const saved = await t.call('POST', '/admin/tagline/footer', {
      token,
      form: formOf({
        tagline: 'Tagline baru',
        'alamat[0][name]': 'Bekasi',
        'alamat[0][alamat]': 'Jl. Uji 1',
      }),
    });
    expect(saved.status).toBe(200);
    expect(cached('/tagline/footer')).toBe(false);
    expect((await t.call('GET', '/tagline/footer')).body.data.data.tagline).toBe('Tagline baru');
    for (const url of [...PRODUCT_READS, ...OTHER_READS].filter((u) => u !== '/tagline/footer'))
      expect(cached(url), url).toBe(true);
  });

  it('a brand switched off drops product answers (they hide its products) but not the news', async () => {
    await warm([...PRODUCT_READS, ...OTHER_READS]);
    expect((await t.call('POST', `/admin/brand/is-active/${brandId}`, { token })).status).toBe(200);
    for (const url of [...PRODUCT_READS, '/brand/list/product'])
      expect(cached(url), url).toBe(false);
    expect(cached('/news')).toBe(true);
    expect((await t.call('GET', '/product?limit=2')).body.meta.total).toBe(0);
    expect((await t.call('POST', `/admin/brand/is-active/${brandId}`, { token })).status).toBe(200);
    expect((await t.call('GET', '/product?limit=2')).body.meta.total).toBe(1);
  });

  it('a refused write drops nothing', async () => {
    await warm(PRODUCT_READS);
    const refused = await t.call('POST', '/admin/product', { token, form: formOf({ name: '' }) });
    expect(refused.status).toBe(422);
    for (const url of PRODUCT_READS) expect(cached(url), url).toBe(true);
  });
});

describe('anonymous requests', () => {
  it('login, logout without a token and subscribe invalidate nothing', async () => {
    await warm([...PRODUCT_READS, ...OTHER_READS]);
    const before = t.app.publicCache.stats().invalidations;
    expect((await t.call('POST', '/auth/logout')).status).toBeLessThan(400);
    expect(
      (
        await t.call('POST', '/subscribe', {
          json: { nama: 'Budi', email: 'budi@example.com', telp: '' },
        })
      ).status,
    ).toBe(200);
    expect(
      (await t.call('POST', '/auth/login', { json: { name: 'admin', password: 'salah-sekali' } }))
        .status,
    ).toBe(401);
    await t.login();
    expect(t.app.publicCache.stats().invalidations).toBe(before);
    for (const url of [...PRODUCT_READS, ...OTHER_READS]) expect(cached(url), url).toBe(true);
  });

  it('a signed-in logout changes nothing public either', async () => {
    await warm(OTHER_READS);
    const own = await t.login();
    const before = t.app.publicCache.stats().invalidations;
    expect((await t.call('POST', '/auth/logout', { token: own })).status).toBe(200);
    expect(t.app.publicCache.stats().invalidations).toBe(before);
    for (const url of OTHER_READS) expect(cached(url), url).toBe(true);
  });
});

describe('the tag rules', () => {
  it('tag every cacheable public read with some data, except the runtime configuration', () => {
    // Reads kept out of the cache by the contract (`x-public-cache: false`: the portfolio file,
    // the buyer's quotation) need no tags.
    const reads = listContractOperations().filter(
      (op) => op.method === 'GET' && !op.needsAuth && op.publicCacheAllowed,
    );
    expect(reads.map((op) => op.operationId)).not.toContain('downloadPortfolio');
    for (const op of reads) {
      const sample = op.path.replace(/\{\w+\}/g, '7');
      if (op.operationId === 'getConfig') expect(readTags(sample)).toEqual([]);
      else expect(readTags(sample).length, op.path).toBeGreaterThan(0);
    }
    expect(readTags('/api-web/product/7?x=1')).toContain('ecommerces');
    expect(readTags('/product?search=x')).not.toContain('ecommerces');
  });

  it('name what each staff write changes; anonymous writes change nothing', () => {
    const writes = listContractOperations().filter((op) => op.method !== 'GET');
    for (const op of writes) {
      if (!op.needsAuth) expect(writeTags(op.path), op.path).toEqual([]);
    }
    expect(writeTags('/admin/product/update/{id}')).toEqual(['products']);
    expect(writeTags('/admin/news/{id}/change-status')).toEqual(['news']);
    expect(writeTags('/admin/tagline/footer')).toEqual(['footer']);
    expect(writeTags('/admin/user/update-password')).toEqual([]);
    // The inbox's writes (save, status, send, erase) show on no public page.
    for (const op of writes.filter((write) => write.path.startsWith('/admin/quote/')))
      expect(writeTags(op.path), op.path).toEqual([]);
    expect(writes.some((write) => write.path.startsWith('/admin/quote/send/'))).toBe(true);
    // A staff resource nobody named yet changes everything, to be safe.
    expect(writeTags('/admin/sesuatu-baru')).toContain('products');
  });

  it('tag product answers per record, and a product write with the lists it was, is or moved in', () => {
    const list = { data: [{ id: 4 }, { id: 9 }], meta: { total: 2 } };
    expect(readTags('/api-web/product?page=2&category=3&sortBy=harga', list)).toEqual([
      'products',
      'brands',
      'categories',
      'types',
      'product:4',
      'product:9',
      'in:category:3',
      'sort:harga',
    ]);
    expect(readTags('/product', list)).toContain('in:all');
    // Filtered by specifications: a product write drops it (in:spec) even when it shows none of them.
    for (const filtered of [
      '/api-web/product?type=3&spec[12][min]=10',
      '/api-web/product?type=3&spec%5B14%5D=G1%2F4',
    ])
      expect(readTags(filtered, list), filtered).toContain('in:spec');
    expect(readTags('/api-web/product?type=3', list)).not.toContain('in:spec');
    // A name the API does not read as a filter (specQuery.ts isSpecFilterKey): the list unfiltered.
    expect(readTags('/api-web/product?type=3&spec[12]x=10', list)).not.toContain('in:spec');
    const menu = { data: [{ id: 2, product: [{ id: 4, name: 'A' }] }] };
    expect(readTags('/brand/list/product', menu)).toEqual(
      expect.arrayContaining(['products', 'product-name:4', 'in:brand:2', 'in:all']),
    );
    // A type carries the category its public products share (its list's breadcrumb): a category's
    // rename or switch drops it, and a product joining, leaving or moving in the type's list.
    const type = { data: { id: 3, name: 'Kompak', category: { id: 2, name: 'Silinder' } } };
    expect(readTags('/api-web/type/3', type)).toEqual([
      'products',
      'brands',
      'categories',
      'types',
      'in:type:3',
    ]);
    expect(writesProduct('POST', '/admin/product/update/{id}')).toBe(true);
    expect(writesProduct('POST', '/admin/product/bulk')).toBe(false);

    const was = {
      isPublic: true,
      brandId: 1,
      categoryId: 2,
      typeId: 3,
      urutan: null,
      isBestSeller: false,
      name: 'Silinder',
      harga: 1000,
      hargaAkhir: null,
      specs: '[[12,32]]',
    };
    // A new price: its page, the lists showing it, the price-sorted ones; no list membership.
    expect(productWriteTags(7, was, { ...was, harga: 2000 }).sort()).toEqual(
      ['product:7', 'in:search', 'in:spec', 'in:sitemap', 'sort:harga'].sort(),
    );
    // A new name: also the menus that name it.
    expect(productWriteTags(7, was, { ...was, name: 'Katup' })).toEqual(
      expect.arrayContaining(['product:7', 'product-name:7', 'sort:name']),
    );
    // Another category: the lists of both, the unfiltered ones, and its type's (whose answer
    // names the category its products share).
    expect(productWriteTags(7, was, { ...was, categoryId: 5 })).toEqual(
      expect.arrayContaining([
        'in:all',
        'in:category:2',
        'in:category:5',
        'in:brand:1',
        'in:type:3',
      ]),
    );
    // Other specification values: the brand, category and type lists (their facets count them),
    // not the unfiltered ones, whose membership and order did not change.
    const specs = productWriteTags(7, was, { ...was, specs: '[[12,40]]' });
    expect(specs).toEqual(expect.arrayContaining(['in:brand:1', 'in:category:2', 'in:type:3']));
    expect(specs).not.toContain('in:all');
    expect(productWriteTags(7, was, { ...was, harga: 2000 })).not.toContain('in:type:3');
    // Created, or never public: only its own page.
    expect(productWriteTags(7, null, was)).toContain('in:all');
    expect(productWriteTags(7, { ...was, isPublic: false }, null)).toEqual(['product:7']);
  });
});

describe('kept answers', () => {
  it('hold only their own bytes (a small body is not a slice of the shared buffer pool)', async () => {
    await warm(['/tagline/footer', '/news']);
    for (const url of ['/tagline/footer', '/news']) {
      const entry = t.app.publicCache.get(`/api-web${url}`) as { body: Buffer };
      expect(entry.body.byteLength, url).toBeGreaterThan(0);
      expect(entry.body.buffer.byteLength, url).toBe(entry.body.byteLength);
    }
  });

  it('keep a search or a filtered read from its second ask: the first is answered alone', async () => {
    const once = ['/product?search=silinder%20alfa', `/product?limit=3&spec[1]=x`];
    for (const url of once) {
      const first = await t.call('GET', url);
      expect(first.status, url).toBe(200);
      expect(cached(url), url).toBe(false);
      const second = await t.call('GET', url);
      expect(second.status, url).toBe(200);
      // The same answer and ETag, kept or not.
      expect(second.headers.get('etag'), url).toBe(first.headers.get('etag'));
      expect(second.body, url).toEqual(first.body);
      expect(cached(url), url).toBe(true);
    }
    // A read the store keeps until it changes is kept from its first ask.
    expect((await t.call('GET', '/product?limit=5')).status).toBe(200);
    expect(cached('/product?limit=5')).toBe(true);
  });

  it("keep a page's search read (made in process, as a page made on demand reads) from its second ask too", async () => {
    const url = '/product?page=1&limit=12&search=silinder%20beta';
    const first = await t.app.readPublicText(url);
    expect(first.status).toBe(200);
    expect(cached(url)).toBe(false);
    const second = await t.app.readPublicText(url);
    expect(second.json.toString()).toBe(first.json.toString());
    expect([...second.tags].sort()).toEqual([...first.tags].sort());
    expect(cached(url)).toBe(true);
    // Asked through its route after that, the kept answer: the same bytes.
    expect((await t.call('GET', url)).body).toEqual(JSON.parse(first.json.toString()));
  });
});
