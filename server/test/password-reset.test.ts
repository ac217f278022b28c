// After "Reset Password" (issue 12 item 4, DECISIONS "Added in the second phase"): every reset sets
// one shared word, and the user must replace it before any other back-office call answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESET_PASSWORD, buildTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let superuser: string;
const staff = [
  { name: 'gudang', email: 'gudang@example.com', password: 'rak-biru-rahasia-1' },
  { name: 'kasir', email: 'kasir@example.com', password: 'laci-merah-rahasia-1' },
];
const ids: number[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  superuser = await t.login();
  for (const user of staff) {
    const created = await t.call('POST', '/admin/user/create', {
      token: superuser,
      json: { ...user, role_id: 2 },
    });
    ids.push(created.body.data.id as number);
  }
});
afterAll(() => t.close());

const changePassword = (token: string, old: string, next: string, confirm = next) =>
  t.call('POST', '/admin/user/update-password', {
    token,
    json: { old_password: old, new_password1: next, new_password2: confirm },
  });

describe('after Reset Password', () => {
  it('every reset sets the one shared word', async () => {
    for (const id of ids)
      expect(
        (await t.call('POST', `/admin/user/reset-password/${id}`, { token: superuser })).status,
      ).toBe(200);
    for (const user of staff) expect(await t.login(user.name, RESET_PASSWORD)).toBeTruthy();
  });

  it('the profile says so, and every other call answers 403 until the user picks a new password', async () => {
    const token = await t.login(staff[0]!.name, RESET_PASSWORD);
    const profile = await t.call('GET', '/admin/auth/fetch', { token });
    expect(profile.status).toBe(200);
    expect(profile.body.data).toMatchObject({ id: ids[0], mustChangePassword: true });

    const read = await t.call('GET', '/admin/product', { token });
    expect(read.status).toBe(403);
    expect(read.body.meta.message).toBe(
      'Password Anda telah direset. Silahkan buat password baru terlebih dahulu.',
    );
    const write = await t.call('POST', '/admin/type', { token, json: { name: 'Tipe Baru' } });
    expect(write.status).toBe(403);
    expect(
      (await t.call('GET', '/admin/type?search=Tipe%20Baru', { token: superuser })).body.meta.total,
    ).toBe(0);

    // Keeping the shared word is refused; so is a wrong current password.
    const same = await changePassword(token, RESET_PASSWORD, RESET_PASSWORD);
    expect(same.status).toBe(422);
    expect(same.body.data.errors.new_password1).toBe(
      'Password baru harus berbeda dari password saat ini.',
    );
    expect((await changePassword(token, 'bukan-ini', 'rak-baru-rahasia-1')).status).toBe(422);
    expect((await t.call('GET', '/admin/product', { token })).status).toBe(403);

    expect((await changePassword(token, RESET_PASSWORD, 'rak-baru-rahasia-1')).status).toBe(200);
    expect((await t.call('GET', '/admin/auth/fetch', { token })).body.data.mustChangePassword).toBe(
      false,
    );
    expect((await t.call('GET', '/admin/product', { token })).status).toBe(200);
    // The same session goes on; the new password is the one that signs in from now on.
    expect(await t.login(staff[0]!.name, 'rak-baru-rahasia-1')).toBeTruthy();
  });

  it('a user held back by a reset can still sign out, and the session ends', async () => {
    const token = await t.login(staff[1]!.name, RESET_PASSWORD);
    expect((await t.call('GET', '/admin/auth/fetch', { token })).status).toBe(200);
    expect((await t.call('POST', '/auth/logout', { token })).status).toBe(200);
    expect((await t.call('GET', '/admin/auth/fetch', { token })).status).toBe(401);
  });

  it('an account that was never reset is not held back', async () => {
    const created = await t.call('POST', '/admin/user/create', {
      token: superuser,
      json: {
        name: 'baru',
        email: 'baru@example.com',
        password: 'akun-segar-rahasia-1',
        role_id: 2,
      },
    });
    expect(created.status).toBe(200);
    const token = await t.login('baru', 'akun-segar-rahasia-1');
    expect((await t.call('GET', '/admin/auth/fetch', { token })).body.data.mustChangePassword).toBe(
      false,
    );
    expect((await t.call('GET', '/admin/product', { token })).status).toBe(200);
  });
});
