// The renderer itself, in Node, against a stand-in API: page text that looks like a replacement
// pattern ($&, $') must reach the HTML as it is.
import { describe, expect, it } from 'vitest';
import { render } from './render.tsx';

const TEMPLATE = '<!doctype html><html><head><title>app</title></head><body><div id="root"></div></body></html>';
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

async function fakeApi(request: Request): Promise<Response> {
  const answer = answers[new URL(request.url).pathname];
  return answer ? Response.json(answer) : Response.json({ meta: { message: 'tidak ada' }, data: null }, { status: 404 });
}

describe('render', () => {
  it('puts page text into the template literally, replacement patterns included', async () => {
    const html = await render({ url: '/detail-product/1', template: TEMPLATE, fetch: fakeApi });
    expect(html).not.toBeNull();
    expect(html).toContain('<title>Detail Produk | Toko $&amp; Uji</title>');
    expect(html).toContain(`>Katup $&#x27; Uji $&amp; 5/2</h1>`);
    expect(html).toContain("<p>Harga $' khusus</p>");
    // The template's own pieces appear exactly once.
    expect(html?.match(/<\/head>/g)).toHaveLength(1);
    expect(html?.match(/<div id="root">/g)).toHaveLength(1);
  });

  it('leaves the staff side to the browser', async () => {
    await expect(render({ url: '/admin/dashboard', template: TEMPLATE, fetch: fakeApi })).resolves.toBeNull();
  });
});
