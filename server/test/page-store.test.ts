// The page store (issue 34): public pages kept compressed with their ETag until a staff write
// changes what they show, in memory and on disk (DATA_DIR/page-store), rendered before anyone
// asks by the background renderer on its worker thread. Staleness on one instance: a price, a
// product's name, a category's name, a brand's logo and the site's phone number (configuration,
// so a restart) each reach every stored page that shows them within 1 s, and a page that shows
// none of them keeps its ETag. (Two instances: the deploy test.)
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formOf, pngBytes } from './helpers/fixtures.ts';
import { addBrand, addCategory, addType, pageProductForm } from './helpers/catalogue.ts';
import { addProduct } from './helpers/catalogue.ts';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';
import { openTestDatabase } from './helpers/test-database.ts';
import type { Database } from '../src/db/client.ts';

// A stand-in for the web build's renderer (contracts/page-renderer.ts) that prints what the real
// pages show of the data they read: the product page its product (name, price, category) and the
// category menu, the brand page the brands' logos, the news page the news; all the phone number.
const renderer = `
const data = (answer) => JSON.stringify(answer.body.data).replace(/</g, '&lt;');
export async function render({ url, load }) {
  const config = await load('/config', { shared: true });
  const phone = '<p>telp ' + config.body.data.chatPhone + '</p>';
  const page = (body) => ({ status: 200, title: url, head: '', body: body + phone, undeclared: [] });
  const product = /^\\/detail-product\\/(\\d+)$/.exec(url);
  if (product) {
    const menu = await load('/category', { shared: true });
    return page('<main>' + data(await load('/product/' + product[1])) + '</main><nav>' + data(menu) + '</nav>');
  }
  const brand = /^\\/brand-produk\\?id=(\\d+)$/.exec(url);
  if (brand) return page(data(await load('/brand/' + brand[1])));
  if (url === '/news') return page(data(await load('/news')));
  return null;
}`;

let webRoot = '';
let dataDir = '';
/** One database for every start (opened once: it is the slow part of a start). */
let database: Database;
let t: TestApp;
let token = '';
let productId = 0;
const ids = { brand: 0, category: 0, type: 0 };

async function startApp(chatPhone: string, overrides: Record<string, unknown> = {}) {
  // No memory for pages: every kept page and answer goes through the disk tier.
  return buildTestApp(
    { chatPhone, dataDir, publicCacheMb: 0, prerender: false, ...overrides },
    { webRoot },
  );
}

beforeAll(async () => {
  webRoot = await mkdtemp(path.join(tmpdir(), 'kp-store-web-'));
  dataDir = await mkdtemp(path.join(tmpdir(), 'kp-store-data-'));
  await mkdir(path.join(webRoot, '.ssr'));
  await writeFile(
    path.join(webRoot, 'index.html'),
    '<!doctype html><html><head><title>app</title></head><body><div id="root"></div></body></html>',
  );
  await writeFile(path.join(webRoot, '.ssr', 'render.mjs'), renderer);
  database = await openTestDatabase();
  t = await startApp('6281111111111');
  await seed('Silinder Alfa');
}, 180_000);
afterAll(async () => {
  await t.close();
  await database.close();
  await rm(webRoot, { recursive: true, force: true });
  await rm(dataDir, { recursive: true, force: true });
});

/** Signs in and makes the catalogue (again after a restart, which starts from an empty one). */
async function seed(name: string) {
  token = await t.login();
  ids.brand = await addBrand(t, token, 'Aerotek');
  ids.category = await addCategory(t, token, 'Silinder');
  ids.type = await addType(t, token, 'Kompak');
  productId = (await addProduct(t, token, productForm(name, '1000'), 'p.png')).id;
}

function productForm(name: string, harga: string) {
  return { ...pageProductForm(name, ids), harga };
}

interface Served {
  status: number;
  etag: string;
  html: string;
}

async function get(url: string, headers: Record<string, string> = {}): Promise<Served> {
  const response = await fetch(`${t.baseUrl}${url}`, {
    headers: { 'accept-encoding': 'br', ...headers },
  });
  return {
    status: response.status,
    etag: response.headers.get('etag') ?? '',
    html: await response.text(),
  };
}

const pageUrls = () => [`/detail-product/${productId}`, `/brand-produk?id=${ids.brand}`, '/news'];

/** Every page served (and so stored) once; their ETags by URL. */
async function storeAll(): Promise<Map<string, string>> {
  const etags = new Map<string, string>();
  for (const url of pageUrls()) {
    const served = await get(url);
    expect(served.status, url).toBe(200);
    etags.set(url, served.etag);
  }
  return etags;
}

/**
 * After `write`, the pages in `showing` serve `value` within 1 s (and never the old one), and
 * every other stored page keeps its ETag.
 */
async function expectChange(
  write: () => Promise<{ status: number }>,
  showing: string[],
  newValue: string | (() => string),
  old: string,
) {
  const before = await storeAll();
  for (const url of showing) expect((await get(url)).html).toContain(old);
  expect((await write()).status).toBe(200);
  const written = Date.now();
  const value = typeof newValue === 'string' ? newValue : newValue();
  for (const url of showing) {
    let served = await get(url);
    while (!served.html.includes(value) && Date.now() - written < 1000) served = await get(url);
    expect(served.html, url).toContain(value);
    expect(served.html, url).not.toContain(old);
  }
  expect(Date.now() - written).toBeLessThan(1000);
  for (const url of pageUrls().filter((page) => !showing.includes(page)))
    expect((await get(url)).etag, url).toBe(before.get(url));
}

describe('stored pages', () => {
  it('are sent compressed from the store with their ETag, and 304 when the client has it', async () => {
    const url = `/detail-product/${productId}`;
    const first = await get(url);
    expect(first.etag).toMatch(/^"[\w-]+-br"$/);
    expect(t.app.publicCache.stats().disk.entries).toBeGreaterThan(0);
    const gzip = await get(url, { 'accept-encoding': 'gzip' });
    expect(gzip.etag).toBe(first.etag.replace('-br"', '-gzip"'));
    expect(gzip.html).toBe(first.html);
    const again = await get(url, { 'if-none-match': first.etag });
    expect(again.status).toBe(304);
    expect(again.html).toBe('');
    // Kept until changed: PUBLIC_CACHE_SECONDS (30 s) is not what bounds it.
    expect(t.app.publicCache.keepsUntilChanged).toBe(true);
  });

  it('a new price reaches the product page within 1 s; the brand and news pages keep their ETag', async () => {
    const url = `/detail-product/${productId}`;
    await expectChange(
      () =>
        t.call('POST', `/admin/product/update/${productId}`, {
          token,
          form: formOf(productForm('Silinder Alfa', '2750')),
        }),
      [url],
      '"harga":2750',
      '"harga":1000',
    );
  });

  it("a product's new name reaches its page within 1 s; the others keep their ETag", async () => {
    await expectChange(
      () =>
        t.call('POST', `/admin/product/update/${productId}`, {
          token,
          form: formOf(productForm('Silinder Beta', '2750')),
        }),
      [`/detail-product/${productId}`],
      'Silinder Beta',
      'Silinder Alfa',
    );
  });

  it("a category's new name reaches the pages with it (product, menu) within 1 s", async () => {
    await expectChange(
      () =>
        t.call('POST', `/admin/category/${ids.category}`, {
          token,
          form: formOf({ name: 'Silinder Ganda' }),
        }),
      [`/detail-product/${productId}`],
      'Silinder Ganda',
      '"Silinder"',
    );
  });

  it("a brand's new logo reaches the brand page within 1 s; the news page keeps its ETag", async () => {
    const logoOf = async () => {
      const brand: unknown = (await t.call('GET', `/brand/${ids.brand}`)).body.data;
      return JSON.stringify(brand).match(/[\w/.-]+\.(png|webp)/)?.[0] ?? '';
    };
    const old = await logoOf();
    expect(old).not.toBe('');
    const png = await pngBytes();
    let fresh = '';
    await expectChange(
      async () => {
        const answer = await t.call('POST', `/admin/brand/${ids.brand}`, {
          token,
          form: formOf({ name: 'Aerotek', keterangan: 'Merek' }, [['imageMain', png, 'baru.png']]),
        });
        fresh = await logoOf();
        return answer;
      },
      [`/brand-produk?id=${ids.brand}`],
      // Known once written: the page must show what the API now answers.
      () => fresh,
      old,
    );
    expect(fresh).not.toBe(old);
  });

  it("the site's phone number (configuration) is on every page after a restart over the same store", async () => {
    const before = await storeAll();
    expect((await get('/news')).html).toContain('telp 6281111111111');
    await t.close();
    t = await startApp('6282222222222');
    await seed('Silinder Beta');
    for (const url of pageUrls()) {
      const served = await get(url);
      expect(served.html, url).toContain('telp 6282222222222');
      expect(served.etag, url).not.toBe(before.get(url));
    }
  }, 120_000);
});

describe('the background renderer', () => {
  it('stores every public page after a start, before anyone asks, and /readyz counts them', async () => {
    await t.close();
    t = await startApp('6282222222222', { prerender: true, publicCacheMb: 32 });
    await seed('Silinder Beta');
    const url = `/detail-product/${productId}`;
    const key = (page: string) => `page ${t.baseUrl} ${page}`;
    expect(t.app.publicCache.has(key(url))).toBe(false);
    // The first visitor names the origin (no PUBLIC_URL here); the renderer starts then.
    expect((await get('/news')).status).toBe(200);
    let ready = await (await fetch(`${t.baseUrl}/readyz`)).json();
    const started = Date.now();
    while (
      (ready.pages?.waiting !== 0 || !t.app.publicCache.has(key(url))) &&
      Date.now() - started < 20_000
    ) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      ready = await (await fetch(`${t.baseUrl}/readyz`)).json();
    }
    expect(ready.status).toBe('ready');
    expect(t.app.publicCache.has(key(url))).toBe(true);
    expect(ready.pages.stored).toBeGreaterThanOrEqual(2);
    expect(ready.pages.waiting).toBe(0);
    const served = await get(url);
    expect(served.html).toContain('Silinder Beta');
  }, 120_000);
});
