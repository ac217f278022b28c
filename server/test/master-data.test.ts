import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';
import { formOf, pngBytes } from './helpers/fixtures.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp();
  token = await t.login();
});
afterAll(() => t.close());

describe('types', () => {
  it('creates, lists, reads, updates, toggles and deletes', async () => {
    const created = await t.call('POST', '/admin/type', {
      token,
      json: { name: 'Silinder Standar' },
    });
    expect(created.status).toBe(200);
    const id = created.body.data.id;
    const listed = await t.call(
      'GET',
      '/admin/type?page=1&length=10&sortBy=name&orderBy=asc&search=silinder',
      { token },
    );
    expect(listed.body.meta.total).toBe(1);
    expect((await t.call('GET', `/admin/type/${id}`, { token })).body.data.name).toBe(
      'Silinder Standar',
    );
    expect(
      (await t.call('PUT', `/admin/type/${id}`, { token, json: { name: 'Silinder Kompak' } })).body
        .data.name,
    ).toBe('Silinder Kompak');
    const toggled = await t.call('PUT', `/admin/type/is-active/${id}`, { token });
    expect(toggled.body).toEqual({
      meta: { message: 'Status berhasil diubah!' },
      data: { id, isActive: false },
    });
    expect((await t.call('GET', '/admin/lookup/type?limit=15', { token })).body.data).toEqual([]);
    expect((await t.call('DELETE', `/admin/type/${id}`, { token })).status).toBe(200);
    expect((await t.call('GET', `/admin/type/${id}`, { token })).status).toBe(404);
  });

  it('answers 422 with SPEC messages, 401 without a token, 404 for unknown ids', async () => {
    const empty = await t.call('POST', '/admin/type', { token, json: { name: '   ' } });
    expect(empty.status).toBe(422);
    expect(empty.body.data.errors).toEqual({ name: 'Nama type' });
    const html = await t.call('POST', '/admin/type', { token, json: { name: '<b>Tebal</b>' } });
    expect(html.body.data.errors).toEqual({
      name: 'Tidak boleh mengandung text HTML,CSS,Javascript',
    });
    const sort = await t.call('GET', '/admin/type?sortBy=password', { token });
    expect(sort.status).toBe(422);
    expect(sort.body.data.errors.sortBy).toBeTruthy();
    expect((await t.call('GET', '/admin/type?page=abc', { token })).status).toBe(422);
    expect((await t.call('GET', '/admin/type')).status).toBe(401);
    expect((await t.call('POST', '/admin/type', { json: { name: 'x' } })).status).toBe(401);
    for (const [method, path] of [
      ['GET', '/admin/type/999'],
      ['PUT', '/admin/type/is-active/999'],
      ['DELETE', '/admin/type/999'],
    ]) {
      expect((await t.call(method as string, path as string, { token })).status).toBe(404);
    }
    expect((await t.call('PUT', '/admin/type/999', { token, json: { name: 'x' } })).status).toBe(
      404,
    );
  });

  it('serves the same handlers under /api', async () => {
    expect((await t.call('GET', '/api/admin/type', { token })).status).toBe(200);
  });

  it('shows an active type to visitors by id, products or not, and hides an inactive or unknown one', async () => {
    const id = (await t.call('POST', '/admin/type', { token, json: { name: 'Katup Solenoid' } }))
      .body.data.id;
    // No product has this type yet: its page still has a name to show (SPEC 2.2's empty list).
    const shown = await t.call('GET', `/type/${id}`);
    expect(shown.status).toBe(200);
    expect(shown.body).toEqual({
      data: { id, name: 'Katup Solenoid', category: null },
      meta: { message: 'Berhasil' },
    });
    // A staff rename reaches the cached public answer.
    await t.call('PUT', `/admin/type/${id}`, { token, json: { name: 'Katup Udara' } });
    expect((await t.call('GET', `/api/type/${id}`)).body.data.name).toBe('Katup Udara');
    await t.call('PUT', `/admin/type/is-active/${id}`, { token });
    const hidden = await t.call('GET', `/type/${id}`);
    expect(hidden.status).toBe(404);
    expect(hidden.body.meta.message).toBeTruthy();
    expect((await t.call('GET', '/type/999999')).status).toBe(404);
    expect((await t.call('GET', '/type/abc')).status).toBe(422);
    await t.call('PUT', `/admin/type/is-active/${id}`, { token });
    expect((await t.call('GET', `/type/${id}`)).status).toBe(200);
  });
});

describe('categories, brands, marketplaces and bumpers (multipart with images)', () => {
  it('runs the category lifecycle and keeps files only while used', async () => {
    const png = await pngBytes();
    const missing = await t.call('POST', '/admin/category', { token, form: formOf({ name: '' }) });
    expect(missing.status).toBe(422);
    expect(missing.body.data.errors).toEqual({
      name: 'Nama kategori tidak boleh kosong',
      image: 'Masukkan Photo Kategory',
    });
    const created = await t.call('POST', '/admin/category', {
      token,
      form: formOf({ name: 'Katup' }, [['image', png, 'katup.png']]),
    });
    expect(created.status).toBe(200);
    const { id, image } = created.body.data;
    expect(image.name).toBe('katup.png');
    const served = await fetch(new URL(image.path, t.baseUrl));
    expect(served.status).toBe(200);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-type')).toBe('image/webp');
    const updated = await t.call('POST', `/admin/category/${id}`, {
      token,
      form: formOf({ name: 'Katup Solenoid' }, [['image', png, 'baru.png']]),
    });
    expect(updated.body.data.image.name).toBe('baru.png');
    const oldFile = await fetch(new URL(image.path, t.baseUrl));
    expect(oldFile.status).toBe(404);
    expect(
      (await t.call('GET', '/admin/category?sortBy=is_active', { token })).body.meta.total,
    ).toBe(1);
    expect((await t.call('GET', `/admin/category/${id}`, { token })).status).toBe(200);
    expect((await t.call('GET', '/category')).body.data).toHaveLength(1);
    expect((await t.call('GET', '/category/list/product?limit=4')).body.data[0].type).toEqual([]);
    expect(
      (await t.call('GET', '/admin/lookup/category?search=katup', { token })).body.data,
    ).toHaveLength(1);
    expect(
      (await t.call('POST', `/admin/category/is-active/${id}`, { token })).body.data.isActive,
    ).toBe(false);
    expect((await t.call('GET', '/category')).body.data).toHaveLength(0);
    expect((await t.call('DELETE', `/admin/category/${id}`, { token })).status).toBe(200);
    expect((await t.call('GET', `/admin/category/${id}`, { token })).status).toBe(404);
    expect(
      (await t.call('POST', '/admin/category/999', { token, form: formOf({ name: 'x' }) })).status,
    ).toBe(404);
    expect((await t.call('POST', '/admin/category', { form: formOf({ name: 'x' }) })).status).toBe(
      401,
    );
  });

  it('runs the brand lifecycle', async () => {
    const png = await pngBytes();
    const missing = await t.call('POST', '/admin/brand', {
      token,
      form: formOf({ name: ' ', keterangan: '' }),
    });
    expect(missing.body.data.errors).toEqual({
      name: 'Nama Brand',
      keterangan: 'Keterangan harap disii',
      imageMain: 'Masukkan Photo Brand',
      imageThumbnail: 'Masukkan Thumbnail',
    });
    const files: [string, Buffer, string][] = [
      ['imageMain', png, 'main.png'],
      ['imageThumbnail', png, 'thumb.png'],
    ];
    const created = await t.call('POST', '/admin/brand', {
      token,
      form: formOf({ name: 'Aerotek', keterangan: 'Merek fiktif' }, files),
    });
    const id = created.body.data.id;
    expect((await t.call('GET', `/brand/${id}`)).body.data.name).toBe('Aerotek');
    expect(
      (
        await t.call('POST', `/admin/brand/${id}`, {
          token,
          form: formOf({ name: 'Aerotek 2', keterangan: 'x' }),
        })
      ).body.data.name,
    ).toBe('Aerotek 2');
    expect((await t.call('GET', '/admin/brand', { token })).body.meta.total).toBe(1);
    expect((await t.call('GET', `/admin/brand/${id}`, { token })).status).toBe(200);
    expect((await t.call('GET', '/brand/list/product?limit=3')).body.data[0].product).toEqual([]);
    expect((await t.call('GET', '/admin/lookup/brand', { token })).body.data).toHaveLength(1);
    expect(
      (await t.call('POST', `/admin/brand/is-active/${id}`, { token })).body.data.isActive,
    ).toBe(false);
    expect((await t.call('GET', `/brand/${id}`)).status).toBe(404);
    expect((await t.call('DELETE', `/admin/brand/${id}`, { token })).status).toBe(200);
    expect((await t.call('DELETE', `/admin/brand/${id}`, { token })).status).toBe(404);
  });

  it('runs the marketplace lifecycle and refuses javascript: links', async () => {
    const png = await pngBytes();
    const bad = await t.call('POST', '/admin/ecommerces', {
      token,
      form: formOf({ name: 'Toko', link: 'javascript:alert(1)' }, [['image', png, 'a.png']]),
    });
    expect(bad.status).toBe(422);
    expect(bad.body.data.errors).toEqual({ link: 'Link harus diawali http:// atau https://' });
    const missing = await t.call('POST', '/admin/ecommerces', {
      token,
      form: formOf({ name: '', link: '' }),
    });
    expect(missing.body.data.errors).toEqual({
      name: 'Nama tidak boleh kosong',
      link: 'Link tidak boleh kosong',
      image: 'Masukkan Photo Ecommerce',
    });
    const created = await t.call('POST', '/admin/ecommerces', {
      token,
      form: formOf({ name: 'Tokoku', link: 'https://tokoku.example' }, [['image', png, 'a.png']]),
    });
    const id = created.body.data.id;
    expect(
      (
        await t.call('POST', `/admin/ecommerces/${id}`, {
          token,
          form: formOf({ name: 'Tokoku', link: 'http://tokoku.example' }),
        })
      ).status,
    ).toBe(200);
    expect((await t.call('GET', '/admin/ecommerces', { token })).body.meta.total).toBe(1);
    expect((await t.call('GET', `/admin/ecommerces/${id}`, { token })).status).toBe(200);
    expect((await t.call('GET', '/admin/lookup/ecommerces', { token })).body.data).toHaveLength(1);
    expect((await t.call('POST', `/admin/ecommerces/is-active/${id}`, { token })).status).toBe(200);
    expect((await t.call('DELETE', `/admin/ecommerces/${id}`, { token })).status).toBe(200);
  });

  it('runs the bumper lifecycle', async () => {
    const png = await pngBytes();
    const missing = await t.call('POST', '/admin/bumper', { token, form: formOf({ name: '' }) });
    expect(missing.body.data.errors).toEqual({
      name: 'Nama bumper tidak boleh kosong',
      image: 'Masukkan Photo Bumper',
    });
    const created = await t.call('POST', '/admin/bumper', {
      token,
      form: formOf({ name: 'Promo' }, [['image', png, 'b.png']]),
    });
    const id = created.body.data.id;
    expect((await t.call('GET', '/bumper')).body.data).toHaveLength(1);
    expect(
      (await t.call('POST', `/admin/bumper/${id}`, { token, form: formOf({ name: 'Promo 2' }) }))
        .body.data.name,
    ).toBe('Promo 2');
    expect((await t.call('GET', '/admin/bumper', { token })).body.meta.total).toBe(1);
    expect((await t.call('GET', `/admin/bumper/${id}`, { token })).status).toBe(200);
    expect(
      (await t.call('POST', `/admin/bumper/is-active/${id}`, { token })).body.data.isActive,
    ).toBe(false);
    expect((await t.call('GET', '/bumper')).body.data).toHaveLength(0);
    expect((await t.call('DELETE', `/admin/bumper/${id}`, { token })).status).toBe(200);
    expect((await t.call('GET', `/admin/bumper/${id}`, { token })).status).toBe(404);
  });
});
