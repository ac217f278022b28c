// The renderer itself, in Node, against a stand-in API: one pass (every read the route table
// declares loaded once, first), and page text that looks like a replacement pattern ($&, $')
// reaching the HTML as it is.
import { describe, expect, it } from 'vitest';
import { render } from './render.tsx';

const NAME = "Katup $' Uji $& 5/2";

const answers: Record<string, unknown> = {
  '/api-web/config': { data: { appName: 'Toko $& Uji', chatPhone: '6280000000000', superuserRoleId: 1, adminRoleId: 2 }, meta: { message: 'ok' } },
  '/api-web/product/1': {
    data: {
      id: 1,
      name: NAME,
      harga: 250000,
      hargaAkhir: null,
      garansi: null,
      berat: null,
      urutan: null,
      keterangan: '<p>Harga $\' khusus</p>',
      isBestSeller: false,
      category: { id: 1, name: 'Katup' },
      brand: { id: 1, name: 'Aerotek' },
      type: { id: 1, name: 'Solenoid' },
      image: [],
      isCover: null,
      size: [],
      color: [],
      ecommerces: [],
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
    return answer ? { status: 200, body: answer } : { status: 404, body: { meta: { message: 'tidak ada' }, data: null } };
  };
  return { reads, load };
}

describe('render', () => {
  it('loads each read of the page once, before it renders once with all of them', async () => {
    const api = fakeApi();
    const page = await render({ url: '/detail-product/1', load: api.load });
    expect(page).not.toBeNull();
    expect(page?.status).toBe(200);
    expect(page?.title).toBe('Detail Produk | Toko $& Uji');
    expect(page?.body).toContain(`>Katup $&#x27; Uji $&amp; 5/2</h1>`);
    expect(page?.body).toContain("<p>Harga $' khusus</p>");
    expect(api.reads.toSorted()).toEqual(
      ['/config', '/tagline/main', '/brand/list/product?limit=3', '/category/list/product?limit=4', '/tagline/footer', '/product/1'].toSorted(),
    );
    expect(page?.undeclared).toEqual([]);
    // The answers travel in the page for hydration.
    expect(page?.head).toContain('<script type="application/json" id="page-data">');
  });

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
      const page = await render({ url, load: api.load });
      expect(page?.undeclared, url).toEqual([]);
      expect(new Set(api.reads).size, url).toBe(api.reads.length);
    }
  });

  it('leaves the staff side and unknown paths to the browser', async () => {
    for (const url of ['/admin/dashboard', '/login', '/tidak-ada']) {
      const api = fakeApi();
      await expect(render({ url, load: api.load })).resolves.toBeNull();
      expect(api.reads).toEqual([]);
    }
  });
});
