// The renderer itself, in Node, against a stand-in API: one pass (every read the route table
// declares loaded once, first), and page text that looks like a replacement pattern ($&, $')
// reaching the HTML as it is.
import type { Cache } from 'swr';
import { SWRGlobalState } from 'swr/_internal';
import { ServerStyleSheet } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import { escapeAttribute } from './frame.ts';
import { frameCounts, render, spliceFrames } from './render.tsx';

const NAME = "Katup $' Uji $& 5/2";

const answers: Record<string, unknown> = {
  '/api-web/config': {
    data: {
      appName: 'Toko $& Uji',
      chatPhone: '6280000000000',
      superuserRoleId: 1,
      adminRoleId: 2,
    },
    meta: { message: 'ok' },
  },
  '/api-web/product/1': {
    data: {
      id: 1,
      name: NAME,
      harga: 250000,
      hargaAkhir: null,
      garansi: null,
      berat: null,
      urutan: null,
      keterangan: "<p>Harga $' khusus</p>",
      isBestSeller: false,
      category: { id: 1, name: 'Katup' },
      brand: { id: 1, name: 'Aerotek' },
      type: { id: 1, name: 'Solenoid' },
      image: [],
      isCover: null,
      size: [],
      color: [],
      ecommerces: [],
      specifications: [],
      equivalents: [],
      isActive: true,
      createdAt: '2026-11-01T00:00:00.000Z',
    },
    meta: { message: 'ok' },
  },
};

/** The stand-in API: the answers above, 404 for anything else; notes every read in order. */
function fakeApi() {
  const reads: string[] = [];
  const load = async (apiPath: string) => {
    reads.push(apiPath);
    const answer = answers[`/api-web${new URL(apiPath, 'http://x').pathname}`];
    return answer
      ? { status: 200, body: answer }
      : { status: 404, body: { meta: { message: 'tidak ada' }, data: null } };
  };
  return { reads, load };
}

describe('render', () => {
  // The file's first render loads the renderer's modules (1.7 s in a clean-clone run at load 13).
  it('loads each read of the page once, before it renders once with all of them', async () => {
    const api = fakeApi();
    const page = await render({
      url: '/detail-product/1',
      origin: 'https://toko.example',
      load: api.load,
    });
    expect(page).not.toBeNull();
    expect(page?.status).toBe(200);
    expect(page?.title).toBe(`${NAME} | Toko $& Uji`);
    expect(page?.body).toContain(`>Katup $&#x27; Uji $&amp; 5/2</h1>`);
    expect(page?.body).toContain("<p>Harga $' khusus</p>");
    expect(api.reads.toSorted()).toEqual(
      [
        '/config',
        '/tagline/main',
        '/brand/list/product?limit=3',
        '/category/list/product?limit=4',
        '/tagline/footer',
        '/product/1',
      ].toSorted(),
    );
    expect(page?.undeclared).toEqual([]);
    // The answers travel in the page for hydration.
    expect(page?.head).toContain('<script type="application/json" id="page-data">');
  }, 60_000);

  it('renders a page again with the same markup and styles (compiled rules are kept between pages)', async () => {
    const first = await render({
      url: '/detail-product/1',
      origin: 'https://toko.example',
      load: fakeApi().load,
    });
    const again = await render({
      url: '/detail-product/1',
      origin: 'https://toko.example',
      load: fakeApi().load,
    });
    expect(first?.head).toContain('<style data-styled="true"');
    expect(again?.head).toBe(first?.head);
    expect(again?.body).toBe(first?.body);
  });

  it('renders the same page before its screen has loaded (prerender) and after (one synchronous pass)', async () => {
    // A fresh renderer: its lazy screens not loaded yet, so its first page waits for them.
    vi.resetModules();
    const fresh = await import('./render.tsx');
    const product = answers['/api-web/product/1'] as { data: object };
    const pictures = (name: string, count: number) =>
      Array.from({ length: count }, (_, index) => ({
        id: index + 1,
        path: `/storage/product/${name}${index}.webp`,
        isCover: index === 0,
      }));
    const withPictures: Record<string, unknown> = {
      ...answers,
      '/api-web/product/1': { ...product, data: { ...product.data, image: pictures('p', 3) } },
      '/api-web/tagline/footer': {
        data: {
          data: {
            path: '/storage/footer/logo.webp',
            tagline: 'Uji',
            office: 'Jl. Uji 1',
            email: 'a@b.c',
            telp: '021',
            alamat: [],
          },
        },
        meta: { message: 'ok' },
      },
    };
    const load = async (apiPath: string) => {
      const answer = withPictures[`/api-web${new URL(apiPath, 'http://x').pathname}`];
      return answer
        ? { status: 200, body: answer }
        : { status: 404, body: { meta: { message: 'tidak ada' }, data: null } };
    };
    const waited = await fresh.render({
      url: '/detail-product/1',
      origin: 'https://toko.example',
      load,
    });
    const atOnce = await fresh.render({
      url: '/detail-product/1',
      origin: 'https://toko.example',
      load,
    });
    // The main picture only: the thumbnails and the footer's logo (outside the screen's Suspense
    // boundary) are lazy, not preloaded.
    const preloaded = (head = '') =>
      Array.from(
        head.matchAll(/<link rel="preload" as="image" href="\/storage\/(\w+)\//g),
        (match) => match[1],
      );
    expect(preloaded(waited?.head)).toEqual(['product']);
    expect(atOnce).toEqual(waited);
  });

  // Renders many pages, each lazy screen's first render loading its modules (5.1 s for twelve pages
  // in a clean-clone run at load 13, past the 5 s default); a passing test is not slowed.
  it('declares every read of every public page (the route table and the screens agree)', async () => {
    const urls = [
      '/',
      '/tentang-kami',
      '/kategori-produk?id=2&page=3',
      '/brand-produk?id=4',
      '/tipe-produk?id=1',
      '/new-product?page=2',
      '/search?search=katup%20angin&page=2',
      '/search?search=katup&category=2&brand=3',
      '/detail-product/1',
      '/news?page=2',
      '/news/5',
      '/404',
    ];
    for (const url of urls) {
      const api = fakeApi();
      const page = await render({ url, origin: 'https://toko.example', load: api.load });
      expect(page?.undeclared, url).toEqual([]);
      expect(new Set(api.reads).size, url).toBe(api.reads.length);
    }
  }, 60_000);

  it('leaves the staff side to the browser', async () => {
    for (const url of ['/admin/dashboard', '/login', '/master/brand']) {
      const api = fakeApi();
      await expect(
        render({ url, origin: 'https://toko.example', load: api.load }),
      ).resolves.toBeNull();
      expect(api.reads).toEqual([]);
    }
  });

  it("reads a page's address once (issue 34, session 33)", async () => {
    const parsed: string[] = [];
    const RealURL = URL;
    // The renderer's own addresses (its base), not the stand-in API's.
    class CountingURL extends RealURL {
      constructor(url: string | URL, base?: string | URL) {
        super(url, base);
        if (String(base).includes('ssr.internal')) parsed.push(String(url));
      }
    }
    vi.stubGlobal('URL', CountingURL);
    try {
      const url = '/detail-product/1?utm_source=uji-sekali';
      const page = await render({ url, origin: 'https://toko.example', load: fakeApi().load });
      expect(page?.status).toBe(200);
      expect(parsed).toEqual([url]);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('pages that show what this browser keeps (session 30)', () => {
  it("renders the bare /bandingkan as reading the visitor's choice, not as 'nothing chosen': the server cannot see the choice", async () => {
    const api = fakeApi();
    const page = await render({
      url: '/bandingkan',
      origin: 'https://toko.example',
      load: api.load,
    });
    expect(page?.status).toBe(200);
    expect(page?.body).toContain('Memuat produk...');
    expect(page?.body).not.toContain('Belum ada produk untuk dibandingkan');
  });
});

describe('404 pages (issue 13, item 1)', () => {
  /** The stand-in API plus `extra` answers by path and query, each `[status, body]`. */
  function apiWith(extra: Record<string, readonly [number, unknown]>) {
    const base = fakeApi();
    const load = async (apiPath: string) => {
      const found = extra[apiPath];
      if (found) return { status: found[0], body: found[1] };
      return base.load(apiPath);
    };
    return { reads: base.reads, load };
  }

  const notFoundBody = (body: string | undefined) => body?.includes('>404 Not Found</h1>') ?? false;

  it('renders unknown paths and /404 as the 404 page with HTTP 404, in the layout', async () => {
    for (const url of ['/tidak-ada', '/404', '/umkm', '/detail-product', '/news/5/lagi']) {
      const page = await render({ url, origin: 'https://toko.example', load: fakeApi().load });
      expect(page?.status, url).toBe(404);
      expect(page?.title, url).toBe('404 Not Found | Toko $& Uji');
      expect(notFoundBody(page?.body), url).toBe(true);
      expect(page?.head, url).toContain('data-status="404"');
      expect(page?.undeclared, url).toEqual([]);
    }
  });

  it('answers a missing or hidden product, news article or brand with the 404 page', async () => {
    // The public API answers 404 for records that are missing or not active.
    for (const url of ['/detail-product/987654', '/news/77', '/brand-produk?id=9']) {
      const page = await render({ url, origin: 'https://toko.example', load: fakeApi().load });
      expect(page?.status, url).toBe(404);
      expect(notFoundBody(page?.body), url).toBe(true);
      expect(page?.body, url).not.toContain('Detail Produk');
    }
  });

  it('answers an address that can name no record with the 404 page', async () => {
    for (const url of ['/detail-product/abc', '/detail-product/0', '/news/-1', '/news/1.5']) {
      const api = fakeApi();
      const page = await render({ url, origin: 'https://toko.example', load: api.load });
      expect(page?.status, url).toBe(404);
      expect(
        api.reads.some((read) => read.startsWith('/product/') || read.startsWith('/news/')),
        url,
      ).toBe(false);
    }
    // Past the int4 ids the API refuses the id itself (422): no such record either.
    const tooLarge = apiWith({
      '/product/99999999999': [422, { meta: { message: 'id' }, data: { errors: { id: 'x' } } }],
    });
    expect(
      (
        await render({
          url: '/detail-product/99999999999',
          origin: 'https://toko.example',
          load: tooLarge.load,
        })
      )?.status,
    ).toBe(404);
  });

  it('answers a list whose ?id= is not a record id with the 404 page (issue 32: no soft 404)', async () => {
    const urls = [
      '/tipe-produk?id=abc',
      '/kategori-produk?id=None',
      '/brand-produk?id=',
      '/brand-produk?id=1.0',
      '/kategori-produk?id=-2',
      '/tipe-produk?id=01',
    ];
    for (const url of urls) {
      const api = fakeApi();
      const page = await render({ url, origin: 'https://toko.example', load: api.load });
      expect(page?.status, url).toBe(404);
      expect(page?.title, url).toBe('404 Not Found | Toko $& Uji');
      expect(notFoundBody(page?.body), url).toBe(true);
      expect(page?.body, url).not.toContain('Data Produk Belum Tersedia');
      expect(page?.head, url).toContain('data-status="404"');
    }
    for (const url of ['/detail-product/1.0', '/news/01'])
      expect(
        (await render({ url, origin: 'https://toko.example', load: fakeApi().load }))?.status,
        url,
      ).toBe(404);
  });

  it('answers a category that is not active, and a type that is not (GET type/{id} 404), with the 404 page', async () => {
    const empty = { data: [], meta: { total: 0 } };
    const api = apiWith({
      '/category': [
        200,
        { data: [{ id: 3, name: 'Silinder', image: null, isActive: true }], meta: { total: 1 } },
      ],
      '/type/5': [
        200,
        { data: { id: 5, name: 'Silinder Kosong', category: null }, meta: { message: 'ok' } },
      ],
      '/product?page=1&limit=12&type=5': [200, empty],
      '/type/6': [
        200,
        { data: { id: 6, name: 'Solenoid 5/2', category: null }, meta: { message: 'ok' } },
      ],
      '/product?page=1&limit=12&type=6': [200, empty],
      '/product?page=1&limit=12&type=7': [200, empty],
    });
    const hidden = await render({
      url: '/kategori-produk?id=4',
      origin: 'https://toko.example',
      load: api.load,
    });
    expect(hidden?.status).toBe(404);
    const category = await render({
      url: '/kategori-produk?id=3&page=2',
      origin: 'https://toko.example',
      load: api.load,
    });
    expect(category?.status).toBe(200);
    expect(category?.title).toBe('Silinder | Toko $& Uji');
    // An active type without public products: its list, empty (SPEC 2.2), not a 404.
    const emptyType = await render({
      url: '/tipe-produk?id=5',
      origin: 'https://toko.example',
      load: api.load,
    });
    expect(emptyType?.status).toBe(200);
    expect(emptyType?.title).toBe('Silinder Kosong | Toko $& Uji');
    expect(emptyType?.body).toContain('Data Produk Belum Tersedia');
    expect(emptyType?.undeclared).toEqual([]);
    const type = await render({
      url: '/tipe-produk?id=6',
      origin: 'https://toko.example',
      load: api.load,
    });
    expect(type?.status).toBe(200);
    expect(type?.title).toBe('Solenoid 5/2 | Toko $& Uji');
    // Inactive or unknown: GET type/{id} answers 404, and so does the page.
    const hiddenType = await render({
      url: '/tipe-produk?id=7',
      origin: 'https://toko.example',
      load: api.load,
    });
    expect(hiddenType?.status).toBe(404);
  });

  it('keeps a list without an id, and a page whose read failed, at 200 (not a missing record)', async () => {
    const api = apiWith({ '/product/2': [500, { meta: { message: 'rusak' } }] });
    const list = await render({
      url: '/kategori-produk',
      origin: 'https://toko.example',
      load: api.load,
    });
    expect(list?.status).toBe(200);
    expect(list?.title).toBe('Kategori Produk | Toko $& Uji');
    const failed = await render({
      url: '/detail-product/2',
      origin: 'https://toko.example',
      load: api.load,
    });
    expect(failed?.status).toBe(200);
    expect(failed?.title).toBe('Detail Produk | Toko $& Uji');
  });
});

describe('the frame rendered once per version of the shared data (issue 34, item 3)', () => {
  const footer = {
    data: {
      data: {
        path: '/storage/footer/logo.webp',
        tagline: 'Uji',
        office: 'Jl. Uji 1',
        email: 'a@b.c',
        telp: '021',
        alamat: [],
      },
    },
    meta: { message: 'ok' },
  };
  /** The stand-in API with menus, tagline and footer, the footer's office at `office`. */
  function framedApi(office = 'Jl. Uji 1') {
    const base = fakeApi();
    const shared: Record<string, unknown> = {
      '/tagline/main': {
        data: {
          path: null,
          tagline: 'Tentang kami',
          service1: 'Penjualan',
          service2: 'Perawatan',
          buttonName: 'Tentang',
          list: [{ tag: 'Andal' }],
          portfolio: null,
        },
        meta: { message: 'ok' },
      },
      '/brand/list/product?limit=3': {
        data: [
          { id: 1, name: 'SMC', product: [{ id: 1, name: NAME }] },
          { id: 2, name: 'Festo', product: [] },
        ],
        meta: { message: 'ok' },
      },
      '/category/list/product?limit=4': {
        data: [{ id: 1, name: 'Katup', type: [{ id: 1, name: 'Solenoid' }] }],
        meta: { message: 'ok' },
      },
      '/tagline/footer': { ...footer, data: { data: { ...footer.data.data, office } } },
    };
    const load = async (apiPath: string) => {
      const answer = shared[apiPath];
      return answer ? { status: 200, body: answer } : base.load(apiPath);
    };
    /** Every read answered (an empty list where the stand-in has none): a failed read keeps the page whole. */
    const answered = async (apiPath: string) => {
      const answer = await load(apiPath);
      return answer.status === 200 ? answer : { status: 200, body: { data: [], meta: {} } };
    };
    return { reads: base.reads, load, answered };
  }

  /** `urls` rendered one after another with `load`, as a visitor going through them. */
  async function renderEach(
    renderPage: typeof render,
    urls: readonly string[],
    load: (apiPath: string) => Promise<{ status: number; body: unknown }>,
  ) {
    const pages = [];
    for (const url of urls)
      pages.push(await renderPage({ url, origin: 'https://toko.example', load }));
    return pages;
  }

  type Rendered = Awaited<ReturnType<typeof renderEach>>;

  /** Each of `pages` the same document, body and head, as `rendered` made for its address. */
  function expectSameDocuments(pages: Rendered, rendered: Rendered, addresses: readonly string[]) {
    for (const [index, page] of pages.entries()) {
      expect(page?.body, addresses[index]).toBe(rendered[index]?.body);
      expect(page?.head, addresses[index]).toBe(rendered[index]?.head);
    }
  }

  /** The answer to a list read that finds no product (no facet either). */
  const NO_PRODUCTS = {
    status: 200,
    body: { data: [], meta: { total: 0, facets: { spec: [], category: [], brand: [] } } },
  };

  const urls = [
    '/',
    '/tentang-kami',
    '/penawaran',
    '/news',
    '/news/5',
    '/kategori-produk?id=2&page=3',
    '/new-product?page=2',
    '/search?search=katup',
    `/search?search=${encodeURIComponent(`"Katup" & <'angin'> kpsearchslot`)}`,
    '/detail-product/1',
    '/detail-product/2',
    '/tidak-ada',
  ];

  // Twelve pages rendered twice each (3.1 s in a clean-clone run at load 13).
  it('splices the frame into every page: the same document, title and data as the whole page', async () => {
    for (const url of urls) {
      spliceFrames(false);
      const whole = await render({ url, origin: 'https://toko.example', load: framedApi().load });
      spliceFrames(true);
      // Twice: the first makes the frame (or finds it), the second surely splices it.
      await render({ url, origin: 'https://toko.example', load: framedApi().load });
      const { frames, spliced: splicedBefore } = frameCounts;
      const spliced = await render({
        url,
        origin: 'https://toko.example',
        load: framedApi().load,
      });
      expect(frameCounts, url).toEqual({ frames, spliced: splicedBefore + 1 });
      expect(spliced?.body, url).toBe(whole?.body);
      expect(spliced?.title, url).toBe(whole?.title);
      expect(spliced?.status, url).toBe(whole?.status);
      expect(spliced?.body, url).toContain('Jl. Uji 1');
      // The head: the same preloads and data, the shared styles in the stylesheet.
      const preloads = (head = '') => head.slice(0, head.indexOf('<link rel="stylesheet"'));
      expect(whole?.head.startsWith(preloads(spliced?.head)), url).toBe(true);
      // The frame's one picture, the footer's logo, is lazy: never preloaded.
      expect(preloads(spliced?.head), url).not.toContain('/storage/footer/');
      expect(spliced?.body, url).toMatch(
        /<img [^>]*src="\/storage\/footer\/logo.webp" loading="lazy"/,
      );
      const tail = (head = '') => head.slice(head.indexOf('<meta'));
      expect(tail(spliced?.head), url).toBe(tail(whole?.head));
    }
  }, 60_000);

  it('renders / in islands (issue 34, item 4): each interactive part apart, in a holder the browser hydrates', async () => {
    // Every read answered: a failed read keeps the page whole.
    const { load: framed, answered: load } = framedApi();
    spliceFrames(false);
    const whole = await render({ url: '/', origin: 'https://toko.example', load });
    spliceFrames(true);
    await render({ url: '/', origin: 'https://toko.example', load });
    const spliced = await render({ url: '/', origin: 'https://toko.example', load });
    expect(spliced?.body).toBe(whole?.body);
    expect(spliced?.head).toContain('data-islands=""');
    const holders = [...(spliced?.body ?? '').matchAll(/<kp-island data-island="([\w-]+)"/g)];
    expect(holders.map((match) => match[1])).toEqual([
      'top-bar',
      'home-banners',
      'home-brands',
      'home-categories',
      'home-gallery',
      'portfolio-button',
    ]);
    // Each island rendered alone: no marker left, its React ids under its own prefix.
    expect(spliced?.body).not.toContain('data-island-slot');
    expect(spliced?.body).toMatch(/data-island-id="([^"]+)"[^>]*>[\s\S]*id="[^"]*\1/);
    // The footer and the texts are the page's own HTML, outside every island.
    expect(spliced?.body.slice(spliced.body.lastIndexOf('</kp-island>'))).toContain('Jl. Uji 1');
    // A page whose read failed hydrates whole, as before.
    const failed = await render({ url: '/', origin: 'https://toko.example', load: framed });
    expect(failed?.body).not.toContain('<kp-island');
    expect(failed?.head).not.toContain('data-islands');
  });

  it("drops SWR's state of each cache a page's render made once it is rendered: held by SWR's WeakMap, a page's caches outlived the young generation (issue 34, session 36)", async () => {
    const { answered: load } = framedApi();
    const made: Cache[] = [];
    const set = vi.spyOn(SWRGlobalState, 'set').mockImplementation(function (
      this: typeof SWRGlobalState,
      cache,
      state,
    ) {
      made.push(cache);
      return WeakMap.prototype.set.call(this, cache, state) as typeof SWRGlobalState;
    });
    try {
      // Its frame rendered apart (its first page), then the page's screen and its islands.
      const page = await render({ url: '/?frame-uji=1', origin: 'https://toko.example', load });
      expect(page?.head).toContain('data-islands=""');
    } finally {
      set.mockRestore();
    }
    // The screen's app and its islands (and the frame's, when its first page).
    expect(made.length).toBeGreaterThanOrEqual(2);
    expect(made.filter((cache) => SWRGlobalState.has(cache))).toEqual([]);
  });

  it("empties each sheet a page's render used once its styles are written: a finished page's sheet, its names and rules, outlived the young generation (issue 34, session 36)", async () => {
    const { answered: load } = framedApi();
    const sheets = new Set<ServerStyleSheet>();
    const { collectStyles } = ServerStyleSheet.prototype;
    const collect = vi
      .spyOn(ServerStyleSheet.prototype, 'collectStyles')
      .mockImplementation(function (this: ServerStyleSheet, children) {
        sheets.add(this);
        return collectStyles.call(this, children);
      });
    let page: Awaited<ReturnType<typeof render>>;
    try {
      page = await render({ url: '/?sheet-uji=1', origin: 'https://toko.example', load });
    } finally {
      collect.mockRestore();
    }
    expect(page?.head).toContain('<style');
    // The page's sheet and its islands' (and the frame's two, when its first page).
    expect(sheets.size).toBeGreaterThanOrEqual(1);
    for (const sheet of sheets) {
      expect(sheet.instance.names.size).toBe(0);
      expect(() => sheet.getStyleTags()).toThrow();
    }
  });

  it("preloads only the pictures that can be a page's largest paint; every other picture is lazy (docs/decisions.md)", async () => {
    const { answered } = framedApi();
    const picture = (folder: string, name: string) => ({ path: `/storage/${folder}/${name}.webp` });
    const home: Record<string, unknown> = {
      '/bumper': {
        data: [
          { id: 1, name: 'Promo', ...picture('bumper', 'satu'), isActive: true },
          { id: 2, name: 'Otomasi', ...picture('bumper', 'dua'), isActive: true },
        ],
        meta: { total: 2 },
      },
      '/new-product': { data: picture('new-product', 'baru'), meta: { message: 'ok' } },
      '/brand/list/product': {
        data: [1, 2].map((id) => ({
          id,
          name: `Merek ${id}`,
          thumbnail: picture('brand', `m${id}`),
          product: [],
        })),
        meta: { message: 'ok' },
      },
      '/category': {
        data: [1, 2].map((id) => ({
          id,
          name: `Kategori ${id}`,
          image: picture('category', `k${id}`),
        })),
        meta: { message: 'ok' },
      },
    };
    const load = async (apiPath: string) => {
      if (home[apiPath]) return { status: 200, body: home[apiPath] };
      return answered(apiPath);
    };
    const page = await render({ url: '/', origin: 'https://toko.example', load });
    const preloaded = Array.from(
      (page?.head ?? '').matchAll(
        /<link rel="preload" as="image" href="\/storage\/([\w-]+\/\w+)\./g,
      ),
      (match) => match[1],
    );
    // The first banner (the largest paint on a computer) and 'Produk Baru' (on a phone), nothing else:
    // not the second banner, the brands' logos, the categories' pictures nor the footer's logo.
    expect(preloaded).toEqual(['bumper/satu', 'new-product/baru']);
    const images = Array.from((page?.body ?? '').matchAll(/<img [^>]*>/g), ([tag]) => tag);
    const named = (name: string) => images.find((tag) => tag.includes(`/${name}.webp`)) ?? '';
    for (const name of ['satu', 'baru'])
      expect(named(name)).toMatch(/ loading="eager" fetchPriority="high"/);
    for (const name of ['dua', 'm1', 'm2', 'k1', 'k2', 'logo'])
      expect(named(name), name).toContain(' loading="lazy"');
    expect(images).toHaveLength(8);
  });

  it('renders a product page in islands: the gallery, Tambah ke Penawaran and Bandingkan apart, the rest its own HTML', async () => {
    const { load } = framedApi();
    const url = '/detail-product/1';
    spliceFrames(false);
    const whole = await render({ url, origin: 'https://toko.example', load });
    spliceFrames(true);
    await render({ url, origin: 'https://toko.example', load });
    const spliced = await render({ url, origin: 'https://toko.example', load });
    const body = spliced?.body ?? '';
    expect(body).toBe(whole?.body);
    expect(spliced?.head).toContain('data-islands=""');
    const holders = [...body.matchAll(/<kp-island data-island="([\w-]+)"/g)];
    expect(holders.map((match) => match[1])).toEqual([
      'top-bar',
      'product-pictures',
      'product-quote',
      'compare-button',
      'compare-tray',
    ]);
    // An island's props name the product; the product itself travels once, in the page's data.
    expect(body).toMatch(
      /data-island="product-quote" data-island-id="[^"]+" data-props="\{&quot;id&quot;:1\}"/,
    );
    expect(body).not.toContain('data-island-slot');
    // The name, price, facts, description and footer are the page's HTML, outside every island;
    // the view and the chat link are reported from their marks there (no script of their own).
    const outside = body.replace(/<kp-island[\s\S]*?<\/kp-island>/g, '');
    expect(outside).toContain(`>Katup $&#x27; Uji $&amp; 5/2</h1>`);
    expect(outside).toContain('Rp');
    expect(outside).toContain("<p>Harga $' khusus</p>");
    expect(outside).toContain('>Jl. Uji 1<');
    expect(outside).toContain(
      'data-report-view="{&quot;kind&quot;:&quot;view&quot;,&quot;productId&quot;:1}"',
    );
    expect(outside).toContain(
      'data-report-click="{&quot;kind&quot;:&quot;chat&quot;,&quot;productId&quot;:1}"',
    );
    expect(outside).not.toContain('Tambah ke Penawaran');
    // A missing product is the 404 page, hydrated whole.
    const missing = await render({
      url: '/detail-product/987654',
      origin: 'https://toko.example',
      load,
    });
    expect(missing?.status).toBe(404);
    expect(missing?.body).not.toContain('<kp-island');
    expect(missing?.head).not.toContain('data-islands');
  });

  it('renders news and the about page in islands: the pagination, the hero and Subscribe apart', async () => {
    const { load: framed } = framedApi();
    const load = async (apiPath: string) => {
      const answer = await framed(apiPath);
      if (answer.status === 200) return answer;
      return apiPath.startsWith('/news')
        ? { status: 200, body: { data: [], meta: { total: 30 } } }
        : { status: 200, body: { data: [], meta: {} } };
    };
    const holdersOf = (body = '') =>
      [...body.matchAll(/<kp-island data-island="([\w-]+)"/g)].map((match) => match[1]);
    // The renderer of a fresh module graph: a test above reset the modules, and a lazy screen first
    // loaded since (news, about) would come from that other graph, with an Island of its own.
    vi.resetModules();
    const { render } = await import('./render.tsx');
    const news = await render({ url: '/news?page=2', origin: 'https://toko.example', load });
    expect(news?.head).toContain('data-islands=""');
    expect(holdersOf(news?.body)).toEqual(['top-bar', 'list-pagination']);
    expect(news?.body).toContain(
      'data-props="{&quot;total&quot;:30,&quot;pageSize&quot;:12,&quot;isLoading&quot;:false}"',
    );
    const about = await render({ url: '/tentang-kami', origin: 'https://toko.example', load });
    expect(holdersOf(about?.body)).toEqual(['top-bar', 'about-hero', 'about-subscribe']);
    // The texts between are the page's own HTML.
    const outside = (about?.body ?? '').replace(/<kp-island[\s\S]*?<\/kp-island>/g, '');
    expect(outside).toContain('Andal');
    expect(outside).toContain('>Jl. Uji 1<');
    // A missing article is the 404 page, hydrated whole.
    const missing = await render({ url: '/news/77', origin: 'https://toko.example', load: framed });
    expect(missing?.status).toBe(404);
    expect(missing?.body).not.toContain('<kp-island');
  });

  it("renders the product lists and the search in islands (issue 34, item 4): each card's buttons, the filters, the pages and the compare tray apart; texts, cards and pictures stay HTML", async () => {
    // A fresh renderer: the lazy list screen and the renderer then share one island context (an
    // earlier test reset the modules, so the screen loaded now would meet another copy of it).
    vi.resetModules();
    const { render, spliceFrames } = await import('./render.tsx');
    const { answered } = framedApi();
    const card = (id: number) => ({
      id,
      name: `Silinder Uji ${id}`,
      harga: 150000,
      hargaAkhir: null,
      category: { id: 2, name: 'Katup' },
      image: [],
      isCover: null,
      partNumber: null,
    });
    const facet = {
      id: 7,
      name: 'Tekanan',
      unit: 'bar',
      kind: 'choice',
      values: [{ value: '10', count: 2 }],
    };
    // Every read answered (a failed read keeps the page whole): two cards of 30, one filter.
    const listAnswers = async (apiPath: string) => {
      const { pathname } = new URL(apiPath, 'http://x');
      if (pathname === '/product')
        return {
          status: 200,
          body: {
            data: [card(1), card(2)],
            // The search's chips read the category and brand facets; the lists ignore them.
            meta: {
              total: 30,
              facets: { spec: [facet], category: [{ id: 2, name: 'Katup', count: 30 }], brand: [] },
            },
          },
        };
      if (pathname === '/category')
        return { status: 200, body: { data: [{ id: 2, name: 'Katup' }], meta: {} } };
      return answered(apiPath);
    };
    // The search as the lists (its text as the top bar's box and the marks must carry it).
    const searched = `"Katup" & <'angin'>`;
    const searchUrl = `/search?search=${encodeURIComponent(searched)}`;
    const bodies = new Map<string, string>();
    for (const url of ['/kategori-produk?id=2&page=2', '/new-product', searchUrl]) {
      spliceFrames(false);
      const whole = await render({ url, origin: 'https://toko.example', load: listAnswers });
      spliceFrames(true);
      await render({ url, origin: 'https://toko.example', load: listAnswers });
      const page = await render({ url, origin: 'https://toko.example', load: listAnswers });
      expect(page?.body, url).toBe(whole?.body);
      expect(page?.head, url).toContain('data-islands=""');
      const holders = [...(page?.body ?? '').matchAll(/<kp-island data-island="([\w-]+)"/g)];
      expect(
        holders.map((match) => match[1]),
        url,
      ).toEqual([
        'top-bar',
        'spec-filters',
        'card-quote',
        'compare-button',
        'card-quote',
        'compare-button',
        'list-pagination',
        'compare-tray',
      ]);
      const body = page?.body ?? '';
      expect(body, url).not.toContain('data-island-slot');
      // A card's name, price and link are the page's HTML, outside every island; its buttons'
      // islands carry plain data only (what a quote line and the compare tray remember).
      const cardName = body.indexOf('Silinder Uji 1');
      expect(body.lastIndexOf('</kp-island>', cardName), url).toBeGreaterThan(
        body.lastIndexOf('<kp-island', cardName),
      );
      expect(body, url).toContain('href="/detail-product/1"');
      expect(body, url).toContain(
        `data-props="${escapeAttribute(JSON.stringify({ product: { id: 1, name: 'Silinder Uji 1', harga: 150000, hargaAkhir: null, cover: null } }))}"`,
      );
      // The filters' island knows where the results are, and they are there.
      const resultsId = /&quot;resultsId&quot;:&quot;([^&]+)&quot;/.exec(body)?.[1];
      expect(resultsId, url).toBeTruthy();
      expect(body, url).toContain(`id="${resultsId}"`);
      expect(body.slice(body.lastIndexOf('</kp-island>')), url).toContain('Jl. Uji 1');
      bodies.set(url, body);
    }
    // The search's events (issue 26) are marks of the page's HTML, which the loader sends
    // (app/islands/reports.ts): the search with its total, each card link with its place over
    // all pages; its facet chips are links of the page's HTML too.
    const mark = (when: 'view' | 'click', event: object) =>
      `data-report-${when}="${escapeAttribute(JSON.stringify(event))}"`;
    const searchBody = (bodies.get(searchUrl) ?? '').replace(
      /<kp-island[\s\S]*?<\/kp-island>/g,
      '',
    );
    expect(searchBody).toContain(
      mark('view', { kind: 'search', query: searched, resultCount: 30 }),
    );
    expect(searchBody).toContain(
      mark('click', { kind: 'result_click', query: searched, productId: 2, position: 2 }),
    );
    expect(searchBody).toContain(
      `href="${escapeAttribute(`/search?${new URLSearchParams({ search: searched, category: '2' }).toString()}`)}"`,
    );
    expect(bodies.get('/new-product')).not.toContain('data-report-');
    // Another page or a filter of the same search counts no search again; places go on.
    for (const url of [`${searchUrl}&page=2`, `${searchUrl}&spec%5B7%5D=10`]) {
      const page = await render({ url, origin: 'https://toko.example', load: listAnswers });
      expect(page?.head, url).toContain('data-islands=""');
      expect(page?.body, url).not.toContain('data-report-view');
    }
    const second = await render({
      url: `${searchUrl}&page=2`,
      origin: 'https://toko.example',
      load: listAnswers,
    });
    expect(second?.body).toContain(
      mark('click', { kind: 'result_click', query: searched, productId: 2, position: 14 }),
    );
    // A list whose read failed hydrates whole, as before.
    const failed = await render({
      url: '/kategori-produk?id=2',
      origin: 'https://toko.example',
      load: async (apiPath) =>
        new URL(apiPath, 'http://x').pathname === '/product'
          ? { status: 500, body: { meta: { message: 'gagal' } } }
          : listAnswers(apiPath),
    });
    expect(failed?.body).not.toContain('<kp-island');
    expect(failed?.head).not.toContain('data-islands');
  });

  it("keeps a card's islands for the next page that shows its product, wherever it stands there: the same document as rendering them (issue 34, session 22)", async () => {
    vi.resetModules();
    const { islandCounts, render, reuseIslands } = await import('./render.tsx');
    const { answered } = framedApi();
    const card = (id: number) => ({
      id,
      name: `Silinder Uji ${id}`,
      harga: 150000 + id,
      hargaAkhir: null,
      category: { id: 2, name: 'Katup' },
      image: [],
      isCover: null,
      partNumber: null,
    });
    // Page 1 of a search shows products 1 and 2; page 2 shows 2 (first there) and 3.
    const searchAnswers = async (apiPath: string) => {
      const { pathname, searchParams } = new URL(apiPath, 'http://x');
      if (pathname === '/product') {
        const ids = searchParams.get('page') === '2' ? [2, 3] : [1, 2];
        return {
          status: 200,
          body: {
            data: ids.map(card),
            meta: { total: 30, facets: { spec: [], category: [], brand: [] } },
          },
        };
      }
      return answered(apiPath);
    };
    const urls = ['/search?search=silinder', '/search?search=silinder&page=2'];
    const renderAll = () => renderEach(render, urls, searchAnswers);
    reuseIslands(false);
    await renderAll();
    const rendered = await renderAll();
    expect(islandCounts.reused).toBe(0);
    reuseIslands(true);
    const reused = await renderAll();
    const again = await renderAll();
    // Product 2's 'Bandingkan' and quote control, and the compare tray, taken on the second page.
    expect(islandCounts.reused).toBeGreaterThanOrEqual(3);
    for (const [index, page] of [...reused, ...again].entries()) {
      const whole = rendered[index % 2];
      expect(page?.body).toBe(whole?.body);
      // Its styles too: the rules the islands' components add.
      expect(page?.head).toBe(whole?.head);
    }
    expect(again[1]?.body).toContain('Silinder Uji 3');
  });

  it("keeps a card's islands once for every product: a product met for the first time gets them with its own name and props, the same document as rendering them (issue 34, session 26)", async () => {
    vi.resetModules();
    const { islandCounts, render, reuseIslands } = await import('./render.tsx');
    const { answered } = framedApi();
    const card = (id: number) => ({
      id,
      name:
        id === 24
          ? `Katup KpIslandMark0StandIn ${id}`
          : id % 2 === 0
            ? `Silinder "Uji" & <'${id}'>`
            : `Katup ${id}`,
      harga: 150000 + id,
      hargaAkhir: null,
      category: { id: 2, name: 'Katup' },
      image: [],
      isCover: id === 3 ? { path: `/storage/product/${id}.webp` } : null,
      partNumber: null,
    });
    // Every page shows products no page before it showed.
    const searchAnswers = async (apiPath: string) => {
      const { pathname, searchParams } = new URL(apiPath, 'http://x');
      if (pathname === '/product') {
        const page = Number(searchParams.get('page') ?? '1');
        const ids = [1, 2, 3, 4].map((place) => page * 10 + place);
        return {
          status: 200,
          body: {
            data: ids.map(card),
            meta: { total: 60, facets: { spec: [], category: [], brand: [] } },
          },
        };
      }
      return answered(apiPath);
    };
    const urls = [1, 2, 3, 4].map((page) => `/search?search=silinder&page=${page}`);
    reuseIslands(false);
    const rendered = await renderEach(render, urls, searchAnswers);
    expect(islandCounts.reused).toBe(0);
    reuseIslands(true);
    const reused = await renderEach(render, urls, searchAnswers);
    // Past the first page every card's 'Bandingkan' and quote control are taken (but the one whose
    // name holds the stand-in itself: rendered), though no product was met before.
    expect(islandCounts.reused).toBeGreaterThanOrEqual(3 * 8 - 2);
    expectSameDocuments(reused, rendered, urls);
    expect(reused[3]?.body).toContain('Silinder &quot;Uji&quot; &amp; &lt;&#x27;44&#x27;&gt;');
    expect(reused[3]?.body).toContain('Katup 43');
    expect(reused[1]?.body).toContain('Katup KpIslandMark0StandIn 24');
  });

  it("keeps a card's HTML once for every product of its shape: a product met for the first time gets it with its own values, the same document as rendering it (issue 34, session 26)", async () => {
    vi.resetModules();
    const { keepParts, keptCounts, render } = await import('./render.tsx');
    const { answered } = framedApi();
    const card = (id: number) => ({
      id,
      name:
        id % 4 === 0
          ? `Silinder "Uji" & <'${id}'> dengan nama yang panjang`
          : id % 4 === 1
            ? `Katup ${id}`
            : id === 26
              ? `KpPartValue1StandIn ${id}`
              : `Fitting & <${id}>`,
      harga: 150000 + id,
      hargaAkhir: id % 3 === 0 ? 900000 + id : null,
      category: id % 5 === 0 ? null : { id: 2, name: `Katup & "${id % 2}"` },
      image: [],
      isCover: id % 3 === 1 ? { path: `/storage/product/${id}abcdef0123456789.webp` } : null,
      partNumber: id % 2 === 0 ? `SC-<${id}>` : null,
    });
    // Every page shows products no page before it showed; the first two of each are preloaded.
    const searchAnswers = async (apiPath: string) => {
      const { pathname, searchParams } = new URL(apiPath, 'http://x');
      if (pathname === '/product') {
        const page = Number(searchParams.get('page') ?? '1');
        const ids = [1, 2, 3, 4, 5, 6, 7, 8].map((place) => page * 10 + place);
        return {
          status: 200,
          body: {
            data: ids.map(card),
            meta: { total: 80, facets: { spec: [], category: [], brand: [] } },
          },
        };
      }
      return answered(apiPath);
    };
    const urls = [
      ...[1, 2, 3, 4].map((page) => `/search?search=silinder&page=${page}`),
      `/search?search=${encodeURIComponent(`"Katup" & <'angin'>`)}&page=5`,
      '/new-product?page=6',
    ];
    keepParts(false);
    const rendered = await renderEach(render, urls, searchAnswers);
    expect(keptCounts.kept + keptCounts.keeping).toBe(0);
    keepParts(true);
    const { replayCounts } = await import('./reusedIslands.ts');
    const skipped = replayCounts.skipped;
    const kept = await renderEach(render, urls, searchAnswers);
    // Kept the second time a shape is met: most cards of the later pages are taken.
    console.log('KEPT', keptCounts.kept);
    expect(keptCounts.kept).toBeGreaterThanOrEqual(18);
    // A shape's styles replayed once a page, however many of its cards the page shows (session 34).
    expect(replayCounts.skipped - skipped).toBeGreaterThanOrEqual(10);
    expectSameDocuments(kept, rendered, urls);
    expect(kept[4]?.body).toContain('SC-&lt;54&gt;');
    expect(kept[1]?.body).toContain('KpPartValue1StandIn 26');
    expect(kept[4]?.body).not.toContain('kp-kept');
    keepParts(true);
  });

  it("keeps a card's HTML for the next page that shows its product, wherever it stands and whatever the search: the same document as rendering it (issue 34, session 23)", async () => {
    vi.resetModules();
    const { keepParts, keptCounts, render } = await import('./render.tsx');
    const { answered } = framedApi();
    const card = (id: number) => ({
      id,
      name: id % 2 === 0 ? `Silinder "Uji" & <${id}>` : `Katup ${id}`,
      harga: 150000 + id,
      hargaAkhir: id === 4 ? 900000 : null,
      category: id === 5 ? null : { id: 2, name: 'Katup' },
      image: [],
      isCover: id % 3 === 0 ? { path: `/storage/product/${id}.webp` } : null,
      partNumber: id === 3 ? 'SC-20' : null,
    });
    // Page 1 shows 1-6; page 2 shows 7, 8, then 4, 3 and 6 at other places (a card's first two
    // places preload their pictures: never kept).
    const searchAnswers = async (apiPath: string) => {
      const { pathname, searchParams } = new URL(apiPath, 'http://x');
      if (pathname === '/product') {
        const ids = searchParams.get('page') === '2' ? [7, 8, 4, 3, 6, 1] : [1, 2, 3, 4, 5, 6];
        return {
          status: 200,
          body: {
            data: ids.map(card),
            meta: { total: 30, facets: { spec: [], category: [], brand: [] } },
          },
        };
      }
      return answered(apiPath);
    };
    const urls = [
      '/search?search=silinder',
      '/search?search=silinder&page=2',
      `/search?search=${encodeURIComponent(`"Katup" & <'angin'>`)}&page=2`,
      '/new-product?page=2',
    ];
    const renderAll = () => renderEach(render, urls, searchAnswers);
    keepParts(false);
    await renderAll();
    const rendered = await renderAll();
    expect(keptCounts.kept + keptCounts.keeping).toBe(0);
    keepParts(true);
    const kept = await renderAll();
    // A card is kept the second time its product is met (page 2 keeps 3, 4 and 6; the next
    // search takes them), the others in the second round, and the third takes all of them.
    const firstRound = keptCounts.kept;
    expect(firstRound).toBeGreaterThanOrEqual(3);
    const second = await renderAll();
    const again = await renderAll();
    expect(keptCounts.kept - firstRound).toBeGreaterThanOrEqual(20);
    for (const [index, page] of [...kept, ...second, ...again].entries()) {
      const whole = rendered[index % urls.length];
      expect(page?.body, urls[index % urls.length]).toBe(whole?.body);
      // Its styles too: the rules the cards' components add.
      expect(page?.head, urls[index % urls.length]).toBe(whole?.head);
    }
    expect(again[1]?.body).toContain('data-report-click=');
    expect(again[1]?.body).not.toContain('kp-kept');
    keepParts(true);
  });

  it("keeps a search page's filter panel and pagination for another search with the same facets, its search put into their links: the same document as rendering them (issue 34, session 23)", async () => {
    vi.resetModules();
    const { islandCounts, keepParts, render, reuseIslands } = await import('./render.tsx');
    keepParts(false);
    const { answered } = framedApi();
    const facets = [
      { id: 7, name: 'Tekanan', unit: 'bar', kind: 'range', min: 1, max: 10 },
      { id: 8, name: 'Ulir', unit: null, kind: 'choice', values: [{ value: 'G1/8', count: 2 }] },
    ];
    const searchAnswers = async (apiPath: string) => {
      const { pathname } = new URL(apiPath, 'http://x');
      if (pathname === '/product')
        return {
          status: 200,
          body: {
            data: [],
            meta: { total: 30, facets: { spec: facets, category: [], brand: [] } },
          },
        };
      return answered(apiPath);
    };
    const urls = [
      '/search?search=silinder',
      `/search?search=${encodeURIComponent(`"Katup" & <'angin'> 10%+`)}`,
      `/search?search=${encodeURIComponent('katup 5/2')}&page=2`,
      `/search?search=${encodeURIComponent('katup 5/2')}&spec%5B8%5D=G1%2F8`,
      '/search?search=pompa',
    ];
    const renderAll = () => renderEach(render, urls, searchAnswers);
    reuseIslands(false);
    await renderAll();
    const rendered = await renderAll();
    reuseIslands(true);
    // A panel is kept the second time its props and address are met.
    await renderAll();
    await renderAll();
    const before = islandCounts.rendered;
    const again = await renderAll();
    // Every panel and pagination taken from the kept ones (the compare tray too).
    expect(islandCounts.rendered).toBe(before);
    expectSameDocuments(again, rendered, urls);
    expect(again[1]?.body).toContain('data-island="spec-filters"');
    expect(again[1]?.body).toContain(
      `href="/search?search=%22Katup%22+%26+%3C%27angin%27%3E+10%25%2B&amp;spec%5B8%5D=G1%2F8"`,
    );
    keepParts(true);
  });

  it("keeps each filter of a filtered type list's panel for the next address that shows it, its chips' links put in: the same document as rendering it (issue 34, session 25)", async () => {
    vi.resetModules();
    const { keepParts, keptCounts, render } = await import('./render.tsx');
    const { answered } = framedApi();
    const bore = { id: 1, name: 'Bore', unit: 'mm', kind: 'number', min: 32, max: 100 };
    const port = (count: number) => ({
      id: 5,
      name: 'Ulir "Port"',
      unit: null,
      kind: 'choice',
      values: [
        { value: 'G1/8', count },
        { value: `R<'&">`, count: 2 },
      ],
    });
    // Type 1 has eight filters, type 2 four: a filter at the same place of both panels prints
    // the same React id, yet its fields' ids differ (its place among its siblings is in its key).
    const facetsOf = (type: string, filtered: boolean) =>
      type === '1'
        ? [
            bore,
            { id: 2, name: 'Stroke', unit: 'mm', kind: 'number', min: 50, max: 300 },
            port(filtered ? 1 : 3),
            { id: 6, name: 'Tekanan', unit: 'bar', kind: 'range', min: 0.5, max: 10 },
            { id: 7, name: 'Suhu', unit: '°C', kind: 'range', min: null, max: null },
            {
              id: 8,
              name: 'Kerja',
              unit: null,
              kind: 'choice',
              values: [{ value: 'Ganda', count: 9 }],
            },
            { id: 10, name: 'Bahan', unit: null, kind: 'choice', values: [] },
            {
              id: 11,
              name: 'Magnet',
              unit: null,
              kind: 'boolean',
              values: [{ value: true, count: 4 }],
            },
          ]
        : [bore, port(5), { id: 6, name: 'Tekanan', unit: 'bar', kind: 'range', min: 1, max: 8 }];
    const typeAnswers = async (apiPath: string) => {
      const { pathname, searchParams } = new URL(apiPath, 'http://x');
      const type = searchParams.get('type') ?? pathname.split('/')[2] ?? '';
      if (pathname === '/product')
        return {
          status: 200,
          body: {
            data: [],
            meta: {
              total: 0,
              facets: {
                spec: facetsOf(type, searchParams.has('spec[5]')),
                category: [],
                brand: [],
              },
            },
          },
        };
      if (pathname.startsWith('/type/'))
        return {
          status: 200,
          body: { data: { id: Number(type), name: `Tipe ${type}`, category: null }, meta: {} },
        };
      return answered(apiPath);
    };
    const urls = [
      '/tipe-produk?id=1&spec[1][min]=40&spec[2][max]=100',
      '/tipe-produk?id=1&spec[1][min]=40&spec[2][max]=100&page=2',
      '/tipe-produk?id=2&spec[6][min]=2',
      '/tipe-produk?id=1&spec[5]=G1%2F8&spec[6][max]=4&unit[6]=psi',
      `/tipe-produk?id=2&spec[5]=${encodeURIComponent(`R<'&">`)}&spec[6][min]=2&page=3`,
      '/tipe-produk?id=2&spec[1][max]=63&spec[6][min]=2',
      '/tipe-produk?id=1&spec[1][max]=63&spec[6][min]=2',
    ];
    const renderAll = () => renderEach(render, urls, typeAnswers);
    keepParts(false);
    await renderAll();
    const rendered = await renderAll();
    expect(keptCounts.kept + keptCounts.keeping).toBe(0);
    keepParts(true);
    const pages = [await renderAll(), await renderAll(), await renderAll()];
    // Every filter shown twice is kept the second time, and taken the third.
    expect(keptCounts.kept).toBeGreaterThanOrEqual(20);
    for (const [index, page] of pages.flat().entries()) {
      const whole = rendered[index % urls.length];
      expect(page?.body, urls[index % urls.length]).toBe(whole?.body);
      expect(page?.head, urls[index % urls.length]).toBe(whole?.head);
    }
    const last = pages[2]?.[4]?.body ?? '';
    expect(last).toContain('data-island="spec-filters"');
    expect(last).not.toContain('kp-kept');
    expect(last).toContain('aria-current="true"');
    keepParts(true);
  });

  it("keeps a filter of a filtered type list's panel for its shape, each address's counts, spans and chip links put in: the same document as rendering it (issue 34, session 28)", async () => {
    vi.resetModules();
    const { keepParts, keptCounts, render } = await import('./render.tsx');
    const { answered } = framedApi();
    // What the other filters keep changes with the address: every page's counts and spans differ,
    // so a filter kept with them in its key is never met again.
    const facetsOf = (stroke: number) => [
      { id: 1, name: 'Bore', unit: 'mm', kind: 'number', min: 32 + stroke, max: 100 + stroke },
      { id: 2, name: 'Stroke', unit: 'mm', kind: 'number', min: 50, max: 300 },
      {
        id: 5,
        name: 'Ulir "Port"',
        unit: null,
        kind: 'choice',
        values: [
          { value: 'G1/8', count: 1000 + stroke },
          { value: `R<'&">`, count: stroke % 7 },
        ],
      },
      { id: 6, name: 'Tekanan', unit: 'bar', kind: 'range', min: stroke / 40, max: 10 },
      { id: 7, name: 'Suhu', unit: '°C', kind: 'range', min: null, max: null },
      {
        id: 11,
        name: 'Magnet',
        unit: null,
        kind: 'boolean',
        values: [{ value: true, count: stroke }],
      },
    ];
    const typeAnswers = async (apiPath: string) => {
      const { pathname, searchParams } = new URL(apiPath, 'http://x');
      if (pathname === '/product')
        return {
          status: 200,
          body: {
            data: [],
            meta: {
              total: 0,
              facets: {
                spec: facetsOf(Number(searchParams.get('spec[2][min]') ?? 0)),
                category: [],
                brand: [],
              },
            },
          },
        };
      if (pathname.startsWith('/type/'))
        return { status: 200, body: { data: { id: 1, name: 'Tipe 1', category: null }, meta: {} } };
      return answered(apiPath);
    };
    // Each address once, as the bench asks them; every other one with its pressure in psi.
    const urls = Array.from(
      { length: 8 },
      (_, index) =>
        `/tipe-produk?id=1&spec[2][min]=${60 + 10 * index}${index % 2 ? '&spec[6][min]=2&unit[6]=psi' : ''}`,
    );
    keepParts(false);
    const rendered = await renderEach(render, urls, typeAnswers);
    expect(keptCounts.kept + keptCounts.keeping).toBe(0);
    keepParts(true);
    const { replayCounts } = await import('./reusedIslands.ts');
    const skipped = replayCounts.skipped;
    const pages = await renderEach(render, urls, typeAnswers);
    // A filter's shape is met on the first pages, kept on the next and then taken, the chosen
    // Stroke bounds too (34; kept for its facet and bounds as before, only the Stroke filter and the
    // open Suhu would be: 6; with the chosen bounds in the key, the Stroke filter never: 28).
    expect(keptCounts.kept).toBeGreaterThanOrEqual(32);
    // The Bore and Stroke filters, each kept for its own shape, are made of the same styles: one
    // list, replayed into a page's sheet once (session 35; none skipped without).
    expect(replayCounts.skipped - skipped).toBeGreaterThanOrEqual(4);
    expectSameDocuments(pages, rendered, urls);
    const last = pages[7]?.body ?? '';
    expect(last).not.toContain('KpPartValue');
    expect(last).toContain('>1.130<');
    expect(last).toContain('R&lt;&#x27;&amp;&quot;&gt;');
    keepParts(true);
  });

  it("keeps the filter panel's bars for their shape, each address's clearing link put in: the same document as rendering them (issue 34, session 29)", async () => {
    vi.resetModules();
    const { keepParts, keptCounts, render } = await import('./render.tsx');
    const { answered } = framedApi();
    // No facet and no card: the panel shows (the address filters) with its two bars alone, so
    // every part kept is one of them.
    const typeAnswers = async (apiPath: string) => {
      const { pathname } = new URL(apiPath, 'http://x');
      if (pathname === '/product') return NO_PRODUCTS;
      if (pathname.startsWith('/type/'))
        return { status: 200, body: { data: { id: 1, name: 'Tipe 1', category: null }, meta: {} } };
      return answered(apiPath);
    };
    // Three types (three clearing links, one with a kept parameter to escape), one or two
    // filters, each address once.
    const urls = Array.from(
      { length: 12 },
      (_, index) =>
        `/tipe-produk?id=${1 + (index % 3)}${index % 3 === 2 ? '&x=a%26%22b' : ''}&spec[2][min]=${60 + index}${index % 4 === 3 ? '&spec[5]=G1/8' : ''}`,
    );
    keepParts(false);
    const rendered = await renderEach(render, urls, typeAnswers);
    keepParts(true);
    const before = keptCounts.kept;
    const pages = await renderEach(render, urls, typeAnswers);
    // Each bar's shape (one filter or two) is met, kept, then taken: both bars of most pages.
    expect(keptCounts.kept - before).toBeGreaterThanOrEqual(14);
    expectSameDocuments(pages, rendered, urls);
    const last = pages[11]?.body ?? '';
    expect(last).not.toContain('KpPartValue');
    expect(last).toContain('href="/tipe-produk?id=3&amp;x=a%26%22b"');
    keepParts(true);
  });

  it("keeps the 'no product matches' block for its shape, each page's clearing and chat links put in: the same document as rendering it (issue 34, session 35)", async () => {
    vi.resetModules();
    const { keepParts, keptCounts, render } = await import('./render.tsx');
    const { answered } = framedApi();
    const none = async (apiPath: string) => {
      const { pathname } = new URL(apiPath, 'http://x');
      if (pathname === '/product') return NO_PRODUCTS;
      return answered(apiPath);
    };
    // Searches that match nothing: no panel, no card, so the block is the only part kept. Each
    // search once, its words in the chat link (one with characters to escape), and filtered
    // searches with 'Hapus Filter' too.
    const urls = Array.from(
      { length: 10 },
      (_, index) =>
        `/search?search=${encodeURIComponent(index === 6 ? `"Katup" & <'angin'> ${index}` : `katup ${index}`)}${index % 2 ? '&category=2' : ''}`,
    );
    keepParts(false);
    const rendered = await renderEach(render, urls, none);
    expect(keptCounts.kept + keptCounts.keeping).toBe(0);
    keepParts(true);
    const pages = await renderEach(render, urls, none);
    // Each shape (with 'Hapus Filter' or without) is met, kept, then taken (none without).
    expect(keptCounts.kept).toBeGreaterThanOrEqual(6);
    expectSameDocuments(pages, rendered, urls);
    const escaped = pages[6]?.body ?? '';
    expect(escaped).not.toContain('KpPartValue');
    expect(escaped).toContain('Tidak ada produk yang cocok');
    expect(escaped).toContain('href="https://wa.me/6280000000000?text=');
    keepParts(true);
  });

  it("keeps a filtered list's pages once for their number of pages and the address's page: each list's total put in its props, the same document as rendering them (issue 34, session 28)", async () => {
    vi.resetModules();
    const { islandCounts, render, reuseIslands } = await import('./render.tsx');
    const { answered } = framedApi();
    const typeAnswers = async (apiPath: string) => {
      const { pathname, searchParams } = new URL(apiPath, 'http://x');
      if (pathname === '/product')
        return {
          status: 200,
          body: {
            data: [],
            // Every list its own total; 25-36 products are three pages of 12, 37 four.
            meta: {
              total: Number(searchParams.get('spec[2][min]')),
              facets: { spec: [], category: [], brand: [] },
            },
          },
        };
      if (pathname.startsWith('/type/'))
        return { status: 200, body: { data: { id: 1, name: 'Tipe 1', category: null }, meta: {} } };
      return answered(apiPath);
    };
    const urlsOf = (totals: number[]) =>
      totals.flatMap((total) => [
        `/tipe-produk?id=1&spec[2][min]=${total}`,
        `/tipe-produk?id=1&spec[2][min]=${total}&page=2`,
      ]);
    const urls = urlsOf([25, 26, 27, 28, 29, 30, 37]);
    reuseIslands(false);
    const rendered = await renderEach(render, urls, typeAnswers);
    expect(islandCounts.reused).toBe(0);
    reuseIslands(true);
    // The islands the same pages render alone without pages (one page each).
    let before = islandCounts.rendered;
    await renderEach(render, urlsOf([5, 6, 7, 8, 9, 10, 11]), typeAnswers);
    const others = islandCounts.rendered - before;
    before = islandCounts.rendered;
    const reused = await renderEach(render, urls, typeAnswers);
    // Pages 1 and 2 of the first list and of the four-page list rendered (3 more than the pages
    // without pages rendered), the other ten lists' pages taken (12 more when rendered alone).
    expect(islandCounts.rendered - before - others).toBeLessThanOrEqual(5);
    expectSameDocuments(reused, rendered, urls);
    expect(reused[9]?.body).toContain('data-island="list-pagination"');
    expect(reused[9]?.body).toContain('&quot;total&quot;:29');
    expect(reused[9]?.body).toContain('aria-current="page"');
  });

  it('renders the frame again only once the shared data changes', async () => {
    spliceFrames(true);
    const url = '/detail-product/1';
    const first = await render({ url, origin: 'https://toko.example', load: framedApi().load });
    const { frames } = frameCounts;
    // Another product page, the same shared data: the same frame.
    const again = await render({
      url: '/detail-product/3',
      origin: 'https://toko.example',
      load: framedApi().load,
    });
    expect(frameCounts.frames).toBe(frames);
    expect(again?.stylesheet).toEqual(first?.stylesheet);
    expect(first?.body).toContain('>Jl. Uji 1<');
    // The office moved: the footer (the frame) shows the new address on the next page.
    const renamed = await render({
      url,
      origin: 'https://toko.example',
      load: framedApi('Jl. Baru 2').load,
    });
    expect(frameCounts.frames).toBe(frames + 1);
    expect(renamed?.body).toContain('>Jl. Baru 2<');
    expect(renamed?.body).not.toContain('>Jl. Uji 1<');
    spliceFrames(false);
    const whole = await render({
      url,
      origin: 'https://toko.example',
      load: framedApi('Jl. Baru 2').load,
    });
    spliceFrames(true);
    expect(renamed?.body).toBe(whole?.body);
  });

  it("links the shared stylesheet, keeps only the page's own rules inline and every group's marker", async () => {
    const url = '/detail-product/1';
    const page = await render({ url, origin: 'https://toko.example', load: framedApi().load });
    const sheet = page?.stylesheet;
    expect(sheet?.href).toMatch(/^\/page-styles\/[0-9a-z]+\.css$/);
    expect(page?.head).toContain(`<link rel="stylesheet" href="${sheet?.href}">`);
    const inline = /<style data-styled="true"[^>]*>([\s\S]*?)<\/style>/.exec(page?.head ?? '')?.[1];
    // The frame's top bar rules are in the file, not inline; their names are marked inline.
    const topBarRule = /\.([\w-]+)\{position:sticky/.exec(sheet?.css ?? '')?.[1];
    expect(topBarRule).toBeDefined();
    expect(inline).not.toContain(`.${topBarRule}{`);
    expect(inline).toContain(`${topBarRule},`);
    expect(sheet?.css.length).toBeGreaterThan(inline?.length ?? 0);
  });
});
