// The pages' API reads in process (server/src/routes/public-reads.ts) answer what the HTTP routes
// answer: every read the real renderer (app/ssr/render.tsx) makes for the demo catalogue's pages,
// and the refusals (404, 422, 400), compared with app.inject's answer (what the pages read
// before), on an app keeping answers (the cache's miss and hit) and on another instance keeping
// none (the handler each time). The same pages render byte for byte the same from either.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { LoadedAnswer } from '../../contracts/page-renderer.ts';
import { render } from '../../app/ssr/render.tsx';
import { productSpecValues } from '../../server/src/db/schema/index.ts';
import type { Database } from '../../server/src/db/client.ts';
import { buildTestApp, type TestApp } from '../../server/test/helpers/test-app.ts';
import { openDemoDatabase } from '../../server/test/helpers/demo-database.ts';

let database: Database;
let cached: TestApp;
/** Another instance on the same database that keeps no answer: each read runs its handler. */
let uncached: TestApp;

beforeAll(async () => {
  database = await openDemoDatabase();
  cached = await buildTestApp({}, { database });
  uncached = await buildTestApp({ publicCacheSeconds: 0 }, { database });
  // The demo's pictures are made on the way (sharp): long on a busy machine.
}, 120_000);
afterAll(async () => {
  await uncached?.close();
  await cached?.close();
  await database?.close();
});

/** How the pages read the API before: one in-process HTTP request, the JSON parsed again. */
async function injected(app: FastifyInstance, apiPath: string): Promise<LoadedAnswer> {
  const answer = await app.inject({
    method: 'GET',
    url: `/api-web${apiPath}`,
    headers: { cookie: 'XSRF-TOKEN=page' },
  });
  const json = (answer.headers['content-type'] ?? '').toString().includes('json');
  return {
    status: answer.statusCode,
    body:
      json && answer.rawPayload.length > 0 ? JSON.parse(answer.rawPayload.toString('utf8')) : null,
  };
}

const ORIGIN = 'http://toko.test';

/** The page at `url` rendered with `load`, as one string; and the reads it made. */
async function page(url: string, load: (apiPath: string) => Promise<LoadedAnswer>) {
  const reads: string[] = [];
  const rendered = await render({
    url,
    origin: ORIGIN,
    load: async (apiPath) => {
      reads.push(apiPath);
      return load(apiPath);
    },
  });
  return { html: JSON.stringify(rendered), reads };
}

describe('the public API read in process', () => {
  // 21 pages rendered four ways each: 30 s at load 17 was not enough.
  it(
    'renders every public page byte for byte as through app.inject, from answers equal to its own',
    { timeout: 180_000 },
    async () => {
      const some = (await injected(uncached.app, '/product?page=1&limit=1')).body as {
        data: { id: number }[];
      };
      const id = some.data[0]?.id;
      const detail = (await injected(uncached.app, `/product/${id}`)).body as {
        data: { brand: { id: number }; category: { id: number }; type: { id: number } };
      };
      const { brand, category, type } = detail.data;
      const news = (await injected(uncached.app, '/news?page=1&limit=1')).body as {
        data: { id: number }[];
      };
      // A specification filter of the address (issue 24): the lists' reads with `spec[…]` keys.
      const [spec] = await cached.app.db
        .select({ attribute: productSpecValues.attributeId, value: productSpecValues.value })
        .from(productSpecValues)
        .limit(1);
      const filter = `spec%5B${spec?.attribute}%5D`;
      const value = String((Array.isArray(spec?.value) ? spec.value[0] : spec?.value) ?? '');
      const urls = [
        '/',
        '/tentang-kami',
        `/kategori-produk?id=${category.id}`,
        `/kategori-produk?id=${category.id}&page=2`,
        `/brand-produk?id=${brand.id}`,
        `/tipe-produk?id=${type.id}`,
        `/tipe-produk?id=${type.id}&${filter}=${encodeURIComponent(value)}`,
        `/kategori-produk?id=${category.id}&${filter}%5Bmin%5D=1&${filter}%5Bmax%5D=x`,
        `/search?search=katup&${filter}=a&${filter}=b`,
        '/tipe-produk?id=999999',
        '/new-product?page=1',
        '/search?search=katup',
        `/search?search=pompa air&brand=${brand.id}&category=${category.id}`,
        '/search?search=%3Cb%3E%22x%22%20%26',
        `/detail-product/${id}`,
        '/detail-product/999999',
        `/bandingkan?id=${id},999999`,
        '/news',
        `/news/${news.data[0]?.id}`,
        '/news/999999',
        '/tidak-ada',
      ];
      const allReads = new Set<string>();
      for (const url of urls) {
        const before = await page(url, (apiPath) => injected(uncached.app, apiPath));
        for (const read of before.reads) allReads.add(read);
        // Kept answers: the first render reads them (a miss), the second from the cache (a hit).
        for (const app of [cached.app, cached.app, uncached.app]) {
          const after = await page(url, (apiPath) => app.readPublic(apiPath));
          expect(after.reads, url).toEqual(before.reads);
          expect(after.html, url).toBe(before.html);
        }
      }
      // Every read a page makes: the layout's, the lists', the details' (and their 404s).
      expect(allReads.size).toBeGreaterThan(15);
      for (const read of allReads) {
        const expected = await injected(uncached.app, read);
        expect(await uncached.app.readPublic(read), read).toStrictEqual(expected);
        expect(await cached.app.readPublic(read), read).toStrictEqual(expected);
        expect(await injected(cached.app, read), read).toStrictEqual(expected);
      }
    },
  );

  it('refuses what the routes refuse, with their status and body', async () => {
    const refused = [
      '/product/999999',
      '/product/0',
      '/product/abc',
      '/product?page=0',
      '/product?limit=abc',
      '/product?page=1&limit=12&spec%5B1%5D%5Bmin%5D=x',
      '/product?search=' + 'x'.repeat(300),
      '/brand/999999',
      '/type/abc',
      '/news/999999',
      '/brand/list/product?limit=0',
      '/tidak-ada',
      '/product/',
      '/product/5/lagi',
      '/product/%E0%A4%A',
    ];
    for (const read of refused) {
      const expected = await injected(uncached.app, read);
      expect(expected.status, read).toBeGreaterThanOrEqual(400);
      for (const app of [cached.app, uncached.app])
        expect(await app.readPublic(read), read).toStrictEqual(expected);
    }
  });

  it('reads only public data: a staff read or a private link is not found', async () => {
    const routes = { '/admin/product': 401, '/download': 200 };
    for (const [read, status] of Object.entries(routes))
      expect((await injected(uncached.app, read)).status, read).toBe(status);
    for (const read of [...Object.keys(routes), '/quote/view/abc']) {
      expect(await cached.app.readPublic(read), read).toStrictEqual({
        status: 404,
        body: { meta: { message: expect.any(String) }, data: { errors: {} } },
      });
    }
  });
});
