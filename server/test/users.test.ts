import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, RESET_PASSWORD, buildTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let token: string;
let adminRoleUser: { id: number; token: string };

beforeAll(async () => {
  t = await buildTestApp();
  token = await t.login();
  const created = await t.call('POST', '/admin/user/create', {
    token,
    json: { name: 'staf', email: 'staf@example.com', password: 'pegawai-rahasia-1', role_id: 2 },
  });
  adminRoleUser = { id: created.body.data.id, token: await t.login('staf', 'pegawai-rahasia-1') };
});
afterAll(() => t.close());

describe('user administration (superuser only)', () => {
  it('lists, reads, creates and updates users; lists roles; names the reset password', async () => {
    const listed = await t.call('GET', '/admin/user?sortBy=email&orderBy=asc&search=staf', {
      token,
    });
    expect(listed.body.meta.total).toBe(1);
    expect(
      (await t.call('GET', `/admin/user/get/${adminRoleUser.id}`, { token })).body.data.role,
    ).toEqual({ id: 2, name: 'Admin' });
    const updated = await t.call('POST', `/admin/user/update/${adminRoleUser.id}`, {
      token,
      json: { name: 'staf', email: 'staf2@example.com', role_id: 2 },
    });
    expect(updated.body.data.email).toBe('staf2@example.com');
    expect((await t.call('GET', '/admin/user/role?limit=15', { token })).body.data).toEqual([
      { id: 1, name: 'Superuser' },
      { id: 2, name: 'Admin' },
    ]);
    expect((await t.call('GET', '/admin/user/reset-password', { token })).body.data.password).toBe(
      RESET_PASSWORD,
    );
  });

  it('answers 422 with SPEC messages and refuses duplicates', async () => {
    const empty = await t.call('POST', '/admin/user/create', {
      token,
      json: { name: ' ', email: '', password: '' },
    });
    expect(empty.status).toBe(422);
    expect(empty.body.data.errors).toMatchObject({
      name: 'Nama',
      email: 'Email tidak boleh kosong.',
      password: 'Password tidak boleh kosong.',
      role_id: 'Role tidak boleh kosong!',
    });
    const duplicate = await t.call('POST', '/admin/user/create', {
      token,
      json: { name: 'ADMIN', email: 'x@example.com', password: 'password-123', role_id: 2 },
    });
    expect(duplicate.body.data.errors.name).toBeTruthy();
    const html = await t.call('POST', `/admin/user/update/${adminRoleUser.id}`, {
      token,
      json: { name: '<i>x</i>', email: 'a@b.co', role_id: 2 },
    });
    expect(html.body.data.errors.name).toBe('Tidak boleh mengandung text HTML,CSS,Javascript');
  });

  it('gives 403 to other roles on admin/user/* but lets them change their own password', async () => {
    const other = adminRoleUser.token;
    const calls: [string, string, unknown?][] = [
      ['GET', '/admin/user'],
      ['GET', `/admin/user/get/${adminRoleUser.id}`],
      ['GET', '/admin/user/role'],
      ['GET', '/admin/user/reset-password'],
      [
        'POST',
        '/admin/user/create',
        { name: 'a', email: 'a@b.co', password: 'password-1', role_id: 2 },
      ],
      [
        'POST',
        `/admin/user/update/${adminRoleUser.id}`,
        { name: 'a', email: 'a@b.co', role_id: 1 },
      ],
      ['POST', '/admin/user/is-active/1'],
      ['POST', '/admin/user/reset-password/1'],
      ['DELETE', '/admin/user/1'],
    ];
    for (const [method, path, json] of calls) {
      expect((await t.call(method, path, { token: other, json })).status, `${method} ${path}`).toBe(
        403,
      );
      expect((await t.call(method, path, { json })).status, `${method} ${path}`).toBe(401);
    }
    expect((await t.call('GET', '/admin/type', { token: other })).status).toBe(200);
  });

  it('answers 404 for unknown users', async () => {
    for (const [method, path] of [
      ['GET', '/admin/user/get/999'],
      ['POST', '/admin/user/is-active/999'],
      ['POST', '/admin/user/reset-password/999'],
      ['DELETE', '/admin/user/999'],
    ]) {
      expect((await t.call(method as string, path as string, { token })).status).toBe(404);
    }
    expect(
      (
        await t.call('POST', '/admin/user/update/999', {
          token,
          json: { name: 'zz', email: 'zz@b.co', role_id: 2 },
        })
      ).status,
    ).toBe(404);
  });

  it('refuses deleting or deactivating oneself and demoting the last active superuser', async () => {
    const profile = (await t.call('GET', '/admin/auth/fetch', { token })).body.data;
    const remove = await t.call('DELETE', `/admin/user/${profile.id}`, { token });
    expect(remove.status).toBe(422);
    expect(remove.body.data.errors).toEqual({
      id: 'Anda tidak dapat menghapus atau menonaktifkan akun Anda sendiri.',
    });
    expect((await t.call('POST', `/admin/user/is-active/${profile.id}`, { token })).status).toBe(
      422,
    );
    const demote = await t.call('POST', `/admin/user/update/${profile.id}`, {
      token,
      json: { name: 'admin', email: 'admin@example.com', role_id: 2 },
    });
    expect(demote.status).toBe(422);
    expect(demote.body.data.errors).toEqual({
      role_id: 'Superuser aktif terakhir tidak dapat dihapus, dinonaktifkan atau diubah perannya.',
    });
  });

  it('kills tokens on reset and on deactivation; reset sets the configured password', async () => {
    const before = await t.login('staf', 'pegawai-rahasia-1');
    const reset = await t.call('POST', `/admin/user/reset-password/${adminRoleUser.id}`, { token });
    expect(reset.body).toEqual({
      meta: { message: 'Password berhasil direset' },
      data: { id: adminRoleUser.id },
    });
    expect((await t.call('GET', '/admin/auth/fetch', { token: before })).status).toBe(401);
    const after = await t.login('staf', RESET_PASSWORD);
    const off = await t.call('POST', `/admin/user/is-active/${adminRoleUser.id}`, { token });
    expect(off.body.data.isActive).toBe(false);
    expect((await t.call('GET', '/admin/auth/fetch', { token: after })).status).toBe(401);
    const inactive = await t.call('POST', '/auth/login', {
      json: { name: 'staf', password: RESET_PASSWORD },
    });
    expect(inactive.status).toBe(401);
    expect((await t.call('DELETE', `/admin/user/${adminRoleUser.id}`, { token })).status).toBe(200);
    expect(await t.login(ADMIN.name, ADMIN.password)).toBeTruthy();
  });
});
