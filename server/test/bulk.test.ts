// Bulk actions on master tables (POST admin/<master>/bulk): who may call them, what a bad
// selection answers, and that each id gets the single call's rules, audit entry and message.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, bulkOutcomeMessage } from '#domain/forms/messages.ts';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';
import { addBrand, addCategory, addProduct } from './helpers/catalogue.ts';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await buildTestApp();
  token = await t.login();
});
afterAll(() => t.close());

const createType = async (name: string): Promise<number> =>
  (await t.call('POST', '/admin/type', { token, json: { name } })).body.data.id;

const bulk = (path: string, json: unknown, auth: string | null = token) =>
  t.call('POST', `/admin/${path}/bulk`, { token: auth, json });

describe('bulk: access and input', () => {
  it('refuses a missing or wrong token, and a missing XSRF header', async () => {
    const id = await createType('Tipe Akses');
    expect((await bulk('type', { action: 'delete', ids: [id] }, null)).status).toBe(401);
    expect((await bulk('type', { action: 'delete', ids: [id] }, 'bukan-token')).status).toBe(401);
    const noCsrf = await t.call('POST', '/admin/type/bulk', {
      token,
      json: { action: 'delete', ids: [id] },
      csrf: false,
    });
    expect(noCsrf.status).toBe(403);
    expect((await t.call('GET', `/admin/type/${id}`, { token })).status).toBe(200);
  });

  it('answers 422 on its field for a bad selection, and changes nothing', async () => {
    const id = await createType('Tipe Masukan');
    const bad: [unknown, string][] = [
      [{ action: 'delete', ids: [] }, 'ids'],
      [{ action: 'delete', ids: Array.from({ length: 101 }, (_, i) => i + 1) }, 'ids'],
      [{ action: 'delete', ids: [id, id] }, 'ids'],
      [{ action: 'delete', ids: ['abc'] }, 'ids'],
      [{ action: 'delete', ids: [0] }, 'ids'],
      [{ action: 'delete', ids: [2147483648] }, 'ids'],
      [{ action: 'delete', ids: 'semua' }, 'ids'],
      [{ action: 'hapus', ids: [id] }, 'action'],
      [{ ids: [id] }, 'action'],
      [{ action: 'delete', ids: [id], extra: 1 }, 'extra'],
    ];
    for (const [json, field] of bad) {
      const answer = await bulk('type', json);
      expect(answer.status, JSON.stringify(json)).toBe(422);
      expect(answer.body.data.errors[field], JSON.stringify(json)).toBeTruthy();
    }
    expect(
      (
        await bulk('type', {
          action: 'delete',
          ids: Array.from({ length: 100 }, (_, i) => 1_000_000 + i),
        })
      ).status,
    ).toBe(200);
    expect((await t.call('GET', `/admin/type/${id}`, { token })).status).toBe(200);
  });
});

describe('bulk: types', () => {
  it('deactivates and activates the selection, and records one audit entry per change', async () => {
    const ids = [await createType('Tipe A'), await createType('Tipe B')];
    const off = await bulk('type', { action: 'deactivate', ids });
    expect(off.body).toEqual({
      meta: { message: MESSAGES.toggled },
      data: { succeeded: ids, failed: [] },
    });
    for (const id of ids)
      expect((await t.call('GET', `/admin/type/${id}`, { token })).body.data.isActive).toBe(false);
    // Deactivating again succeeds and changes nothing: no second audit entry.
    expect((await bulk('type', { action: 'deactivate', ids })).body.data.succeeded).toEqual(ids);
    const on = await bulk('type', { action: 'activate', ids });
    expect(on.body.data).toEqual({ succeeded: ids, failed: [] });
    for (const id of ids) {
      expect((await t.call('GET', `/admin/type/${id}`, { token })).body.data.isActive).toBe(true);
      const trail = await t.call('GET', `/admin/audit?entity=type&recordId=${id}&action=toggle`, {
        token,
      });
      expect(trail.body.data.map((entry: { changes: unknown }) => entry.changes)).toEqual([
        [{ field: 'isActive', before: false, after: true }],
        [{ field: 'isActive', before: true, after: false }],
      ]);
    }
  });

  it('deletes what it can: an id in use or unknown fails with its message, the rest go', async () => {
    const [free, used] = [await createType('Tipe Bebas'), await createType('Tipe Terpakai')];
    const brand = await addBrand(t, token, 'Merek Bulk', 'Merek uji');
    const fields = {
      name: 'Produk Bulk',
      harga: '1000',
      brand_id: String(brand),
      category_id: String(await addCategory(t, token, 'Kategori Bulk')),
      type_id: String(used),
    };
    const product = (await addProduct(t, token, fields, 'p.png')).id;
    const answer = await bulk('type', { action: 'delete', ids: [free, used, 999_999] });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      meta: { message: bulkOutcomeMessage(1, 2) },
      data: {
        succeeded: [free],
        failed: [
          { id: used, message: MESSAGES.inUse },
          { id: 999_999, message: MESSAGES.notFound },
        ],
      },
    });
    expect((await t.call('GET', `/admin/type/${free}`, { token })).status).toBe(404);
    expect((await t.call('GET', `/admin/type/${used}`, { token })).status).toBe(200);
    const trail = await t.call('GET', `/admin/audit?entity=type&recordId=${free}&action=delete`, {
      token,
    });
    expect(trail.body.data).toHaveLength(1);
    expect(trail.body.data[0].recordName).toBe('Tipe Bebas');
    // The other masters run their own rules: a brand in use stays, a product goes with its files.
    const brands = await bulk('brand', { action: 'delete', ids: [brand] });
    expect(brands.body.data.failed).toEqual([{ id: brand, message: MESSAGES.inUse }]);
    const products = await bulk('product', { action: 'delete', ids: [product] });
    expect(products.body).toEqual({
      meta: { message: MESSAGES.deleted },
      data: { succeeded: [product], failed: [] },
    });
    expect((await bulk('brand', { action: 'delete', ids: [brand] })).body.data.succeeded).toEqual([
      brand,
    ]);
  });

  it('hides a deactivated record from the public side at once (the public cache follows)', async () => {
    const id = await addCategory(t, token, 'Kategori Publik');
    const names = async () =>
      (await t.call('GET', '/category')).body.data.map((row: { name: string }) => row.name);
    expect(await names()).toContain('Kategori Publik');
    await bulk('category', { action: 'deactivate', ids: [id] });
    expect(await names()).not.toContain('Kategori Publik');
  });
});

describe('bulk: users', () => {
  it('is the superuser role only, and keeps the single call rules (not oneself)', async () => {
    const created = await t.call('POST', '/admin/user/create', {
      token,
      json: {
        name: 'staf bulk',
        email: 'staf-bulk@example.com',
        password: 'pegawai-rahasia-1',
        role_id: 2,
      },
    });
    const staff = created.body.data.id;
    const staffToken = await t.login('staf bulk', 'pegawai-rahasia-1');
    expect((await bulk('user', { action: 'deactivate', ids: [staff] }, staffToken)).status).toBe(
      403,
    );
    const me = (await t.call('GET', '/admin/auth/fetch', { token })).body.data.id;
    const answer = await bulk('user', { action: 'deactivate', ids: [me, staff] });
    expect(answer.body.data).toEqual({
      succeeded: [staff],
      failed: [{ id: me, message: MESSAGES.selfAction }],
    });
    // A deactivated user's session ends at once, as with the single switch.
    expect((await t.call('GET', '/admin/auth/fetch', { token: staffToken })).status).toBe(401);
    expect((await bulk('user', { action: 'delete', ids: [staff] })).body.data.succeeded).toEqual([
      staff,
    ]);
  });
});
