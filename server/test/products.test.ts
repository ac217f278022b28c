import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';
import { formOf, htmlAsPng, pngBytes, svgAsPng } from './helpers/fixtures.ts';
import { seedCatalogue, type Catalogue } from './helpers/catalogue.ts';

let t: TestApp;
let token: string;
let ids: Catalogue;

beforeAll(async () => {
  t = await buildTestApp();
  token = await t.login();
  ids = await seedCatalogue(t, token, {
    keterangan: 'Merek fiktif',
    type: 'Silinder Kompak',
    withEcommerce: true,
  });
});
afterAll(() => t.close());

const base = () => ({
  name: 'Silinder Pneumatik SC 63',
  harga: '850000',
  harga_akhir: '1250000',
  garansi: '1 Tahun',
  berat: '2,5 kg',
  urutan: '',
  keterangan:
    '<p>Silinder <b>kuat</b></p><script>alert(1)</script><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">klik</a>',
  isBestSeller: '1',
  brand_id: String(ids.brand),
  category_id: String(ids.category),
  type_id: String(ids.type),
});

async function createProduct(fields: Record<string, string>, images = 1) {
  const png = await pngBytes();
  const files: [string, Buffer, string][] = Array.from({ length: images }, (_, i) => [
    `image[${i}]`,
    png,
    `p${i}.png`,
  ]);
  return t.call('POST', '/admin/product', { token, form: formOf(fields, files) });
}

describe('product administration', () => {
  it('creates a product with images, sizes, colours and links; sanitises the description', async () => {
    const answer = await createProduct(
      {
        ...base(),
        'isCover[1]': '1',
        'size[0]': '63 x 100',
        'color[0]': 'Silver',
        'ecommerces[0][ecommerces_id]': String(ids.ecommerce),
        'ecommerces[0][link_id]': 'https://tokoku.example/sc63',
      },
      2,
    );
    expect(answer.status).toBe(200);
    const product = answer.body.data;
    expect(product.keterangan).toContain('<b>kuat</b>');
    expect(product.keterangan).not.toMatch(/script|onerror|javascript:/);
    expect(product.image).toHaveLength(2);
    expect(product.image.filter((image: { isCover: boolean }) => image.isCover)).toHaveLength(1);
    expect(product.isCover.id).toBe(product.image[1].id);
    expect(product.size).toEqual([{ name: '63 x 100' }]);
    expect(product.ecommerces[0].link).toBe('https://tokoku.example/sc63');
  });

  it('answers 422 with SPEC messages and refuses javascript: links', async () => {
    const empty = await t.call('POST', '/admin/product', {
      token,
      form: formOf({ name: '', harga: '' }),
    });
    expect(empty.status).toBe(422);
    expect(empty.body.data.errors).toMatchObject({
      name: 'Nama Brand',
      harga: 'Harga tidak boleh kosong!',
      brand_id: 'Brand tidak boleh kosong!',
      category_id: 'Category tidak boleh kosong!',
      type_id: 'Tipe tidak boleh kosong!',
    });
    const link = await createProduct({
      ...base(),
      'ecommerces[0][ecommerces_id]': String(ids.ecommerce),
      'ecommerces[0][link_id]': 'javascript:alert(1)',
    });
    expect(link.body.data.errors['ecommerces[0][link_id]']).toBe(
      'Link harus diawali http:// atau https://',
    );
    const html = await createProduct({ ...base(), garansi: '<script>alert(1)</script>' });
    expect(html.body.data.errors.garansi).toBe('Tidak boleh mengandung text HTML,CSS,Javascript');
  });

  it('refuses an HTML or SVG file renamed .png and a 21 MB file', async () => {
    for (const fake of [htmlAsPng(), svgAsPng()]) {
      const answer = await t.call('POST', '/admin/product', {
        token,
        form: formOf(base(), [['image[0]', fake, 'foto.png']]),
      });
      expect(answer.status).toBe(422);
      expect(answer.body.data.errors['image[0]']).toBe('Silahkan periksa file Anda lagi');
    }
    const huge = Buffer.alloc(21 * 1024 * 1024, 0);
    (await pngBytes()).copy(huge);
    const tooBig = await t.call('POST', '/admin/product', {
      token,
      form: formOf(base(), [['image[0]', huge, 'besar.png']]),
    });
    expect(tooBig.status, JSON.stringify(tooBig.body)).toBe(422);
    expect(tooBig.body.data.errors['image[0]']).toBe('Silahkan periksa file Anda lagi');
  });

  it('updates: removes an image, names an existing cover, replaces lists; toggles and deletes', async () => {
    const created = (await createProduct({ ...base(), 'size[0]': 'S' }, 2)).body.data;
    const [first, second] = created.image;
    const updated = await t.call('POST', `/admin/product/update/${created.id}`, {
      token,
      form: formOf({
        ...base(),
        name: 'Silinder Baru',
        'idDeleteFile[0]': String(first.id),
        isCoverId: String(second.id),
        'color[0]': 'Hitam',
      }),
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data.image).toEqual([{ id: second.id, path: second.path, isCover: true }]);
    expect(updated.body.data.size).toEqual([]);
    expect(updated.body.data.color).toEqual([{ name: 'Hitam' }]);
    expect((await t.call('GET', `/admin/product/${created.id}`, { token })).body.data.name).toBe(
      'Silinder Baru',
    );
    expect(
      (await t.call('POST', `/admin/product/is-active/${created.id}`, { token })).body.data
        .isActive,
    ).toBe(false);
    expect((await t.call('GET', `/product/${created.id}`)).status).toBe(404);
    expect((await t.call('DELETE', `/admin/product/${created.id}`, { token })).status).toBe(200);
    expect((await t.call('GET', `/admin/product/${created.id}`, { token })).status).toBe(404);
    expect(
      (await t.call('POST', '/admin/product/update/99999', { token, form: formOf(base()) })).status,
    ).toBe(404);
    expect((await t.call('DELETE', '/admin/product/99999', { token })).status).toBe(404);
    expect((await t.call('POST', '/admin/product/is-active/99999', { token })).status).toBe(404);
    expect((await t.call('GET', '/admin/product', {})).status).toBe(401);
  });

  it('refuses to delete a brand that products still use', async () => {
    const answer = await t.call('DELETE', `/admin/brand/${ids.brand}`, { token });
    expect(answer.status).toBe(422);
    expect(answer.body.meta.message).toBe(
      'Data masih digunakan oleh produk, sehingga tidak dapat dihapus.',
    );
  });
});

describe('public catalogue', () => {
  it('orders by urutan (empty last) then newest; sortBy=created_at is newest first', async () => {
    await createProduct({ ...base(), name: 'Katup Satu', urutan: '2' });
    await createProduct({ ...base(), name: 'Katup Dua', urutan: '1' });
    await createProduct({ ...base(), name: 'Regulator Tekanan' });
    const listed = await t.call('GET', '/product?page=1&limit=12');
    const names = listed.body.data.map((p: { name: string }) => p.name);
    expect(names.slice(0, 2)).toEqual(['Katup Dua', 'Katup Satu']);
    const newest = await t.call('GET', '/product?sortBy=created_at&limit=1');
    expect(newest.body.data[0].name).toBe('Regulator Tekanan');
    expect(newest.body.meta.total).toBe(listed.body.meta.total);
  });

  it('filters by brand, category and type and hides products of inactive brands', async () => {
    expect((await t.call('GET', `/product?brand=${ids.brand}`)).body.meta.total).toBeGreaterThan(0);
    expect(
      (await t.call('GET', `/product?category=${ids.category}&type=${ids.type}`)).body.meta.total,
    ).toBeGreaterThan(0);
    expect((await t.call('GET', '/product?brand=99999')).body.meta.total).toBe(0);
    expect(
      (await t.call('GET', '/brand/list/product')).body.data[0].product.length,
    ).toBeGreaterThan(0);
    expect((await t.call('GET', '/category/list/product')).body.data[0].type).toEqual([
      { id: ids.type, name: 'Silinder Kompak' },
    ]);
    expect((await t.call('GET', '/product/best/seller')).body.data.length).toBeGreaterThan(0);
    await t.call('PUT', `/admin/type/is-active/${ids.type}`, { token });
    expect((await t.call('GET', '/product')).body.meta.total).toBe(0);
    // The menu's types are those of public products: a switched-off type leaves it.
    expect((await t.call('GET', '/category/list/product')).body.data[0].type).toEqual([]);
    await t.call('PUT', `/admin/type/is-active/${ids.type}`, { token });
    expect((await t.call('GET', '/category/list/product')).body.data[0].type).toHaveLength(1);
  });

  it('searches by relevance, tolerates typos, and treats quotes and SQL as text', async () => {
    const exact = await t.call('GET', `/product?search=${encodeURIComponent('regulator')}`);
    expect(exact.body.data[0].name).toBe('Regulator Tekanan');
    const typo = await t.call('GET', `/product?search=${encodeURIComponent('regulatr')}`);
    expect(typo.body.data[0]?.name).toBe('Regulator Tekanan');
    const byBrand = await t.call('GET', '/product?search=aerotek');
    expect(byBrand.body.meta.total).toBeGreaterThan(0);
    for (const nasty of [
      "' OR 1=1 --",
      '"; DROP TABLE products; --',
      "katup' and '1'='1",
      '50%_\\',
      '!!& | :*',
    ]) {
      const answer = await t.call('GET', `/product?search=${encodeURIComponent(nasty)}`);
      expect(answer.status).toBe(200);
    }
    expect((await t.call('GET', '/product')).body.meta.total).toBeGreaterThan(0);
  });

  it('shows a product detail and lists for the dashboard and admin table', async () => {
    const [first] = (await t.call('GET', '/product?limit=1')).body.data;
    const detail = await t.call('GET', `/product/${first.id}`);
    expect(detail.body.data.brand.name).toBe('Aerotek');
    expect((await t.call('GET', '/product/99999')).status).toBe(404);
    expect((await t.call('GET', '/product?sortBy=secret')).status).toBe(422);
    expect(
      (await t.call('GET', '/admin/product?sortBy=harga&orderBy=asc&search=katup', { token })).body
        .meta.total,
    ).toBe(2);
    expect((await t.call('GET', '/admin/dashboard?length=25', { token })).status).toBe(200);
    const counts = await t.call('GET', '/admin/dashboard/count', { token });
    expect(counts.body.data).toMatchObject({ brand: 1, category: 1 });
    expect((await t.call('GET', '/admin/dashboard/count')).status).toBe(401);
  });
});
