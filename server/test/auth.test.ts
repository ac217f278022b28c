import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, buildTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('login', () => {
  it('signs in by name or e-mail, case-insensitive, and fetches the profile', async () => {
    const token = await t.login('ADMIN', ADMIN.password);
    const profile = await t.call('GET', '/admin/auth/fetch', { token });
    expect(profile.status).toBe(200);
    expect(profile.body.data).toMatchObject({ name: 'admin', roleId: 1, roleName: 'Superuser' });
    expect(await t.login('Admin@Example.com', ADMIN.password)).toBeTruthy();
  });

  it('answers 422 with the exact SPEC messages for empty fields', async () => {
    const answer = await t.call('POST', '/auth/login', { json: { name: ' ', password: '' } });
    expect(answer.status).toBe(422);
    expect(answer.body.data.errors).toEqual({
      name: 'Username tidak boleh kosong.',
      password: 'Password tidak boleh kosong.',
    });
  });

  it('answers 401 for a wrong password and for no token', async () => {
    expect(
      (await t.call('POST', '/auth/login', { json: { name: 'nobody', password: 'x' } })).status,
    ).toBe(401);
    const noToken = await t.call('GET', '/admin/auth/fetch');
    expect(noToken.status).toBe(401);
    expect((await t.call('GET', '/admin/auth/fetch', { token: 'forged' })).status).toBe(401);
  });

  it('locks a name for a minute after three failures within a minute (injectable clock)', async () => {
    const start = t.clock.now;
    const wrong = { json: { name: 'admin', password: 'wrong-password' } };
    for (let i = 0; i < 3; i++)
      expect((await t.call('POST', '/auth/login', wrong)).status).toBe(401);
    const locked = await t.call('POST', '/auth/login', { json: ADMIN });
    expect(locked.status).toBe(429);
    expect(locked.body.meta.message).toBe('Anda gagal masuk 3x, silahkan coba lagi 1 menit lagi');
    expect(locked.headers.get('retry-after')).toBe('60');
    t.clock.now = new Date(start.getTime() + 59_000);
    expect((await t.call('POST', '/auth/login', { json: ADMIN })).status).toBe(429);
    t.clock.now = new Date(start.getTime() + 61_000);
    expect((await t.call('POST', '/auth/login', { json: ADMIN })).status).toBe(200);
  });

  it('does not lock when failures are spread over more than a minute', async () => {
    const wrong = { json: { name: 'admin', password: 'wrong-password' } };
    for (let i = 0; i < 3; i++) {
      expect((await t.call('POST', '/auth/login', wrong)).status).toBe(401);
      t.clock.now = new Date(t.clock.now.getTime() + 31_000);
    }
    expect((await t.call('POST', '/auth/login', { json: ADMIN })).status).toBe(200);
  });
});

describe('sessions', () => {
  it('revokes the token on logout', async () => {
    const token = await t.login();
    const out = await t.call('POST', '/auth/logout', { token });
    expect(out.status).toBe(200);
    expect((await t.call('GET', '/admin/auth/fetch', { token })).status).toBe(401);
    // Logging out twice is harmless.
    expect((await t.call('POST', '/auth/logout', { token })).status).toBe(200);
  });

  it('expires after 8 hours idle and after 7 days at most', async () => {
    const token = await t.login();
    t.clock.now = new Date(t.clock.now.getTime() + 7 * 60 * 60 * 1000);
    expect((await t.call('GET', '/admin/auth/fetch', { token })).status).toBe(200);
    t.clock.now = new Date(t.clock.now.getTime() + 8 * 60 * 60 * 1000 + 1000);
    expect((await t.call('GET', '/admin/auth/fetch', { token })).status).toBe(401);

    const longLived = await t.login();
    for (let hour = 0; hour <= 7 * 24 + 7; hour += 7) {
      t.clock.now = new Date(t.clock.now.getTime() + 7 * 60 * 60 * 1000);
      const status = (await t.call('GET', '/admin/auth/fetch', { token: longLived })).status;
      if (status === 401) {
        expect(hour).toBeGreaterThanOrEqual(6 * 24);
        return;
      }
    }
    throw new Error('session outlived 7 days');
  });
});

describe('CSRF', () => {
  it('refuses a state-changing call without the matching X-XSRF-TOKEN header', async () => {
    const answer = await t.call('POST', '/auth/login', { json: ADMIN, csrf: false });
    expect(answer.status).toBe(403);
    const token = await t.login();
    expect(
      (await t.call('POST', '/admin/type', { token, json: { name: 'Valve' }, csrf: false })).status,
    ).toBe(403);
  });

  it('sets the XSRF-TOKEN cookie on any answer to a request without it', async () => {
    const response = await fetch(`${t.baseUrl}/api/bumper`);
    expect(response.headers.get('set-cookie')).toMatch(/XSRF-TOKEN=/);
  });
});

describe('change password', () => {
  it('checks the old password and that the new ones match, then revokes other sessions', async () => {
    const token = await t.login();
    const other = await t.login();
    const wrongOld = await t.call('POST', '/admin/user/update-password', {
      token,
      json: {
        old_password: 'nope',
        new_password1: 'new-password-1',
        new_password2: 'new-password-1',
      },
    });
    expect(wrongOld.status).toBe(422);
    expect(wrongOld.body.data.errors.old_password).toBeTruthy();
    const mismatch = await t.call('POST', '/admin/user/update-password', {
      token,
      json: {
        old_password: ADMIN.password,
        new_password1: 'new-password-1',
        new_password2: 'new-password-2',
      },
    });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.data.errors.new_password2).toBeTruthy();
    const done = await t.call('POST', '/admin/user/update-password', {
      token,
      json: {
        old_password: ADMIN.password,
        new_password1: 'new-password-1',
        new_password2: 'new-password-1',
      },
    });
    expect(done.status).toBe(200);
    expect((await t.call('GET', '/admin/auth/fetch', { token: other })).status).toBe(401);
    expect((await t.call('GET', '/admin/auth/fetch', { token })).status).toBe(200);
    expect(await t.login('admin', 'new-password-1')).toBeTruthy();
    expect((await t.call('POST', '/admin/user/update-password', { json: {} })).status).toBe(401);
  });
});
