// What a story relies on: writes change what later reads return, lists search, sort and page as
// DECISIONS says, public calls hide inactive records, and the SPEC 5 messages come back verbatim.
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db, resetMockDb } from './db.ts';
import { FIXTURE_PASSWORD, RESET_PASSWORD } from './fixtures/users.ts';
import { allHandlers } from './handlers/index.ts';
import { bulkOutcomeMessage } from '../src/lib/forms/messages.ts';
import { msg } from './messages.ts';
import { call, pngFile, tokens } from './test-helpers.ts';

const server = setupServer(...allHandlers);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());
beforeEach(() => resetMockDb());

type ListBody = {
  data: { id: number; name?: string; isActive?: boolean }[];
  meta: { total: number };
};
type ErrorBody = { meta: { message: string }; data: { errors: Record<string, string> } };
const auth = { token: tokens.superuser };

async function listOf(
  path: string,
  query: Record<string, string> = {},
  token: string | null = tokens.superuser,
) {
  const result = await call('GET', path, { token, query });
  expect(result.status).toBe(200);
  return result.body as ListBody;
}

describe('writes show up in later reads', () => {
  it('a created type appears in the admin list', async () => {
    const created = await call('POST', '/admin/type', {
      ...auth,
      json: { name: 'Silinder Tandem' },
    });
    expect(created.status).toBe(200);
    const { data, meta } = await listOf('/admin/type', { search: 'tandem' });
    expect(meta.total).toBe(1);
    expect(data[0]).toMatchObject({ name: 'Silinder Tandem', isActive: true });
  });

  it('a toggle flips isActive and a second one flips it back', async () => {
    const first = await call('PUT', '/admin/type/is-active/1', auth);
    expect(first.body).toMatchObject({
      meta: { message: msg.toggled },
      data: { id: 1, isActive: false },
    });
    const second = await call('PUT', '/admin/type/is-active/1', auth);
    expect(second.body).toMatchObject({ data: { id: 1, isActive: true } });
  });

  it('a delete removes the record', async () => {
    expect((await call('DELETE', '/admin/bumper/2', auth)).status).toBe(200);
    expect((await call('GET', '/admin/bumper/2', auth)).status).toBe(404);
    expect((await listOf('/admin/bumper')).meta.total).toBe(2);
  });

  it('refuses to delete a brand that products use', async () => {
    const result = await call('DELETE', '/admin/brand/1', auth);
    expect(result.status).toBe(422);
    expect((result.body as ErrorBody).meta.message).toBe(msg.inUse);
    expect(db.brands).toHaveLength(6);
  });

  it('a bulk delete removes what it can and names each refused id with its message', async () => {
    const created = await call('POST', '/admin/type', {
      ...auth,
      json: { name: 'Tipe Tanpa Produk' },
    });
    const unused = (created.body as { data: { id: number } }).data.id;
    const used = db.products[0]?.typeId ?? 0;
    const before = db.types.length;
    const ids = [used, unused, 9999];
    const result = await call('POST', '/admin/type/bulk', {
      ...auth,
      json: { action: 'delete', ids },
    });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({
      meta: { message: bulkOutcomeMessage(1, 2) },
      data: {
        succeeded: [unused],
        failed: [
          { id: used, message: msg.inUse },
          { id: 9999, message: msg.notFound },
        ],
      },
    });
    expect(db.types).toHaveLength(before - 1);
  });

  it('a bulk switch sets the flag of every id (not flips it) and answers the toggle text', async () => {
    const off = await call('POST', '/admin/type/bulk', {
      ...auth,
      json: { action: 'deactivate', ids: [1, 2] },
    });
    expect(off.body).toEqual({
      meta: { message: msg.toggled },
      data: { succeeded: [1, 2], failed: [] },
    });
    await call('POST', '/admin/type/bulk', { ...auth, json: { action: 'deactivate', ids: [1] } });
    expect(db.types.filter((row) => row.id <= 2).map((row) => row.isActive)).toEqual([
      false,
      false,
    ]);
    await call('POST', '/admin/type/bulk', { ...auth, json: { action: 'activate', ids: [1, 2] } });
    expect(db.types.filter((row) => row.id <= 2).map((row) => row.isActive)).toEqual([true, true]);
  });

  it('updates a product gallery: removes an image and names an existing cover', async () => {
    const before = db.products.find((row) => row.id === 3)?.image ?? [];
    const [first, second] = before;
    const result = await call('POST', '/admin/product/update/3', {
      ...auth,
      form: {
        name: 'Silinder ISO AX-63x200 Magnetik',
        harga: '1250000',
        brand_id: '1',
        category_id: '1',
        type_id: '2',
        isCoverId: String(second?.id),
        'idDeleteFile[0]': String(first?.id),
        'image[0]': pngFile(),
        'isCover[0]': '1',
      },
    });
    expect(result.status).toBe(200);
    const images = (result.body as { data: { image: { id: number; isCover: boolean }[] } }).data
      .image;
    expect(images).toHaveLength(before.length);
    expect(images.some((img) => img.id === first?.id)).toBe(false);
    expect(images.filter((img) => img.isCover).map((img) => img.id)).toEqual([second?.id]);
  });

  it('resetMockDb restores the fixtures', async () => {
    await call('DELETE', '/admin/product/1', auth);
    resetMockDb();
    expect((await call('GET', '/admin/product/1', auth)).status).toBe(200);
  });
});

describe('list queries', () => {
  it('searches names case-insensitively', async () => {
    const { data, meta } = await listOf('/admin/product', { search: 'KATUP', length: '100' });
    expect(meta.total).toBeGreaterThan(3);
    for (const row of data) expect(row.name?.toLowerCase()).toContain('katup');
  });

  it('answers 422 with a field message for a column outside the whitelist', async () => {
    const result = await call('GET', '/admin/brand', { ...auth, query: { sortBy: 'harga' } });
    expect(result.status).toBe(422);
    expect((result.body as ErrorBody).data.errors).toEqual({ sortBy: msg.unknownSort });
  });

  it('sorts by a whitelisted column in both directions', async () => {
    const asc = await listOf('/admin/type', { sortBy: 'name', orderBy: 'asc', length: '100' });
    const names = asc.data.map((row) => row.name ?? '');
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'id')));
    const desc = await listOf('/admin/type', { sortBy: 'name', orderBy: 'desc', length: '100' });
    expect(desc.data.map((row) => row.name)).toEqual([...names].reverse());
  });

  it('pages admin lists by length (default 10, capped at 100) with the total of all pages', async () => {
    expect((await listOf('/admin/product')).data.map((row) => row.id)).toEqual([
      40, 39, 38, 37, 36, 35, 34, 33, 32, 31,
    ]);
    const page = await listOf('/admin/product', { page: '2', length: '25' });
    expect(page.data).toHaveLength(15);
    expect(page.meta.total).toBe(40);
    db.products.push(
      ...Array.from({ length: 80 }, (_, i) => ({
        ...structuredClone(db.products[0]!),
        id: 100 + i,
      })),
    );
    expect((await listOf('/admin/product', { length: '500' })).data).toHaveLength(100);
  });

  it('pages public lists by limit (default 12) over visible products only', async () => {
    const first = await listOf('/product', {}, null);
    expect(first.data).toHaveLength(12);
    // 40 products minus the inactive one and the one whose type is inactive.
    expect(first.meta.total).toBe(38);
    expect((await listOf('/product', { page: '4' }, null)).data).toHaveLength(2);
  });
});

describe('public visibility and order', () => {
  it('orders by urutan ascending with empty last, then newest', async () => {
    const { data } = await listOf('/product', { limit: '100' }, null);
    expect(data.slice(0, 6).map((row) => row.id)).toEqual([20, 1, 4, 32, 3, 9]);
    expect(data[6]?.id).toBe(40);
  });

  it('lists newest first with sortBy=created_at', async () => {
    const { data } = await listOf('/product', { sortBy: 'created_at' }, null);
    expect(data.slice(0, 3).map((row) => row.id)).toEqual([40, 39, 38]);
  });

  it('hides inactive products and products of an inactive type', async () => {
    expect((await call('GET', '/product/36')).status).toBe(404);
    expect((await call('GET', '/product/19')).status).toBe(404);
    expect((await call('GET', '/admin/product/36', auth)).status).toBe(200);
  });

  it('names an active type by id, products or not, and hides an inactive or unknown one', async () => {
    const created = await call('POST', '/admin/type', { ...auth, json: { name: 'Katup Udara' } });
    const id = (created.body as { data: { id: number } }).data.id;
    expect((await call('GET', `/type/${id}`)).body).toEqual({
      data: { id, name: 'Katup Udara', category: null },
      meta: { message: msg.ok },
    });
    expect((await listOf('/product', { type: String(id) }, null)).meta.total).toBe(0);
    // Silinder Tanpa Batang (9) is inactive.
    expect((await call('GET', '/type/9')).status).toBe(404);
    expect((await call('GET', '/type/999')).status).toBe(404);
  });

  it('gives a type the category all its visible products share, whatever a list shows (its breadcrumb)', async () => {
    const categoryOf = async (id: number) =>
      ((await call('GET', `/type/${id}`)).body as { data: { category: unknown } }).data.category;
    // Katup Mekanik (4): every product in Katup & Solenoid (2).
    expect(await categoryOf(4)).toEqual({ id: 2, name: 'Katup & Solenoid' });
    // The inactive product (36) is of that type: in another category, it changes nothing.
    const hidden = db.products.find((row) => row.id === 36);
    expect(hidden?.typeId).toBe(4);
    if (hidden) hidden.categoryId = 1;
    expect(await categoryOf(4)).toEqual({ id: 2, name: 'Katup & Solenoid' });
    // A visible one moved there: two categories, no one step.
    const shown = db.products.find((row) => row.typeId === 4 && row.isActive);
    if (shown) shown.categoryId = 1;
    expect(await categoryOf(4)).toBeNull();
  });

  it('hides the products of a brand once it is switched off', async () => {
    await call('POST', '/admin/brand/is-active/3', auth);
    const { meta } = await listOf('/product', { brand: '3' }, null);
    expect(meta.total).toBe(0);
    expect((await call('GET', '/brand/3')).status).toBe(404);
  });

  it('gives a brand up to 10 products in the mega-menu (See More at exactly 10)', async () => {
    const body = (await call('GET', '/brand/list/product', { query: { limit: '3' } })).body as {
      data: { product: unknown[] }[];
    };
    expect(body.data).toHaveLength(3);
    expect(body.data[0]?.product).toHaveLength(10);
  });

  it('filters news to active ones, newest first', async () => {
    const { data, meta } = await listOf('/news', {}, null);
    expect(meta.total).toBe(11);
    expect(data[0]?.id).toBe(11);
  });
});

describe('validation messages of SPEC 5', () => {
  it('names every missing product field', async () => {
    const result = await call('POST', '/admin/product', { ...auth, form: { name: ' ' } });
    expect((result.body as ErrorBody).data.errors).toEqual({
      name: 'Nama Brand',
      harga: 'Harga tidak boleh kosong!',
      category_id: 'Category tidak boleh kosong!',
      brand_id: 'Brand tidak boleh kosong!',
      type_id: 'Tipe tidak boleh kosong!',
    });
  });

  it('requires the images on create only', async () => {
    const created = await call('POST', '/admin/brand', {
      ...auth,
      form: { name: 'X', keterangan: 'Y' },
    });
    expect((created.body as ErrorBody).data.errors).toEqual({
      imageMain: 'Masukkan Photo Brand',
      imageThumbnail: 'Masukkan Thumbnail',
    });
    const updated = await call('POST', '/admin/brand/1', {
      ...auth,
      form: { name: 'X', keterangan: 'Y' },
    });
    expect(updated.status).toBe(200);
  });

  it('rejects HTML in plain-text fields', async () => {
    const result = await call('POST', '/admin/type', { ...auth, json: { name: '<b>Tebal</b>' } });
    expect((result.body as ErrorBody).data.errors).toEqual({ name: msg.forbiddenHtml });
  });

  it('rejects a project title over 80 characters and the new-product banner without an image', async () => {
    const project = await call('POST', '/admin/project', {
      ...auth,
      form: { title: 'x'.repeat(81) },
    });
    expect((project.body as ErrorBody).data.errors).toEqual({ title: msg.maxLength(80) });
    const banner = await call('POST', '/admin/new-product', { ...auth, form: {} });
    expect((banner.body as ErrorBody).data.errors).toEqual({
      image: 'Masukkan  Photo Banner New Product',
    });
  });
});

describe('auth and users', () => {
  it('signs in with the fixture password and reads the profile with the token', async () => {
    const login = await call('POST', '/auth/login', {
      json: { name: 'ADMIN', password: FIXTURE_PASSWORD },
    });
    const token = (login.body as { data: { accessToken: string } }).data.accessToken;
    const profile = await call('GET', '/admin/auth/fetch', { token });
    expect(profile.body).toMatchObject({
      data: { id: 1, name: 'admin', roleId: 1, roleName: 'Superuser' },
    });
    await call('POST', '/auth/logout', { token });
    expect((await call('GET', '/admin/auth/fetch', { token })).status).toBe(401);
  });

  it('refuses the inactive user and any wrong password', async () => {
    expect(
      (
        await call('POST', '/auth/login', {
          json: { name: 'budi@katalogpneumatik.example', password: FIXTURE_PASSWORD },
        })
      ).status,
    ).toBe(401);
    expect(
      (await call('POST', '/auth/login', { json: { name: 'admin', password: 'admin' } })).status,
    ).toBe(401);
  });

  it('keeps admin/user for the superuser, except the own-password change', async () => {
    expect((await call('GET', '/admin/user', { token: tokens.admin })).status).toBe(403);
    const change = await call('POST', '/admin/user/update-password', {
      token: tokens.admin,
      json: {
        old_password: FIXTURE_PASSWORD,
        new_password1: 'passwordBaru1',
        new_password2: 'passwordBaru1',
      },
    });
    expect(change.status).toBe(200);
    const login = await call('POST', '/auth/login', {
      json: { name: 'Siti Rahmawati', password: 'passwordBaru1' },
    });
    expect(login.status).toBe(200);
  });

  it('refuses deleting oneself and demoting the last active superuser', async () => {
    expect((await call('DELETE', '/admin/user/1', auth)).status).toBe(422);
    const demote = await call('POST', '/admin/user/update/1', {
      ...auth,
      json: { name: 'admin', email: 'admin@katalogpneumatik.example', role_id: 2 },
    });
    expect((demote.body as ErrorBody).data.errors).toEqual({ role_id: msg.lastSuperuser });
  });

  it('after a reset, holds every call but the profile and the password change until a new password is set', async () => {
    expect((await call('POST', '/admin/user/reset-password/2', auth)).status).toBe(200);
    const login = await call('POST', '/auth/login', {
      json: { name: 'Siti Rahmawati', password: RESET_PASSWORD },
    });
    const token = (login.body as { data: { accessToken: string } }).data.accessToken;
    const profile = await call('GET', '/admin/auth/fetch', { token });
    expect(profile.body).toMatchObject({ data: { id: 2, mustChangePassword: true } });
    const held = await call('GET', '/admin/product', { token });
    expect(held.status).toBe(403);
    expect((held.body as ErrorBody).meta.message).toBe(msg.passwordChangeRequired);
    const same = await call('POST', '/admin/user/update-password', {
      token,
      json: {
        old_password: RESET_PASSWORD,
        new_password1: RESET_PASSWORD,
        new_password2: RESET_PASSWORD,
      },
    });
    expect((same.body as ErrorBody).data.errors).toEqual({ new_password1: msg.samePassword });
    const changed = await call('POST', '/admin/user/update-password', {
      token,
      json: {
        old_password: RESET_PASSWORD,
        new_password1: 'mawarBaru123',
        new_password2: 'mawarBaru123',
      },
    });
    expect(changed.status).toBe(200);
    expect((await call('GET', '/admin/auth/fetch', { token })).body).toMatchObject({
      data: { mustChangePassword: false },
    });
    expect((await call('GET', '/admin/product', { token })).status).toBe(200);
  });

  it('answers the mismatched confirmation on new_password2', async () => {
    const result = await call('POST', '/admin/user/update-password', {
      ...auth,
      json: {
        old_password: FIXTURE_PASSWORD,
        new_password1: 'rahasiaBaru1',
        new_password2: 'rahasiaBaru2',
      },
    });
    expect((result.body as ErrorBody).data.errors).toEqual({ new_password2: msg.passwordMismatch });
  });
});

describe('files', () => {
  it('serves the portfolio as a PDF attachment named Portofolio.pdf', async () => {
    const result = await call('GET', '/download', { prefix: '/api' });
    expect(result.headers.get('content-type')).toBe('application/pdf');
    expect(result.headers.get('content-disposition')).toBe('attachment; filename="Portofolio.pdf"');
    expect(new TextDecoder().decode((result.body as Uint8Array).slice(0, 5))).toBe('%PDF-');
  });
});
