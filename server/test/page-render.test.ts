// Public pages rendered by the web build's renderer (<webRoot>/.ssr/render.mjs) through the pages
// plugin's route: assembled into the template, sent compressed (each encoding made once, when first
// asked for) and revalidated, their uploaded pictures sized, cached with the tags of the data they
// read, and the plain app whenever the renderer declines or fails.
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { NO_LOOP_SHEDDING } from './helpers/test-app.ts';
import type { Database } from '../src/db/client.ts';
import { openTestDatabase } from './helpers/test-database.ts';
import { readTags } from '../src/plugins/public-cache-tags.ts';
import type { CachedBody } from '../src/pages/stored-entry.ts';

// A stand-in that keeps the contract (contracts/page-renderer.ts) and reads the API like the real one.
// It tells the test on RENDERS (from any thread) where it was loaded and what it rendered.
const renderer = `
import { isMainThread, threadId } from 'node:worker_threads';
const told = new BroadcastChannel('kp-page-render-test');
told.postMessage({ loaded: import.meta.url, isMainThread });
const stylesheet = { href: '/page-styles/abc123.css', css: '.a{color:red}' };
export async function render({ url, origin, load }) {
  told.postMessage({ rendered: url, isMainThread, threadId });
  globalThis.kpRenders = (globalThis.kpRenders ?? 0) + 1;
  if (url === '/boom') throw new Error('boom');
  if (url === '/tahan') { globalThis.kpRenderHeld = true; await globalThis.kpRenderHold; }
  if (url.startsWith('/search?search=')) {
    const found = await load('/product?limit=1&search=' + url.slice(15), {});
    return { status: 200, title: 'Cari', head: '', body: '<p>' + found.body.meta.total + ' produk, ' + (isMainThread ? 'utas HTTP' : 'worker') + '</p>', undeclared: [] };
  }
  if (url === '/asal') return { status: 200, title: 'Asal', head: '<link rel="canonical" href="' + origin + '/asal">', body: '', undeclared: [] };
  const known = ['/', '/gambar', '/produk', '/hilang'];
  if (!known.includes(url)) return null;
  const config = await load('/config', { shared: true });
  const footer = await load('/tagline/footer', { shared: true });
  const products = url === '/produk' ? await load('/product?limit=1') : null;
  const body = url === '/gambar' ? '<img src="/storage/p/a.png" alt="a"><img src="/storage/p/none.png" alt="b">' : '';
  return {
    status: url === '/hilang' ? 404 : 200,
    title: 'Halaman $& | ' + config.body.data.appName,
    head: '<meta name="description" content="Uji">',
    body: '<h1>' + config.body.data.appName + '</h1>' + body + (products ? '<p>' + products.body.meta.total + ' produk</p>' : '') + (footer.status === 200 ? '<footer></footer>' : ''),
    undeclared: [],
    stylesheet,
  };
}`;

/** What the renderers told (their loads and renders, on every thread), in the order it came. */
const told: { loaded?: string; rendered?: string; isMainThread: boolean; threadId?: number }[] = [];
const reports = new BroadcastChannel('kp-page-render-test');
reports.onmessage = (event) => told.push((event as MessageEvent<(typeof told)[number]>).data);

let webRoot = '';
let database: Database;
let app: FastifyInstance;
let base = '';
/** The cache key of a page at `url` asked for at `base`. */
const pageKey = (url: string) => `page ${base} ${url}`;

beforeAll(async () => {
  webRoot = await mkdtemp(path.join(tmpdir(), 'kp-ssr-'));
  await mkdir(path.join(webRoot, '.ssr'));
  await mkdir(path.join(webRoot, 'assets'));
  await mkdir(path.join(webRoot, 'uploads', 'p'), { recursive: true });
  await writeFile(path.join(webRoot, 'assets', 'index-abc.css'), 'body{margin:0}');
  await writeFile(
    path.join(webRoot, 'index.html'),
    '<!doctype html><html><head><meta name="description" content="umum">\n<title>app</title><link rel="stylesheet" crossorigin href="/assets/index-abc.css"></head><body><div id="root"></div></body></html>',
  );
  await writeFile(path.join(webRoot, '.ssr', 'render.mjs'), renderer);
  await sharp({ create: { width: 40, height: 30, channels: 3, background: '#fff' } })
    .png()
    .toFile(path.join(webRoot, 'uploads', 'p', 'a.png'));
  database = await openTestDatabase();
  const config = {
    ...loadConfig({}),
    dataDir: webRoot,
    seedDemo: false,
    appName: 'Toko Uji',
    ...NO_LOOP_SHEDDING,
    prerender: false,
  };
  app = await buildApp({ config, database, webRoot });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  reports.close();
  await app.close();
  await database.close();
  await rm(webRoot, { recursive: true, force: true });
});

describe('server-rendered pages', () => {
  it('renders a few pages at once; one that waits too long for its turn is answered 503 with Retry-After', async () => {
    const queued = await buildApp({
      config: {
        ...loadConfig({}),
        dataDir: webRoot,
        seedDemo: false,
        ...NO_LOOP_SHEDDING,
        maxRenders: 1,
        renderWaitMs: 200,
        prerender: false,
      },
      database,
      webRoot,
    });
    const queuedBase = await queued.listen({ port: 0, host: '127.0.0.1' });
    let release: () => void = () => undefined;
    (globalThis as { kpRenderHold?: Promise<void> }).kpRenderHold = new Promise<void>(
      (resolve) => (release = resolve),
    );
    try {
      const state = globalThis as { kpRenderHeld?: boolean };
      state.kpRenderHeld = false;
      const held = fetch(`${queuedBase}/tahan`);
      // The held page has the only turn (once its render has begun, however slow the machine);
      // the next page waits for it and is refused.
      await expect.poll(() => state.kpRenderHeld, { interval: 10, timeout: 10_000 }).toBe(true);
      const refused = await fetch(`${queuedBase}/produk`);
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toBe('2');
      expect(await refused.json()).toEqual({
        meta: { message: 'Server sedang sibuk, silakan coba lagi sebentar lagi.' },
        data: { errors: {} },
      });
      release();
      expect((await held).status).toBe(200);
      // The refusal was not cached: the page renders once its turn comes.
      expect((await fetch(`${queuedBase}/produk`)).status).toBe(200);
    } finally {
      release();
      await queued.close();
    }
  });

  it('renders / from the API in process, stylesheet inlined, compressed and revalidated', async () => {
    const response = await fetch(`${base}/`, { headers: { 'accept-encoding': 'br' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toBe(
      '<!doctype html><html><head><title>Halaman $&amp; | Toko Uji</title><style>body{margin:0}</style>' +
        '<meta name="description" content="Uji"></head><body><div id="root"><h1>Toko Uji</h1><footer></footer></div></body></html>',
    );
  });

  it('keeps a page in both encodings from its first render, and sends plain HTML to a client that takes none', async () => {
    const br = await fetch(`${base}/produk`, { headers: { 'accept-encoding': 'br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    const entry = app.publicCache.get(pageKey('/produk')) as {
      document: { encodings: string[]; byteLength: number };
    };
    expect(entry.document.encodings).toEqual(['br', 'gzip']);
    const weight = app.publicCache.stats().bytes;
    const gzip = await fetch(`${base}/produk`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    // Nothing made on the second request: the kept page already weighed both copies.
    expect(app.publicCache.stats().bytes).toBe(weight);
    const plain = await fetch(`${base}/produk`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    const texts = await Promise.all([br.text(), gzip.text(), plain.text()]);
    expect(texts[0]).toContain('<p>0 produk</p>');
    expect(new Set(texts).size).toBe(1);
  });

  it('compresses a page once per encoding asked for when pages are kept PUBLIC_CACHE_SECONDS only', async () => {
    const brief = await buildApp({
      config: {
        ...loadConfig({}),
        dataDir: webRoot,
        seedDemo: false,
        ...NO_LOOP_SHEDDING,
        pageStoreHours: 0,
      },
      database,
      webRoot,
    });
    try {
      const briefBase = await brief.listen({ port: 0, host: '127.0.0.1' });
      await fetch(`${briefBase}/hilang`, { headers: { 'accept-encoding': 'br' } });
      const entry = brief.publicCache.get(`page ${briefBase} /hilang`) as {
        document: { encodings: string[]; byteLength: number };
      };
      expect(entry.document.encodings).toEqual(['br']);
      const first = entry.document.byteLength;
      const before = brief.publicCache.stats().bytes;
      await fetch(`${briefBase}/hilang`, { headers: { 'accept-encoding': 'gzip' } });
      expect(entry.document.encodings).toEqual(['br', 'gzip']);
      expect(entry.document.byteLength).toBeGreaterThan(first);
      expect(brief.publicCache.stats().bytes - before).toBe(entry.document.byteLength - first);
    } finally {
      await brief.close();
    }
  });

  it('keeps a page until data it read changes: a product change drops /produk, not /', async () => {
    await fetch(`${base}/`);
    await fetch(`${base}/produk`);
    expect(app.publicCache.get(pageKey('/'))).toBeDefined();
    app.publicCache.invalidate(['products']);
    expect(app.publicCache.get(pageKey('/produk'))).toBeUndefined();
    expect(app.publicCache.get(pageKey('/'))).toBeDefined();
    // The layout's answers are kept parsed for every page, and dropped with their data.
    expect(app.publicCache.get('answer /tagline/footer')).toBeDefined();
    app.publicCache.invalidate(['footer']);
    expect(app.publicCache.get('answer /tagline/footer')).toBeUndefined();
    expect(app.publicCache.get(pageKey('/'))).toBeUndefined();
    expect(app.publicCache.get('answer /config')).toBeDefined();
  });

  it("answers a worker's read as the kept JSON text with the tags it was kept with, parsing nothing", async () => {
    const apiPath = '/product?limit=2&sortBy=name';
    const parsed = await app.readPublic(apiPath);
    const kept = app.publicCache.get(`/api-web${apiPath}`) as CachedBody;
    const parse = vi.spyOn(JSON, 'parse');
    try {
      const text = await app.readPublicText(apiPath);
      expect(parse).not.toHaveBeenCalled();
      expect(text.status).toBe(200);
      expect(text.json).toBe(kept.body);
      expect([...text.tags].sort()).toEqual([...readTags(apiPath, parsed.body)].sort());
    } finally {
      parse.mockRestore();
    }
    // Not kept (an error): the same status and body as the parsed read, and its tags.
    const missing = await app.readPublicText('/product/999999');
    expect(missing.status).toBe(404);
    expect(JSON.parse(missing.json.toString())).toEqual(
      (await app.readPublic('/product/999999')).body,
    );
    expect(missing.tags).toContain('product:999999');
  });

  it("renders a visitor's page (a search, made on demand; a page not stored yet) on a worker of its own when the background renderer runs", async () => {
    const rendered = (html: string) => /<p>(\d+ produk, [^<]*)<\/p>/.exec(html)?.[1];
    // Without the background renderer, every page on the HTTP thread.
    expect(rendered(await (await fetch(`${base}/search?search=katup`)).text())).toBe(
      '0 produk, utas HTTP',
    );
    const withWorkers = await buildApp({
      config: { ...loadConfig({}), dataDir: webRoot, seedDemo: false, ...NO_LOOP_SHEDDING },
      database,
      webRoot,
    });
    try {
      const workersBase = await withWorkers.listen({ port: 0, host: '127.0.0.1' });
      const search = await fetch(`${workersBase}/search?search=katup`);
      expect(search.status).toBe(200);
      expect(rendered(await search.text())).toBe('0 produk, worker');
      // Asked once, not kept (the doorkeeper of what is made on demand); kept from its second
      // ask, tagged with what its reads showed, as a page rendered here.
      const key = `page ${workersBase} /search?search=katup`;
      expect(withWorkers.publicCache.get(key)).toBeUndefined();
      expect(rendered(await (await fetch(`${workersBase}/search?search=katup`)).text())).toBe(
        '0 produk, worker',
      );
      expect(withWorkers.publicCache.get(key)).toBeDefined();
      withWorkers.publicCache.invalidate(['products']);
      expect(withWorkers.publicCache.get(key)).toBeUndefined();
      // A page the store keeps until changed, not made by the background renderer yet (it lists
      // no such page): on the worker too, none on this thread.
      const renders = () => (globalThis as { kpRenders?: number }).kpRenders;
      const before = renders();
      expect(await (await fetch(`${workersBase}/produk`)).text()).toContain('<p>0 produk</p>');
      expect(withWorkers.publicCache.has(`page ${workersBase} /produk`)).toBe(true);
      expect(renders()).toBe(before);
    } finally {
      await withWorkers.close();
    }
    // VISITOR_RENDER_WORKERS=0: the background renderer's worker only, visitors' pages here.
    const without = await buildApp({
      config: {
        ...loadConfig({ VISITOR_RENDER_WORKERS: '0' }),
        dataDir: webRoot,
        seedDemo: false,
        ...NO_LOOP_SHEDDING,
      },
      database,
      webRoot,
    });
    try {
      const withoutBase = await without.listen({ port: 0, host: '127.0.0.1' });
      expect(rendered(await (await fetch(`${withoutBase}/search?search=katup`)).text())).toBe(
        '0 produk, utas HTTP',
      );
    } finally {
      await without.close();
    }
  });

  it('hands the renderer the request origin for absolute URLs, and keeps a page per origin', async () => {
    const canonical = async (host: string) =>
      (await app.inject({ method: 'GET', url: '/asal', headers: { host } })).body;
    expect(await canonical('a.example')).toContain(
      '<link rel="canonical" href="http://a.example/asal">',
    );
    // Another Host never gets the first one's cached page (nor puts its URLs into others' pages).
    expect(await canonical('b.example')).toContain(
      '<link rel="canonical" href="http://b.example/asal">',
    );
    expect(await canonical('a.example')).toContain(
      '<link rel="canonical" href="http://a.example/asal">',
    );
  });

  it('sends the status the renderer gives', async () => {
    const response = await fetch(`${base}/hilang`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<h1>Toko Uji</h1>');
  });

  it('answers unknown API paths and non-GET page paths with the JSON 404', async () => {
    for (const [method, url] of [
      ['GET', '/api-web/tidak-ada'],
      ['GET', '/api/tidak-ada'],
      ['POST', '/tentang-kami'],
    ] as const) {
      const response = await fetch(`${base}${url}`, { method });
      expect(response.status, url).toBe(404);
      expect(await response.json()).toEqual({
        meta: { message: 'Data tidak ditemukan.' },
        data: { errors: {} },
      });
    }
  });

  it('answers HEAD / like GET /, without a body', async () => {
    const response = await fetch(`${base}/`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).toBe('');
  });

  it('names the size of uploaded pictures it can read', async () => {
    const html = await (await fetch(`${base}/gambar`)).text();
    expect(html).toContain('<img width="40" height="30" src="/storage/p/a.png" alt="a">');
    expect(html).toContain('<img src="/storage/p/none.png" alt="b">');
  });

  it('sends the plain app when the renderer declines or fails', async () => {
    for (const url of ['/admin/dashboard', '/boom']) {
      const response = await fetch(`${base}${url}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('<div id="root"></div>');
      expect(html).toContain('rel="stylesheet"');
    }
  });

  it("loads the renderer on the HTTP thread for a page rendered there only; two visitors' workers render side by side", async () => {
    // Its own copy of the renderer: a module loaded once per thread and URL.
    const root = await mkdtemp(path.join(tmpdir(), 'kp-ssr-lazy-'));
    await cp(webRoot, root, { recursive: true });
    const file = pathToFileURL(path.join(root, '.ssr', 'render.mjs')).href;
    const loadedHere = () =>
      told.filter((each) => each.loaded === file && each.isMainThread).length;
    const configWith = (workers: string) => ({
      ...loadConfig({ VISITOR_RENDER_WORKERS: workers }),
      dataDir: root,
      seedDemo: false,
      ...NO_LOOP_SHEDDING,
    });
    try {
      const two = await buildApp({ config: configWith('2'), database, webRoot: root });
      try {
        const twoBase = await two.listen({ port: 0, host: '127.0.0.1' });
        // Each page's read waits until both pages have asked theirs: both are in hand at once.
        const read = two.readPublic.bind(two);
        let asked = 0;
        let bothAsked: () => void = () => undefined;
        const both = new Promise<void>((resolve) => (bothAsked = resolve));
        two.readPublic = async (apiPath) => {
          if (apiPath.startsWith('/product?')) {
            asked += 1;
            if (asked === 2) bothAsked();
            await both;
          }
          return read(apiPath);
        };
        const urls = ['/search?search=kiri', '/search?search=kanan'];
        for (const page of await Promise.all(
          urls.map(async (url) => (await fetch(`${twoBase}${url}`)).text()),
        ))
          expect(page).toContain('<p>0 produk, worker</p>');
        const made = () => told.filter((each) => urls.includes(each.rendered ?? ''));
        await expect.poll(() => made().length).toBe(2);
        expect(new Set(made().map((each) => each.threadId)).size).toBe(2);
        // The workers' loads came before their renders' reports; this thread's never came.
        expect(told.filter((each) => each.loaded === file).length).toBeGreaterThanOrEqual(2);
        expect(loadedHere()).toBe(0);
      } finally {
        await two.close();
      }
      // Without visitors' workers: loaded here for the first visitor's page, not at the start.
      const here = await buildApp({ config: configWith('0'), database, webRoot: root });
      try {
        const hereBase = await here.listen({ port: 0, host: '127.0.0.1' });
        expect(loadedHere()).toBe(0);
        expect(await (await fetch(`${hereBase}/search?search=sini`)).text()).toContain(
          '<p>0 produk, utas HTTP</p>',
        );
        await expect.poll(loadedHere).toBe(1);
      } finally {
        await here.close();
      }
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  it('serves the stylesheet the pages share at its hashed path, cached for good, found again after a start', async () => {
    // Nothing rendered yet on this instance: the stylesheet is looked for in a render of /.
    const fresh = await buildApp({
      config: { ...loadConfig({}), dataDir: webRoot, seedDemo: false, ...NO_LOOP_SHEDDING },
      database,
      webRoot,
    });
    const freshBase = await fresh.listen({ port: 0, host: '127.0.0.1' });
    try {
      for (const encoding of ['br', 'gzip', 'identity']) {
        const response = await fetch(`${freshBase}/page-styles/abc123.css`, {
          headers: { 'accept-encoding': encoding },
        });
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('text/css; charset=utf-8');
        expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        expect(response.headers.get('content-encoding')).toBe(
          encoding === 'identity' ? null : encoding,
        );
        expect(await response.text()).toBe('.a{color:red}');
      }
      // A name no page links: not found; and made-up names do not each cost a render of /.
      expect((await fetch(`${freshBase}/page-styles/lain.css`)).status).toBe(404);
      // Rendered on the visitors' worker, whose reports come in the order it sent them: a page
      // rendered after the lookups and reported means every render of / before it is counted.
      const homeRenders = () => told.filter((each) => each.rendered === '/').length;
      const reported = async (url: string) => {
        expect((await fetch(`${freshBase}${url}`)).status).toBe(200);
        await expect.poll(() => told.some((each) => each.rendered === url)).toBe(true);
      };
      await reported('/search?search=sebelum');
      const before = homeRenders();
      expect(before).toBeGreaterThan(0);
      for (const name of ['a', 'b', 'c', 'd', 'e'])
        expect((await fetch(`${freshBase}/page-styles/${name}.css`)).status).toBe(404);
      await reported('/search?search=sesudah');
      expect(homeRenders()).toBe(before);
    } finally {
      await fresh.close();
    }
  });

  it("sends the buyer's quotation page (issue 35) as the plain app: never rendered or stored, noindex, no-store", async () => {
    const url = '/penawaran/lihat/AbCdEf0123456789';
    const answer = await fetch(`${base}${url}`);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('<div id="root"></div>');
    expect(answer.headers.get('x-robots-tag')).toBe('noindex');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(app.publicCache.has(pageKey(url))).toBe(false);
  });

  it('never serves the renderer itself', async () => {
    const response = await fetch(`${base}/.ssr/render.mjs`);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).not.toContain('export async function render');
  });
});
