// sitemap.xml lists every public page from the database (active records only, with lastmod),
// follows writes at once (the public cache is cleared by them), and becomes an index past the
// protocol's 50,000 URLs per file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';
import { formOf, pdfBytes, pngBytes } from './helpers/fixtures.ts';
import { addBrand, addCategory, addPageProduct, addType } from './helpers/catalogue.ts';
import { normalisePublicUrl, publicOrigin } from '../src/lib/public-url.ts';
import { sitemapEntries, type SitemapEntry } from '../src/plugins/sitemap/entries.ts';
import { crawlerPages } from '../src/plugins/sitemap/crawler-pages.ts';
import {
  URLS_PER_SITEMAP,
  sitemapIndex,
  splitEntries,
  urlSet,
} from '../src/plugins/sitemap/xml.ts';

let t: TestApp;
let token: string;
let base = '';
const ids = {
  brand: 0,
  hiddenBrand: 0,
  category: 0,
  type: 0,
  product: 0,
  hiddenProduct: 0,
  news: 0,
};

const product = (name: string, brand: number) => addPageProduct(t, token, name, { ...ids, brand });

async function sitemap(path = '/sitemap.xml') {
  const response = await fetch(`${base}${path}`);
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    xml: await response.text(),
  };
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

beforeAll(async () => {
  t = await buildTestApp();
  token = await t.login();
  base = t.baseUrl;
  ids.brand = await addBrand(t, token, 'Aerotek', 'Merek fiktif');
  ids.hiddenBrand = await addBrand(t, token, 'Bimatek', 'Merek fiktif');
  ids.category = await addCategory(t, token, 'Pneumatik');
  ids.type = await addType(t, token, 'Kompak');
  // A type without public products has no page worth listing (its list would be empty).
  await addType(t, token, 'Tanpa Produk');
  ids.product = await product('Silinder Uji', ids.brand);
  ids.hiddenProduct = await product('Silinder Merek Nonaktif', ids.hiddenBrand);
  const news = formOf({ title: 'Pameran', description: 'Kami hadir', content: '<p>Hai</p>' }, [
    ['foto', await pngBytes(), 'f.png'],
    ['file', pdfBytes(), 'k.pdf'],
  ]);
  ids.news = (await t.call('POST', '/admin/news', { token, form: news })).body.data.id;
  await t.call('POST', `/admin/brand/is-active/${ids.hiddenBrand}`, { token });
});

afterAll(async () => {
  await t.close();
});

describe('sitemap.xml', () => {
  it('lists the public pages of active records, absolute and with lastmod', async () => {
    const { status, type, xml } = await sitemap();
    expect(status).toBe(200);
    expect(type).toContain('application/xml');
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    expect(locs(xml)).toEqual([
      `${base}/`,
      `${base}/new-product`,
      `${base}/news`,
      `${base}/tentang-kami`,
      `${base}/brand-produk?id=${ids.brand}`,
      `${base}/kategori-produk?id=${ids.category}`,
      `${base}/tipe-produk?id=${ids.type}`,
      `${base}/detail-product/${ids.product}`,
      `${base}/news/${ids.news}`,
    ]);
    expect(xml).toContain(`<url><loc>${base}/detail-product/${ids.product}</loc><lastmod>2026-`);
    expect(xml).toContain(`<url><loc>${base}/news/${ids.news}</loc><lastmod>2026-`);
  });

  it('follows a write at once: a deactivated product leaves, a new one appears', async () => {
    await sitemap(); // cached now
    await t.call('POST', `/admin/product/is-active/${ids.product}`, { token });
    const added = await product('Katup Baru', ids.brand);
    const pages = locs((await sitemap()).xml);
    expect(pages).toContain(`${base}/detail-product/${added}`);
    expect(pages).not.toContain(`${base}/detail-product/${ids.product}`);
    await t.call('POST', `/admin/product/is-active/${ids.product}`, { token });
    expect(locs((await sitemap()).xml)).toContain(`${base}/detail-product/${ids.product}`);
  });

  it("gives the background renderer the same pages in the same order, without the products' dates", async () => {
    const second = await product('Katup Kedua', ids.brand);
    const dated = await sitemapEntries(t.app.db);
    const cheap = await sitemapEntries(t.app.db, { lastmod: false });
    expect(cheap.map((entry) => entry.path)).toEqual(dated.map((entry) => entry.path));
    // Newest first, as in the sitemap: the product just added comes before the first one.
    const paths = cheap.map((entry) => entry.path);
    expect(paths.indexOf(`/detail-product/${second}`)).toBeLessThan(
      paths.indexOf(`/detail-product/${ids.product}`),
    );
    expect(cheap.find((entry) => entry.path === `/detail-product/${second}`)?.lastmod).toBeNull();
    expect((await crawlerPages(t.app.db)).slice(0, paths.length)).toEqual(paths);
  });

  it('has no numbered part while one file holds every URL', async () => {
    expect((await sitemap('/sitemap-1.xml')).status).toBe(404);
    expect((await sitemap('/sitemap-x.xml')).status).toBe(404);
  });
});

describe('sitemap files', () => {
  const entries: SitemapEntry[] = Array.from({ length: URLS_PER_SITEMAP + 1 }, (_, index) => ({
    path: `/detail-product/${index + 1}`,
    lastmod: new Date(Date.UTC(2026, 0, 1) + index * 1000),
  }));

  it('splits past 50,000 URLs into an index of files, each with its newest lastmod', () => {
    const parts = splitEntries(entries);
    expect(parts.map((part) => part.length)).toEqual([URLS_PER_SITEMAP, 1]);
    const index = sitemapIndex('https://katalog.example', parts);
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(index)).toEqual([
      'https://katalog.example/sitemap-1.xml',
      'https://katalog.example/sitemap-2.xml',
    ]);
    expect(index).toContain(
      `<lastmod>${entries[URLS_PER_SITEMAP - 1]?.lastmod?.toISOString()}</lastmod>`,
    );
  });

  it('escapes what XML needs escaped in a URL', () => {
    expect(urlSet('https://a.example', [{ path: '/x?a=1&b=2', lastmod: null }])).toContain(
      '<loc>https://a.example/x?a=1&amp;b=2</loc></url>',
    );
  });
});

describe('PUBLIC_URL', () => {
  it('wins over the request origin, without a trailing slash', () => {
    const request = { protocol: 'http' as const, host: '127.0.0.1:8080' };
    expect(
      publicOrigin({ publicUrl: normalisePublicUrl('https://katalog.example/') }, request),
    ).toBe('https://katalog.example');
    expect(
      publicOrigin({ publicUrl: normalisePublicUrl('https://katalog.example/toko/') }, request),
    ).toBe('https://katalog.example/toko');
  });

  it('defaults to the request origin, and ignores what is not an http(s) URL', () => {
    const request = { protocol: 'https' as const, host: 'toko.example' };
    expect(publicOrigin({ publicUrl: normalisePublicUrl(undefined) }, request)).toBe(
      'https://toko.example',
    );
    expect(publicOrigin({ publicUrl: normalisePublicUrl('javascript:alert(1)') }, request)).toBe(
      'https://toko.example',
    );
    expect(publicOrigin({ publicUrl: normalisePublicUrl('bukan url') }, request)).toBe(
      'https://toko.example',
    );
  });
});
