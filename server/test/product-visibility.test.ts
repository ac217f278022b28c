// products.is_public and product_public_counts are kept by database triggers; the public cache
// is dropped by any write. A toggle or a change of brand, category or type shows at once in the
// public list, its total, every filter, search and the detail page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';
import { addBrand, addCategory, addPageProduct, addType } from './helpers/catalogue.ts';

let t: TestApp;
let token: string;
const ids = { brandA: 0, brandB: 0, category: 0, type: 0 };
const productIds: number[] = [];

const product = (name: string, brand: number) => addPageProduct(t, token, name, { ...ids, brand });

// Every public view of the catalogue agrees on how many products are visible.
async function visible(filter = '') {
  const listed = await t.call('GET', `/product?limit=100${filter}`);
  expect(listed.body.data).toHaveLength(Math.min(100, listed.body.meta.total));
  return listed.body.meta.total as number;
}

beforeAll(async () => {
  t = await buildTestApp();
  token = await t.login();
  ids.brandA = await addBrand(t, token, 'Aerotek', 'Merek fiktif');
  ids.brandB = await addBrand(t, token, 'Bimatek', 'Merek fiktif');
  ids.category = await addCategory(t, token, 'Pneumatik');
  ids.type = await addType(t, token, 'Kompak');
  productIds.push(
    await product('Silinder Alfa', ids.brandA),
    await product('Silinder Beta', ids.brandA),
    await product('Katup Gamma', ids.brandB),
  );
});
afterAll(() => t.close());

describe('public visibility and totals', () => {
  it('counts every visible product, per filter', async () => {
    expect(await visible()).toBe(3);
    expect(await visible(`&brand=${ids.brandA}`)).toBe(2);
    expect(await visible(`&brand=${ids.brandB}&category=${ids.category}&type=${ids.type}`)).toBe(1);
  });

  it("hides a brand's products from list, totals, search and detail as soon as it is switched off (cache dropped)", async () => {
    expect(await visible()).toBe(3); // cached now
    await t.call('POST', `/admin/brand/is-active/${ids.brandA}`, { token });
    expect(await visible()).toBe(1);
    expect(await visible(`&brand=${ids.brandA}`)).toBe(0);
    expect((await t.call('GET', '/product?search=silinder')).body.meta.total).toBe(0);
    expect((await t.call('GET', `/product/${productIds[0]}`)).status).toBe(404);
    await t.call('POST', `/admin/brand/is-active/${ids.brandA}`, { token });
    expect(await visible()).toBe(3);
    expect((await t.call('GET', '/product?search=silinder')).body.meta.total).toBe(2);
  });

  it('follows a product toggle, a category or type toggle, a product created under an inactive brand, and a delete', async () => {
    await t.call('POST', `/admin/product/is-active/${productIds[2]}`, { token });
    expect(await visible()).toBe(2);
    await t.call('POST', `/admin/product/is-active/${productIds[2]}`, { token });
    await t.call('POST', `/admin/category/is-active/${ids.category}`, { token });
    expect(await visible()).toBe(0);
    await t.call('POST', `/admin/category/is-active/${ids.category}`, { token });
    await t.call('PUT', `/admin/type/is-active/${ids.type}`, { token });
    expect(await visible()).toBe(0);
    await t.call('PUT', `/admin/type/is-active/${ids.type}`, { token });
    expect(await visible()).toBe(3);
    await t.call('POST', `/admin/brand/is-active/${ids.brandB}`, { token });
    const hidden = await product('Katup Delta', ids.brandB);
    expect(await visible()).toBe(2);
    await t.call('POST', `/admin/brand/is-active/${ids.brandB}`, { token });
    expect(await visible(`&brand=${ids.brandB}`)).toBe(2);
    expect((await t.call('DELETE', `/admin/product/${hidden}`, { token })).status).toBe(200);
    expect(await visible()).toBe(3);
  });

  it('pages a search with the same total on every page, and past the end', async () => {
    const first = await t.call('GET', '/product?search=silinder&limit=1&page=1');
    const second = await t.call('GET', '/product?search=silinder&limit=1&page=2');
    const beyond = await t.call('GET', '/product?search=silinder&limit=1&page=5');
    expect([first.body.meta.total, second.body.meta.total, beyond.body.meta.total]).toEqual([
      2, 2, 2,
    ]);
    expect(first.body.data[0].id).not.toBe(second.body.data[0].id);
    expect(beyond.body.data).toEqual([]);
  });

  it('answers a repeated public GET from the cache with an ETag, and 304 when the client has it', async () => {
    const first = await t.call('GET', '/product?limit=2');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    const again = await t.call('GET', '/product?limit=2');
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    const base = t.app.server.address() as { port: number };
    const revalidated = await fetch(`http://127.0.0.1:${base.port}/api-web/product?limit=2`, {
      headers: { 'if-none-match': etag ?? '' },
    });
    expect(revalidated.status).toBe(304);
  });
});
