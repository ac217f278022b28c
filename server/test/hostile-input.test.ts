// The inputs that used to answer 500 (issue 12): numbers past PostgreSQL's integer, NUL in text,
// multipart bodies that are not multipart. Each is refused in the error shape, in Indonesian.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, readXsrf, type TestApp } from './helpers/test-app.ts';
import { formOf, pngBytes } from './helpers/fixtures.ts';
import { maximumMessage } from '#domain/forms/messages.ts';

let t: TestApp;
let token: string;
let baseUrl: string;
let xsrf: string;

beforeAll(async () => {
  t = await buildTestApp();
  token = await t.login();
  baseUrl = t.baseUrl;
  xsrf = await readXsrf(baseUrl);
});
afterAll(() => t.close());

const MAX_INT = maximumMessage(2147483647);

describe('integers beyond the contract bounds (int4)', () => {
  it.each([
    ['/product/99999999999', 'id'],
    ['/product?page=1e300', 'page'],
    ['/product?category=99999999999', 'category'],
    ['/product?brand=2147483648', 'brand'],
    ['/news?limit=9223372036854775808', 'limit'],
  ])('GET %s answers 422 on %s', async (path, field) => {
    const answer = await t.call('GET', path);
    expect(answer.status).toBe(422);
    expect(answer.body.data.errors[field]).toBe(MAX_INT);
  });

  it('the same on admin lists and details, and the largest int4 is still a plain 404', async () => {
    expect(
      (await t.call('GET', '/admin/brand?page=99999999999', { token })).body.data.errors.page,
    ).toBe(MAX_INT);
    expect(
      (await t.call('GET', '/admin/user/get/99999999999', { token })).body.data.errors.id,
    ).toBe(MAX_INT);
    expect((await t.call('GET', '/admin/product/2147483647', { token })).status).toBe(404);
  });

  it('a multipart id past int4 is a field message, and nothing is stored', async () => {
    const before = (await t.call('GET', '/admin/product', { token })).body.meta.total;
    const form = formOf(
      { name: 'Silinder', harga: '1000', brand_id: '99999999999', type_id: '1', category_id: '1' },
      [['image[0]', await pngBytes(), 'a.png']],
    );
    const answer = await t.call('POST', '/admin/product', { token, form });
    expect(answer.status).toBe(422);
    expect(answer.body.data.errors.brand_id).toBe('Harus berupa angka 1 sampai 2147483647');
    expect((await t.call('GET', '/admin/product', { token })).body.meta.total).toBe(before);
  });

  it('a JSON id past int4 too', async () => {
    const answer = await t.call('POST', '/admin/user/create', {
      token,
      json: { name: 'x', email: 'x@example.com', password: 'rahasia-123', role_id: 1e12 },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.data.errors.role_id).toBe(MAX_INT);
  });
});

describe('NUL characters', () => {
  it('in a search, a login name and a form field: 422 on that field', async () => {
    expect((await t.call('GET', '/product?search=a%00b')).body.data.errors).toEqual({
      search: 'Mengandung karakter yang tidak diizinkan',
    });
    const login = await t.call('POST', '/auth/login', {
      json: { name: 'admin\u0000', password: 'x' },
    });
    expect(login.status).toBe(422);
    expect(login.body.data.errors.name).toBe('Mengandung karakter yang tidak diizinkan');
    const form = formOf({ name: 'Merek\u0000', keterangan: 'x' });
    const brand = await t.call('POST', '/admin/brand/1', { token, form });
    expect(brand.status).toBe(422);
    expect(brand.body.data.errors.name).toBe('Mengandung karakter yang tidak diizinkan');
  });
});

describe('malformed multipart bodies', () => {
  const send = (contentType: string, body: string, path = '/admin/category') =>
    fetch(`${baseUrl}/api-web${path}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        cookie: `XSRF-TOKEN=${xsrf}`,
        'x-xsrf-token': xsrf,
        'content-type': contentType,
      },
      body,
    });

  it.each([
    [
      'no boundary',
      'multipart/form-data',
      '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nA\r\n--x--',
    ],
    ['an empty boundary', 'multipart/form-data; boundary=', ''],
    [
      'a body cut short',
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nA',
    ],
  ])('%s answers 400 in the error shape', async (_name, contentType, body) => {
    const answer = await send(contentType, body);
    expect([400, 422]).toContain(answer.status);
    expect(await answer.json()).toMatchObject({
      meta: { message: expect.any(String) },
      data: { errors: expect.any(Object) },
    });
  });

  it('a form sent to a call that takes JSON answers 400, even when no JSON field is required', async () => {
    // `admin/auth/reauth` requires none of its fields (code or password); the fuzz found its 500.
    const answer = await send(
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
      '/admin/auth/reauth',
    );
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({
      meta: { message: 'Permintaan tidak dapat dibaca.' },
      data: { errors: {} },
    });
  });

  it('a JSON null body is an empty one: the required factor is asked for, not a 500', async () => {
    // The fuzz's seed 864056758: `null` to `admin/auth/reauth` reached the handler as null.
    const answer = await send('application/json', 'null', '/admin/auth/reauth');
    expect(answer.status).toBe(422);
    expect(await answer.json()).toMatchObject({
      data: { errors: { password: expect.any(String) } },
    });
  });

  it('a header section past 16 kB answers 431 in the error shape, not the framework default', async () => {
    // The fuzz's seed -888058566: a search query of 17 kB.
    const answer = await fetch(`${baseUrl}/api-web/admin/audit?search=${'a'.repeat(17_000)}`);
    expect(answer.status).toBe(431);
    expect(await answer.json()).toEqual({
      meta: { message: 'Permintaan tidak dapat dibaca.' },
      data: { errors: {} },
    });
  });

  it('a URL that is not UTF-8 answers 400 in the error shape, not the framework default', async () => {
    const answer = await fetch(`${baseUrl}/api-web/product/%ED%A0%80`);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({
      meta: { message: 'Permintaan tidak dapat dibaca.' },
      data: { errors: {} },
    });
  });
});
