// Issue 27 (ASVS 5.0 V6.2): every path that sets a chosen password refuses the 10,000 most common
// ones and the account's own name or e-mail, and takes up to 128 characters; issue 33 (6.1.2,
// 6.2.11): and the site's name (APP_NAME), the company's mail domain and the product words.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formOf, pngBytes } from './helpers/fixtures.ts';
import { ADMIN, RESET_PASSWORD, buildTestApp, type TestApp } from './helpers/test-app.ts';

const COMMON = 'Password terlalu umum, gunakan password lain';
const PERSONAL = 'Password tidak boleh memuat nama atau email pengguna';
const CONTEXT = 'Password tidak boleh memuat nama situs, nama perusahaan, atau nama produk';
const LONGEST = `${'Lampu-Sorot-Kb-'.repeat(8)}12345678`;

let t: TestApp;
let superuser: string;

beforeAll(async () => {
  t = await buildTestApp({ appName: 'Sinar Teknik Jaya' });
  superuser = await t.login();
  // The company's e-mail in the footer: its domain names the company.
  const footer = await t.call('POST', '/admin/tagline/footer', {
    token: superuser,
    form: formOf({ tagline: 'x', email: 'info@mitrasejahtera.co.id', telp: '021', office: 'x' }, [
      ['logo', await pngBytes(), 'logo.png'],
    ]),
  });
  expect(footer.status).toBe(200);
});
afterAll(() => t.close());

const createUser = (json: Record<string, unknown>) =>
  t.call('POST', '/admin/user/create', { token: superuser, json: { role_id: 2, ...json } });
const changePassword = (token: string, old: string, next: string) =>
  t.call('POST', '/admin/user/update-password', {
    token,
    json: { old_password: old, new_password1: next, new_password2: next },
  });

describe('a new password', () => {
  it('user create: refuses a common one, or one holding the name or e-mail, and creates nobody', async () => {
    for (const password of ['password123', 'Qwertyuiop', 'iloveyou1']) {
      const answer = await createUser({ name: 'Tono', email: 'tono@example.com', password });
      expect(answer.status).toBe(422);
      expect(answer.body.data.errors).toEqual({ password: COMMON });
    }
    for (const password of ['rahasia-TONO-99', 'x-tono@example.com']) {
      const answer = await createUser({ name: 'Tono', email: 'tono@example.com', password });
      expect(answer.body.data.errors).toEqual({ password: PERSONAL });
    }
    expect(
      (await t.call('GET', '/admin/user?search=Tono', { token: superuser })).body.meta.total,
    ).toBe(0);
  });

  it("refuses the site's and the company's names and the product words on create, own change and forced change", async () => {
    for (const password of [
      'Sinar-Lampu-Hijau-1',
      'lampu-teknik-hijau',
      'MitraSejahtera-2026',
      'Pn3umatik-Hijau-77',
      'KATALOG-lampu-hijau',
    ]) {
      const answer = await createUser({ name: 'Tono', email: 'tono@example.com', password });
      expect(answer.status, password).toBe(422);
      expect(answer.body.data.errors).toEqual({ password: CONTEXT });
    }
    const token = await t.login();
    const own = await changePassword(token, ADMIN.password, 'Kopi-Silinder-Teknik-9');
    expect(own.body.data.errors).toEqual({ new_password1: CONTEXT });
    const created = await createUser({
      name: 'Wati',
      email: 'wati@example.com',
      password: 'Lampu-Hijau-Kuning-8',
    });
    expect(created.status).toBe(200);
    await t.call('POST', `/admin/user/reset-password/${created.body.data.id}`, {
      token: superuser,
    });
    const held = await t.login('Wati', RESET_PASSWORD);
    const forced = await changePassword(held, RESET_PASSWORD, 'jaya-jaya-lampu-8');
    expect(forced.body.data.errors).toEqual({ new_password1: CONTEXT });
  });

  it('own change: refuses a common one and one holding the name; the old password still signs in', async () => {
    const token = await t.login();
    for (const [next, message] of [
      ['sunshine', COMMON],
      ['baru-admin-2026', PERSONAL],
      ['admin@example.com!', PERSONAL],
    ] as const) {
      const answer = await changePassword(token, ADMIN.password, next);
      expect(answer.status).toBe(422);
      expect(answer.body.data.errors).toEqual({ new_password1: message });
    }
    expect(await t.login(ADMIN.name, ADMIN.password)).toBeTruthy();
  });

  it('forced change after a reset: refuses a common one and keeps the account held back', async () => {
    const created = await createUser({
      name: 'Sari',
      email: 'sari@example.com',
      password: 'Lampu-Hijau-Kuning-8',
    });
    expect(created.status).toBe(200);
    await t.call('POST', `/admin/user/reset-password/${created.body.data.id}`, {
      token: superuser,
    });
    const token = await t.login('Sari', RESET_PASSWORD);
    const answer = await changePassword(token, RESET_PASSWORD, '12345678');
    expect(answer.status).toBe(422);
    expect(answer.body.data.errors).toEqual({ new_password1: COMMON });
    expect((await t.call('GET', '/admin/auth/fetch', { token })).body.data.mustChangePassword).toBe(
      true,
    );
  });

  it('takes 128 characters on create and on change, and refuses 129', async () => {
    expect(LONGEST).toHaveLength(128);
    const created = await createUser({
      name: 'Panjang',
      email: 'panjang@example.com',
      password: LONGEST,
    });
    expect(created.status).toBe(200);
    const token = await t.login('Panjang', LONGEST);
    const reversed = [...LONGEST].reverse().join('');
    expect((await changePassword(token, LONGEST, reversed)).status).toBe(200);
    expect(await t.login('Panjang', reversed)).toBeTruthy();
    const tooLong = await createUser({
      name: 'Lebih',
      email: 'lebih@example.com',
      password: `${LONGEST}x`,
    });
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.data.errors.password).toBe('Maksimal 128 karakter.');
  });

  it('needs 8 characters on create and on change (ASVS 5.0 6.2.1)', async () => {
    const short = await createUser({
      name: 'Pendek',
      email: 'pendek@example.com',
      password: 'Kt-9x2q',
    });
    expect(short.status).toBe(422);
    expect(short.body.data.errors.password).toBe('Minimal 8 karakter.');
    const token = await t.login('Panjang', [...LONGEST].reverse().join(''));
    const change = await changePassword(token, [...LONGEST].reverse().join(''), 'Kt-9x2q');
    expect(change.status).toBe(422);
    expect(change.body.data.errors.new_password1).toBe('Minimal 8 karakter.');
  });
});
