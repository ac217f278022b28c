// The head of each kind of public page as the renderer writes it (issue 13, items 3-6): title,
// description, canonical, Open Graph and Twitter tags, and JSON-LD checked against a schema of the
// properties search engines read.
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { routes, SITEMAP_ROUTES } from '../../src/lib/routes/routes.ts';
import type { RouteName } from '../../src/lib/routes/routes.ts';
import { render } from '../ssr/render.tsx';
import { isNoindexRoute } from './pageHead.ts';

const ORIGIN = 'https://katalog.example';
const APP = 'Toko Uji';

const footer = {
  path: '/storage/footer/eeeeeeeeeeeeeeee.webp',
  tagline: 'Solusi pneumatik.',
  office: 'Jl. Industri 1, Jakarta',
  email: 'info@toko.example',
  telp: '021-555',
  alamat: [],
};
const image = (id: number, hex: string, isCover: boolean) => ({
  id,
  path: `/storage/product/${hex.repeat(16)}.webp`,
  isCover,
});
const product = (id: number, harga: number, hargaAkhir: number | null) => ({
  id,
  name: 'Silinder "SC" 63x100',
  harga,
  hargaAkhir,
  garansi: null,
  berat: null,
  urutan: null,
  keterangan: `<p>Silinder <strong>pneumatik</strong> &amp; standar ISO.</p><p>${'Tekanan kerja 1-10 bar. '.repeat(10)}</p>`,
  isBestSeller: false,
  category: { id: 3, name: 'Silinder Pneumatik' },
  brand: { id: 2, name: 'Aerotek' },
  type: { id: 5, name: 'Silinder Standar' },
  image: [image(1, 'a', false), image(2, 'b', true)],
  isCover: image(2, 'b', true),
  size: [],
  color: [],
  ecommerces: [],
  specifications: [
    { id: 1, name: 'Bore', unit: 'mm', kind: 'number' as const, value: 63 },
    {
      id: 2,
      name: 'Tekanan kerja',
      unit: 'bar',
      kind: 'range' as const,
      value: { min: 1, max: 10 },
    },
    { id: 3, name: 'Port', unit: null, kind: 'choice' as const, value: ['G3/8'] },
    { id: 4, name: 'Magnet', unit: null, kind: 'boolean' as const, value: true },
  ],
  equivalents: [{ brand: 'SMC', code: 'CP96SDB63-100' }],
  isActive: true,
  createdAt: '2026-11-02T08:30:00.000Z',
});
const news = {
  id: 4,
  title: 'Pameran Industri 2026',
  description: 'Kami hadir di pameran.',
  content: '<p>Isi</p>',
  foto: { path: '/storage/news/dddddddddddddddd.webp', name: 'f.png', size: 1 },
  file: null,
  isActive: true,
  createdAt: '2026-11-01T00:00:00.000Z',
};

const answers: Record<string, unknown> = {
  '/config': {
    data: { appName: APP, chatPhone: '6280000000000', superuserRoleId: 1, adminRoleId: 2 },
    meta: { message: 'ok' },
  },
  '/tagline/footer': { data: { data: footer }, meta: { message: 'ok' } },
  '/product/7': { data: product(7, 850_000, null), meta: { message: 'ok' } },
  '/product/8': { data: product(8, 850_000, 1_250_000), meta: { message: 'ok' } },
  '/news/4': { data: news, meta: { message: 'ok' } },
  '/news/5': {
    data: { ...news, id: 5, title: '</script><script>alert(1)</script>' },
    meta: { message: 'ok' },
  },
  '/brand/2': {
    data: {
      id: 2,
      name: 'Aerotek',
      keterangan: '',
      mainFile: { path: '/storage/brand/cccccccccccccccc.webp', name: 'b.png', size: 1 },
      thumbnail: null,
      isActive: true,
    },
    meta: { message: 'ok' },
  },
  '/category': {
    data: [
      {
        id: 3,
        name: 'Silinder Pneumatik',
        image: { path: '/storage/category/cccccccccccccccc.webp', name: 'c.png', size: 1 },
        isActive: true,
      },
    ],
    meta: { total: 1 },
  },
  '/type/5': {
    data: { id: 5, name: 'Silinder Standar', category: { id: 3, name: 'Silinder Pneumatik' } },
    meta: { message: 'ok' },
  },
  '/product?page=1&limit=12&type=5': { data: [product(7, 1, null)], meta: { total: 1 } },
};

async function load(apiPath: string) {
  if (apiPath in answers) return { status: 200, body: answers[apiPath] };
  if (apiPath.startsWith('/product?') && apiPath.includes('search=katup'))
    return { status: 200, body: { data: [product(7, 850_000, null)], meta: { total: 1 } } };
  if (apiPath.startsWith('/product?') || apiPath.startsWith('/news?'))
    return { status: 200, body: { data: [], meta: { total: 0 } } };
  return { status: 404, body: { meta: { message: 'Data tidak ditemukan.' }, data: null } };
}

async function page(url: string) {
  const rendered = await render({ url, origin: ORIGIN, load });
  if (!rendered) throw new Error(`no page at ${url}`);
  return rendered;
}

/** The content of `<meta property|name="key">` in `head`, unescaped; null when absent. */
function metaOf(head: string, key: string): string | null {
  const found = new RegExp(
    `<meta (?:property|name)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)">`,
  ).exec(head);
  return found
    ? (found[1] ?? '')
        .replace(/&quot;/g, '"')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&')
    : null;
}
const canonicalOf = (head: string) =>
  /<link rel="canonical" href="([^"]*)">/.exec(head)?.[1]?.replace(/&amp;/g, '&') ?? null;
function jsonLdOf(head: string): Array<Record<string, unknown>> {
  return [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? '') as Record<string, unknown>,
  );
}

// What Google's Product rich result needs of ours (issue 13, item 6).
const ajv = new Ajv({ allErrors: true });
const validProduct = ajv.compile({
  type: 'object',
  required: ['@context', '@type', 'name', 'image', 'sku', 'url', 'brand', 'offers', 'description'],
  properties: {
    '@context': { const: 'https://schema.org' },
    '@type': { const: 'Product' },
    name: { type: 'string', minLength: 1 },
    sku: { type: 'string', minLength: 1 },
    url: { type: 'string', pattern: '^https://' },
    image: { type: 'array', minItems: 1, items: { type: 'string', pattern: '^https://' } },
    brand: {
      type: 'object',
      required: ['@type', 'name'],
      properties: { '@type': { const: 'Brand' }, name: { type: 'string', minLength: 1 } },
    },
    offers: {
      oneOf: [
        {
          type: 'object',
          required: ['@type', 'price', 'priceCurrency'],
          properties: {
            '@type': { const: 'Offer' },
            price: { type: 'number' },
            priceCurrency: { const: 'IDR' },
          },
        },
        {
          type: 'object',
          required: ['@type', 'lowPrice', 'highPrice', 'priceCurrency'],
          properties: {
            '@type': { const: 'AggregateOffer' },
            lowPrice: { type: 'number' },
            highPrice: { type: 'number' },
            priceCurrency: { const: 'IDR' },
          },
        },
      ],
    },
  },
});
const validBreadcrumbs = ajv.compile({
  type: 'object',
  required: ['@type', 'itemListElement'],
  properties: {
    '@type': { const: 'BreadcrumbList' },
    itemListElement: {
      type: 'array',
      minItems: 2,
      items: {
        type: 'object',
        required: ['@type', 'position', 'name', 'item'],
        properties: {
          '@type': { const: 'ListItem' },
          item: { type: 'string', pattern: '^https://' },
        },
      },
    },
  },
});

describe('a product page', () => {
  it('is titled and described by the product, canonical without extra parameters', async () => {
    const { title, head } = await page('/detail-product/7?utm_source=wa&page=3');
    expect(title).toBe(`Silinder "SC" 63x100 | ${APP}`);
    const description = metaOf(head, 'description') ?? '';
    expect(description).toMatch(/^Silinder pneumatik & standar ISO\. Tekanan kerja/);
    expect([...description].length).toBeLessThanOrEqual(160);
    expect(canonicalOf(head)).toBe(`${ORIGIN}/detail-product/7`);
  });

  it('tells chat previews its picture (1200 × 630, absolute), name and price', async () => {
    const { head } = await page('/detail-product/8');
    expect(metaOf(head, 'og:title')).toBe(`Silinder "SC" 63x100 | ${APP}`);
    expect(metaOf(head, 'og:description')).toMatch(
      /^Rp\. 850\.000 - Rp\. 1\.250\.000 · Silinder pneumatik/,
    );
    expect(metaOf(head, 'og:image')).toBe(`${ORIGIN}/storage/product/bbbbbbbbbbbbbbbb.share.jpg`);
    expect([metaOf(head, 'og:image:width'), metaOf(head, 'og:image:height')]).toEqual([
      '1200',
      '630',
    ]);
    expect(metaOf(head, 'og:type')).toBe('product');
    expect(metaOf(head, 'og:locale')).toBe('id_ID');
    expect(metaOf(head, 'og:url')).toBe(`${ORIGIN}/detail-product/8`);
    expect(metaOf(head, 'twitter:card')).toBe('summary_large_image');
    expect(metaOf(head, 'twitter:image')).toBe(
      `${ORIGIN}/storage/product/bbbbbbbbbbbbbbbb.share.jpg`,
    );
  });

  it('carries a valid Product with an Offer, or an AggregateOffer for a price range, and breadcrumbs', async () => {
    const [single, crumbs] = jsonLdOf((await page('/detail-product/7')).head);
    expect(validProduct(single), ajv.errorsText(validProduct.errors)).toBe(true);
    expect(single).toMatchObject({
      sku: '7',
      brand: { name: 'Aerotek' },
      offers: { '@type': 'Offer', price: 850_000 },
    });
    expect(single?.image).toEqual([
      `${ORIGIN}/storage/product/bbbbbbbbbbbbbbbb.webp`,
      `${ORIGIN}/storage/product/aaaaaaaaaaaaaaaa.webp`,
    ]);
    expect(validBreadcrumbs(crumbs), ajv.errorsText(validBreadcrumbs.errors)).toBe(true);
    expect(crumbs).toMatchObject({
      itemListElement: [
        { position: 1, name: 'Home', item: `${ORIGIN}/` },
        { position: 2, name: 'Silinder Pneumatik', item: `${ORIGIN}/kategori-produk?id=3` },
        { position: 3, name: 'Silinder "SC" 63x100', item: `${ORIGIN}/detail-product/7` },
      ],
    });
    const [range] = jsonLdOf((await page('/detail-product/8')).head);
    expect(validProduct(range), ajv.errorsText(validProduct.errors)).toBe(true);
    expect(range?.offers).toMatchObject({
      '@type': 'AggregateOffer',
      lowPrice: 850_000,
      highPrice: 1_250_000,
    });
  });

  it('lists its specifications as PropertyValues with their units (issue 24)', async () => {
    const [single] = jsonLdOf((await page('/detail-product/7')).head);
    expect(single?.additionalProperty).toEqual([
      { '@type': 'PropertyValue', name: 'Bore', unitText: 'mm', value: 63 },
      {
        '@type': 'PropertyValue',
        name: 'Tekanan kerja',
        unitText: 'bar',
        minValue: 1,
        maxValue: 10,
      },
      { '@type': 'PropertyValue', name: 'Port', value: 'G3/8' },
      { '@type': 'PropertyValue', name: 'Magnet', value: true },
    ]);
  });

  it('the schema check refuses a Product without its price', () => {
    expect(
      validProduct({
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: 'x',
        sku: '1',
        url: 'https://x',
        image: ['https://x'],
        brand: { '@type': 'Brand', name: 'b' },
        description: '',
        offers: { '@type': 'Offer', priceCurrency: 'IDR' },
      }),
    ).toBe(false);
  });
});

describe('other pages', () => {
  it('titles lists by their brand, category or type, with breadcrumbs and a canonical of id and page', async () => {
    const brand = await page('/brand-produk?utm_campaign=x&id=2&page=1');
    expect([brand.title, canonicalOf(brand.head)]).toEqual([
      `Aerotek | ${APP}`,
      `${ORIGIN}/brand-produk?id=2`,
    ]);
    expect(metaOf(brand.head, 'og:image')).toBe(
      `${ORIGIN}/storage/brand/cccccccccccccccc.share.jpg`,
    );
    expect(metaOf(brand.head, 'description')).toBe(`Produk Aerotek di ${APP}.`);
    const category = await page('/kategori-produk?page=2&id=3&sort=x');
    expect([category.title, canonicalOf(category.head)]).toEqual([
      `Silinder Pneumatik | ${APP}`,
      `${ORIGIN}/kategori-produk?id=3&page=2`,
    ]);
    expect(validBreadcrumbs(jsonLdOf(category.head)[0])).toBe(true);
    // A type's name from GET type/{id}, its sharing picture from the first product listed.
    const type = await page('/tipe-produk?id=5');
    expect(type.title).toBe(`Silinder Standar | ${APP}`);
    expect(metaOf(type.head, 'og:image')).toBe(
      `${ORIGIN}/storage/product/bbbbbbbbbbbbbbbb.share.jpg`,
    );
  });

  it('gives brand, category and type lists the BreadcrumbList the screen shows (issue 32)', async () => {
    const crumbsOf = async (url: string) => {
      const [crumbs] = jsonLdOf((await page(url)).head);
      expect(validBreadcrumbs(crumbs), ajv.errorsText(validBreadcrumbs.errors)).toBe(true);
      return (crumbs?.itemListElement as { name: string; item: string }[]).map(({ name, item }) => [
        name,
        item,
      ]);
    };
    expect(await crumbsOf('/brand-produk?id=2')).toEqual([
      ['Home', `${ORIGIN}/`],
      ['Aerotek', `${ORIGIN}/brand-produk?id=2`],
    ]);
    expect(await crumbsOf('/kategori-produk?id=3&page=2')).toEqual([
      ['Home', `${ORIGIN}/`],
      ['Silinder Pneumatik', `${ORIGIN}/kategori-produk?id=3&page=2`],
    ]);
    // A type sits under the category its products share (GET type/{id}'s).
    expect(await crumbsOf('/tipe-produk?id=5')).toEqual([
      ['Home', `${ORIGIN}/`],
      ['Silinder Pneumatik', `${ORIGIN}/kategori-produk?id=3`],
      ['Silinder Standar', `${ORIGIN}/tipe-produk?id=5`],
    ]);
    // Filters that match no product (the list read answers none) keep that step.
    expect(await crumbsOf('/tipe-produk?id=5&spec[1][min]=100000')).toEqual([
      ['Home', `${ORIGIN}/`],
      ['Silinder Pneumatik', `${ORIGIN}/kategori-produk?id=3`],
      ['Silinder Standar', `${ORIGIN}/tipe-produk?id=5`],
    ]);
  });

  it('keeps a filtered list at the canonical of the whole list (issue 24)', async () => {
    const type = await page('/tipe-produk?id=5&spec[1][min]=32&spec[3]=G1/8&unit[1]=inch');
    expect(canonicalOf(type.head)).toBe(`${ORIGIN}/tipe-produk?id=5`);
  });

  it('keeps a comparison out of the index at its own address, titled Perbandingan Produk', async () => {
    const compare = await page('/bandingkan?id=7,8,x,7&utm_source=wa');
    expect(compare.title).toBe(`Perbandingan Produk | ${APP}`);
    expect([metaOf(compare.head, 'robots'), canonicalOf(compare.head)]).toEqual([
      'noindex, follow',
      `${ORIGIN}/bandingkan?id=7,8`,
    ]);
    expect(compare.status).toBe(200);
    // Both products are in the page as the server rendered it.
    expect(compare.body).toContain('Silinder &quot;SC&quot; 63x100');
    expect(compare.body).toContain('Tekanan kerja (bar)');
  });

  it('describes news with its description, as an article', async () => {
    const { title, head } = await page('/news/4');
    expect([title, metaOf(head, 'description'), metaOf(head, 'og:type')]).toEqual([
      `Pameran Industri 2026 | ${APP}`,
      'Kami hadir di pameran.',
      'article',
    ]);
    expect(metaOf(head, 'og:image')).toBe(`${ORIGIN}/storage/news/dddddddddddddddd.share.jpg`);
    expect(jsonLdOf(head)[0]).toMatchObject({
      '@type': 'NewsArticle',
      headline: 'Pameran Industri 2026',
      datePublished: '2026-11-01T00:00:00.000Z',
    });
  });

  it('gives the home page the Organization from the footer, and its logo as the sharing picture', async () => {
    const { head } = await page('/?fbclid=1');
    expect(canonicalOf(head)).toBe(`${ORIGIN}/`);
    expect(metaOf(head, 'description')).toBe('Solusi pneumatik.');
    expect(metaOf(head, 'og:image')).toBe(`${ORIGIN}/storage/footer/eeeeeeeeeeeeeeee.share.jpg`);
    expect(jsonLdOf(head)[0]).toMatchObject({
      '@type': 'Organization',
      name: APP,
      email: 'info@toko.example',
      telephone: '021-555',
      logo: `${ORIGIN}/storage/footer/eeeeeeeeeeeeeeee.webp`,
    });
  });

  it('keeps every search page out of the index, results or not, at its canonical address', async () => {
    const { head } = await page('/search?search=katup&page=1&utm_medium=x');
    expect([metaOf(head, 'robots'), canonicalOf(head)]).toEqual([
      'noindex, follow',
      `${ORIGIN}/search?search=katup`,
    ]);
    for (const url of ['/search?search=tidakada', '/search']) {
      expect(metaOf((await page(url)).head, 'robots'), url).toBe('noindex, follow');
    }
  });

  it('lists in the sitemap no route whose pages are noindex', () => {
    for (const route of Object.keys(routes) as RouteName[]) {
      if (isNoindexRoute(route)) expect(SITEMAP_ROUTES[route], route).toBeNull();
    }
    expect(isNoindexRoute('l-search')).toBe(true);
  });

  it('gives every page one description, a canonical and the sharing tags; 404 pages are noindex without a canonical', async () => {
    for (const url of ['/', '/tentang-kami', '/news?page=2', '/new-product', '/kategori-produk']) {
      const { head } = await page(url);
      expect(head.match(/<meta name="description"/g), url).toHaveLength(1);
      expect(canonicalOf(head), url).toMatch(/^https:\/\/katalog\.example\//);
      expect(metaOf(head, 'og:title'), url).not.toBeNull();
      expect(metaOf(head, 'twitter:card'), url).toBe('summary_large_image');
    }
    expect(canonicalOf((await page('/news?page=2')).head)).toBe(`${ORIGIN}/news?page=2`);
    for (const url of ['/umkm', '/404', '/detail-product/987654']) {
      const { head } = await page(url);
      expect(metaOf(head, 'robots'), url).toBe('noindex');
      expect(canonicalOf(head), url).toBeNull();
      expect(jsonLdOf(head), url).toEqual([]);
    }
  });

  it('escapes record text in the tags and the JSON-LD', async () => {
    const { head } = await page('/news/5');
    expect(head).not.toContain('</script><script>alert(1)');
    expect(metaOf(head, 'og:title')).toBe(`</script><script>alert(1)</script> | ${APP}`);
    expect(jsonLdOf(head)[0]?.headline).toBe('</script><script>alert(1)</script>');
  });
});
