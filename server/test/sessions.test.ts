// 'Sesi Aktif' (issue 27, ASVS 5.0 V7.4/V7.5): a user sees their sessions and ends them; a password
// change or reset, a role change and a deactivation end sessions at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESET_PASSWORD, buildTestApp, type TestApp } from './helpers/test-app.ts';

const WINDOWS_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';
const LINUX_FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

let t: TestApp;
let superuser: string;
let staffId = 0;
const STAFF = { name: 'Wulan', email: 'wulan@example.com', password: 'Lampu-Hijau-Kuning-8' };

beforeAll(async () => {
  t = await buildTestApp();
  superuser = await t.login();
  const created = await t.call('POST', '/admin/user/create', {
    token: superuser,
    json: { ...STAFF, role_id: 2 },
  });
  staffId = created.body.data.id as number;
});
afterAll(() => t.close());

async function signIn(
  userAgent: string,
  name = STAFF.name,
  password = STAFF.password,
): Promise<string> {
  const answer = await t.call('POST', '/auth/login', {
    json: { name, password },
    headers: { 'user-agent': userAgent },
  });
  expect(answer.status).toBe(200);
  return answer.body.data.accessToken as string;
}
const works = async (token: string) =>
  (await t.call('GET', '/admin/auth/fetch', { token })).status === 200;
const sessionsOf = async (token: string) =>
  (await t.call('GET', '/admin/auth/sessions', { token })).body.data as {
    id: number;
    browser: string;
    system: string;
    isCurrent: boolean;
    createdAt: string;
    lastSeenAt: string;
  }[];

describe('Sesi Aktif', () => {
  it('lists the own sessions with browser, system, sign-in and last-seen times, this one marked', async () => {
    const first = await signIn(WINDOWS_CHROME);
    t.clock.now = new Date(t.clock.now.getTime() + 5 * 60_000);
    const second = await signIn(ANDROID_CHROME);
    const list = await sessionsOf(second);
    expect(list.map(({ browser, system, isCurrent }) => ({ browser, system, isCurrent }))).toEqual([
      { browser: 'Chrome 130', system: 'Android 14', isCurrent: true },
      { browser: 'Chrome 131', system: 'Windows 10', isCurrent: false },
    ]);
    expect(list[0]?.createdAt).toBe(t.clock.now.toISOString());
    expect(new Date(list[1]?.lastSeenAt ?? 0).getTime()).toBeLessThan(t.clock.now.getTime());
    // Nobody else's sessions show: the superuser's list is their own.
    expect((await sessionsOf(superuser)).every((row) => row.browser !== 'Chrome 130')).toBe(true);
    expect((await sessionsOf(first)).find((row) => row.isCurrent)?.system).toBe('Windows 10');
  });

  it("'Keluar dari sesi ini' ends that session only; another user's session id is 404", async () => {
    const kept = await signIn(LINUX_FIREFOX);
    const other = await signIn(WINDOWS_CHROME);
    const otherId = (await sessionsOf(other)).find((row) => row.isCurrent)?.id;
    expect(
      (await t.call('DELETE', `/admin/auth/sessions/${otherId}`, { token: superuser })).status,
    ).toBe(404);
    expect(await works(other)).toBe(true);
    const ended = await t.call('DELETE', `/admin/auth/sessions/${otherId}`, { token: kept });
    expect(ended.status).toBe(200);
    expect(ended.body.meta.message).toBe('Sesi berhasil diakhiri');
    expect(await works(other)).toBe(false);
    expect(await works(kept)).toBe(true);
    expect(
      (await t.call('DELETE', `/admin/auth/sessions/${otherId}`, { token: kept })).status,
    ).toBe(404);
  });

  it("'Keluar dari semua sesi lain' ends every other session and keeps this one", async () => {
    const others = [await signIn(WINDOWS_CHROME), await signIn(ANDROID_CHROME)];
    const current = await signIn(LINUX_FIREFOX);
    const answer = await t.call('DELETE', '/admin/auth/sessions', { token: current });
    expect(answer.body.meta.message).toBe('Semua sesi lain berhasil diakhiri');
    for (const token of others) expect(await works(token)).toBe(false);
    expect(await works(current)).toBe(true);
    expect(await sessionsOf(current)).toEqual([
      expect.objectContaining({ isCurrent: true, browser: 'Firefox 133' }),
    ]);
  });

  it('refuses a missing or wrong token, and a delete without the XSRF header', async () => {
    for (const token of [null, 'bukan-token']) {
      expect((await t.call('GET', '/admin/auth/sessions', { token })).status).toBe(401);
      expect((await t.call('DELETE', '/admin/auth/sessions', { token })).status).toBe(401);
      expect((await t.call('DELETE', '/admin/auth/sessions/1', { token })).status).toBe(401);
    }
    expect(
      (await t.call('DELETE', '/admin/auth/sessions', { token: superuser, csrf: false })).status,
    ).toBe(403);
    expect((await t.call('DELETE', '/admin/auth/sessions/0', { token: superuser })).status).toBe(
      422,
    );
  });
});

describe('the step-up before ending sessions (issue 33, ASVS 5.0 7.5.2)', () => {
  it('a fresh sign-in counts; after 5 minutes ending another session asks for the password, ending this one does not', async () => {
    const other = await signIn(WINDOWS_CHROME);
    const current = await signIn(LINUX_FIREFOX);
    const otherId = (await sessionsOf(other)).find((row) => row.isCurrent)?.id;
    t.clock.now = new Date(t.clock.now.getTime() + 6 * 60_000);
    for (const [method, path] of [
      ['DELETE', '/admin/auth/sessions'],
      ['DELETE', `/admin/auth/sessions/${otherId}`],
    ] as const) {
      const asked = await t.call(method, path, { token: current });
      expect(asked.status).toBe(403);
      expect(asked.body.meta.message).toBe(
        'Masukkan kode verifikasi atau password Anda untuk melanjutkan.',
      );
    }
    expect(await works(other)).toBe(true);
    const empty = await t.call('POST', '/admin/auth/reauth', { token: current, json: {} });
    expect(empty.body.data.errors).toEqual({ password: 'Password Saat Ini tidak boleh kosong.' });
    const wrong = await t.call('POST', '/admin/auth/reauth', {
      token: current,
      json: { password: 'bukan-ini' },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.data.errors).toEqual({ password: 'Password saat ini salah.' });
    const right = await t.call('POST', '/admin/auth/reauth', {
      token: current,
      json: { password: STAFF.password },
    });
    expect(right.status).toBe(200);
    expect(
      (await t.call('DELETE', `/admin/auth/sessions/${otherId}`, { token: current })).status,
    ).toBe(200);
    expect(await works(other)).toBe(false);
    // Ending this very session is signing out: no step-up, even once it is stale again.
    t.clock.now = new Date(t.clock.now.getTime() + 6 * 60_000);
    const currentId = (await sessionsOf(current)).find((row) => row.isCurrent)?.id;
    expect(
      (await t.call('DELETE', `/admin/auth/sessions/${currentId}`, { token: current })).status,
    ).toBe(200);
    expect(await works(current)).toBe(false);
  });
});

describe("the superuser ends a user's sessions (issue 33, ASVS 5.0 7.4.5)", () => {
  it('ends every session of the user at once, is audited, and refuses the own account', async () => {
    const tokens = [await signIn(WINDOWS_CHROME), await signIn(ANDROID_CHROME)];
    const fresh = await t.login();
    const ended = await t.call('DELETE', `/admin/user/sessions/${staffId}`, { token: fresh });
    expect(ended.status).toBe(200);
    expect(ended.body).toEqual({
      meta: { message: 'Semua sesi pengguna berhasil diakhiri' },
      data: { id: staffId },
    });
    for (const token of tokens) expect(await works(token)).toBe(false);
    expect(await works(fresh)).toBe(true);
    const audit = await t.call('GET', '/admin/audit?length=100&action=sessions-ended', {
      token: fresh,
    });
    expect(audit.body.data).toHaveLength(1);
    expect(audit.body.data[0]).toMatchObject({
      action: 'sessions-ended',
      entity: 'user',
      recordId: staffId,
      recordName: STAFF.name,
      user: { name: 'admin' },
    });
    const self = await t.call('GET', '/admin/auth/fetch', { token: fresh });
    const own = await t.call('DELETE', `/admin/user/sessions/${self.body.data.id}`, {
      token: fresh,
    });
    expect(own.status).toBe(422);
    expect(own.body.meta.message).toBe('Gunakan menu Sesi Aktif untuk sesi Anda sendiri.');
    expect(await works(fresh)).toBe(true);
    expect((await t.call('DELETE', '/admin/user/sessions/99999', { token: fresh })).status).toBe(
      404,
    );
  });

  it('refuses the admin role (403), a missing or wrong token (401) and a missing XSRF header', async () => {
    const staff = await signIn(WINDOWS_CHROME);
    expect((await t.call('DELETE', '/admin/user/sessions/1', { token: staff })).status).toBe(403);
    expect(await works(superuser)).toBe(true);
    for (const token of [null, 'bukan-token'])
      expect((await t.call('DELETE', `/admin/user/sessions/${staffId}`, { token })).status).toBe(
        401,
      );
    expect(
      (
        await t.call('DELETE', `/admin/user/sessions/${staffId}`, {
          token: await t.login(),
          csrf: false,
        })
      ).status,
    ).toBe(403);
    expect(await works(staff)).toBe(true);
  });
});

describe('sessions end when the account changes', () => {
  it('a password change ends every other session of the user, not this one', async () => {
    const other = await signIn(WINDOWS_CHROME);
    const current = await signIn(LINUX_FIREFOX);
    const next = 'Rak-Biru-Tinggi-42';
    const changed = await t.call('POST', '/admin/user/update-password', {
      token: current,
      json: { old_password: STAFF.password, new_password1: next, new_password2: next },
    });
    expect(changed.status).toBe(200);
    expect(await works(other)).toBe(false);
    expect(await works(current)).toBe(true);
    STAFF.password = next;
  });

  it('a reset ends every session of the user', async () => {
    const tokens = [await signIn(WINDOWS_CHROME), await signIn(ANDROID_CHROME)];
    expect(
      (await t.call('POST', `/admin/user/reset-password/${staffId}`, { token: superuser })).status,
    ).toBe(200);
    for (const token of tokens) expect(await works(token)).toBe(false);
    const afterReset = await signIn(WINDOWS_CHROME, STAFF.name, RESET_PASSWORD);
    const next = 'Rak-Merah-Rendah-43';
    await t.call('POST', '/admin/user/update-password', {
      token: afterReset,
      json: { old_password: RESET_PASSWORD, new_password1: next, new_password2: next },
    });
    STAFF.password = next;
  });

  it('a role change ends every session of the user; an edit that keeps the role does not', async () => {
    const token = await signIn(WINDOWS_CHROME);
    const edit = (roleId: number) =>
      t.call('POST', `/admin/user/update/${staffId}`, {
        token: superuser,
        json: { name: STAFF.name, email: STAFF.email, role_id: roleId },
      });
    expect((await edit(2)).status).toBe(200);
    expect(await works(token)).toBe(true);
    expect((await edit(1)).status).toBe(200);
    expect(await works(token)).toBe(false);
    // Back to the admin role: the session opened as superuser ends too.
    const asSuperuser = await signIn(WINDOWS_CHROME);
    expect((await edit(2)).status).toBe(200);
    expect(await works(asSuperuser)).toBe(false);
  });

  it('a deactivation ends every session of the user at once', async () => {
    const tokens = [await signIn(WINDOWS_CHROME), await signIn(LINUX_FIREFOX)];
    expect(
      (await t.call('POST', `/admin/user/is-active/${staffId}`, { token: superuser })).body.data
        .isActive,
    ).toBe(false);
    for (const token of tokens) expect(await works(token)).toBe(false);
    expect(await works(superuser)).toBe(true);
  });
});
