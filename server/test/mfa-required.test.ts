// MFA_REQUIRED_ROLES (issue 27, ASVS 5.0 V6.3.3): a user of such a role without two-step sign-in
// reaches nothing but its set-up until it is on, checked by the server on every call; and the
// superuser's reset of another user's second factor (audited, their sessions end).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#domain/forms/messages.ts';
import { totpCodeAt } from '#domain/account/totp.ts';
import { ADMIN, buildTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
const STAFF = { name: 'Yusuf', email: 'yusuf@example.com', password: 'Pompa-Vakum-Biru-4' };
const SECOND = { name: 'Ratna', email: 'ratna@example.com', password: 'Regulator-Udara-9' };
const ids = { staff: 0, second: 0 };
let adminSecret = '';
let adminPassword = ADMIN.password;

beforeAll(async () => {
  // The server's default: the superuser role must have two-step sign-in.
  t = await buildTestApp({ mfaRequiredRoles: null });
});
afterAll(() => t.close());

/** A fresh TOTP step and a fresh lockout minute. */
const later = () => {
  t.clock.now = new Date(t.clock.now.getTime() + 61_000);
};
const codeOf = (secret: string) => totpCodeAt(secret, t.clock.now);

/** Set-up and enable for the signed-in user; answers the key. */
async function enrol(token: string): Promise<string> {
  const setup = await t.call('POST', '/admin/auth/mfa/setup', { token });
  expect(setup.status).toBe(200);
  const secret = setup.body.data.secret as string;
  const enabled = await t.call('POST', '/admin/auth/mfa/enable', {
    token,
    json: { code: codeOf(secret) },
  });
  expect(enabled.status).toBe(200);
  return secret;
}

/** Password and code: a session of a user with two-step sign-in on. */
async function signInWithCode(name: string, password: string, secret: string): Promise<string> {
  later();
  const first = await t.call('POST', '/auth/login', { json: { name, password } });
  expect(first.body.data.mfaRequired).toBe(true);
  const second = await t.call('POST', '/auth/mfa', {
    json: { mfaToken: first.body.data.mfaToken, code: codeOf(secret) },
  });
  expect(second.status).toBe(200);
  return second.body.data.accessToken as string;
}

describe('a superuser without two-step sign-in (the default MFA_REQUIRED_ROLES)', () => {
  let token = '';

  it('signs in with the password, and the profile says the set-up comes first', async () => {
    token = await t.login();
    const profile = await t.call('GET', '/admin/auth/fetch', { token });
    expect(profile.status).toBe(200);
    expect(profile.body.data).toMatchObject({ mfaEnabled: false, mustEnableMfa: true });
  });

  it('is refused every other call, reads and writes, under both prefixes', async () => {
    for (const [method, path, json] of [
      ['GET', '/admin/type', undefined],
      ['GET', '/api/admin/dashboard', undefined],
      ['GET', '/admin/user', undefined],
      ['GET', '/admin/auth/sessions', undefined],
      ['POST', '/admin/user/create', { ...STAFF, role_id: 2 }],
      ['POST', '/admin/auth/mfa/disable', { password: adminPassword }],
    ] as const) {
      const answer = await t.call(method, path, { token, json });
      expect(answer.status, `${method} ${path}`).toBe(403);
      expect(answer.body.meta.message).toBe(MESSAGES.mfaEnrolmentRequired);
    }
  });

  it('may change the password and sign out meanwhile', async () => {
    const other = await t.login();
    expect((await t.call('POST', '/auth/logout', { token: other })).status).toBe(200);
    expect((await t.call('GET', '/admin/auth/fetch', { token: other })).status).toBe(401);
    const changed = await t.call('POST', '/admin/user/update-password', {
      token,
      json: {
        old_password: ADMIN.password,
        new_password1: 'Angin-Tekan-Biru-77',
        new_password2: 'Angin-Tekan-Biru-77',
      },
    });
    expect(changed.status).toBe(200);
    adminPassword = 'Angin-Tekan-Biru-77';
  });

  it('reaches the back office once two-step sign-in is on', async () => {
    adminSecret = await enrol(token);
    const profile = await t.call('GET', '/admin/auth/fetch', { token });
    expect(profile.body.data).toMatchObject({ mfaEnabled: true, mustEnableMfa: false });
    expect((await t.call('GET', '/admin/type', { token })).status).toBe(200);
  });
});

describe('other roles', () => {
  it('an admin-role user is not asked to enrol by the default', async () => {
    const superuser = await signInWithCode(ADMIN.name, adminPassword, adminSecret);
    const created = await t.call('POST', '/admin/user/create', {
      token: superuser,
      json: { ...STAFF, role_id: 2 },
    });
    ids.staff = created.body.data.id as number;
    const staff = await t.login(STAFF.name, STAFF.password);
    expect((await t.call('GET', '/admin/auth/fetch', { token: staff })).body.data).toMatchObject({
      mustEnableMfa: false,
    });
    expect((await t.call('GET', '/admin/type', { token: staff })).status).toBe(200);
  });
});

describe("the superuser's reset of another user's second factor", () => {
  let superuser = '';
  let staffSecret = '';

  beforeAll(async () => {
    superuser = await signInWithCode(ADMIN.name, adminPassword, adminSecret);
    later();
    staffSecret = await enrol(await t.login(STAFF.name, STAFF.password));
  });

  it('is the superuser role only, and not for the own account or a user without it', async () => {
    const staff = await signInWithCode(STAFF.name, STAFF.password, staffSecret);
    const byAdminRole = await t.call('POST', `/admin/user/mfa-reset/${ids.staff}`, {
      token: staff,
    });
    expect(byAdminRole.status).toBe(403);
    const self = await t.call('POST', '/admin/user/mfa-reset/1', { token: superuser });
    expect(self.status).toBe(422);
    expect(self.body.meta.message).toBe(MESSAGES.mfaResetSelf);
    expect(
      (await t.call('POST', '/admin/user/mfa-reset/999999', { token: superuser })).status,
    ).toBe(404);
    expect((await t.call('POST', `/admin/user/mfa-reset/${ids.staff}`, {})).status).toBe(401);
  });

  it("removes the key and the recovery codes, ends the user's sessions and is audited", async () => {
    const staff = await signInWithCode(STAFF.name, STAFF.password, staffSecret);
    const listed = await t.call('GET', `/admin/user/get/${ids.staff}`, { token: superuser });
    expect(listed.body.data.mfaEnabled).toBe(true);

    const reset = await t.call('POST', `/admin/user/mfa-reset/${ids.staff}`, { token: superuser });
    expect(reset.status).toBe(200);
    expect(reset.body).toMatchObject({
      meta: { message: MESSAGES.mfaReset },
      data: { id: ids.staff },
    });
    expect((await t.call('GET', '/admin/auth/fetch', { token: staff })).status).toBe(401);
    expect(
      (await t.call('GET', `/admin/user/get/${ids.staff}`, { token: superuser })).body.data
        .mfaEnabled,
    ).toBe(false);
    // The password alone signs in again; a second reset changes nothing and records nothing.
    later();
    expect(await t.login(STAFF.name, STAFF.password)).toBeTruthy();
    const again = await t.call('POST', `/admin/user/mfa-reset/${ids.staff}`, { token: superuser });
    expect(again.status).toBe(200);

    const audit = await t.call('GET', '/admin/audit?length=100&action=mfa-reset', {
      token: superuser,
    });
    expect(audit.body.data).toHaveLength(1);
    expect(audit.body.data[0]).toMatchObject({
      recordId: ids.staff,
      recordName: STAFF.name,
      changes: [{ field: 'mfaEnabled', before: true, after: false }],
    });
  });

  it('a reset superuser must enrol again at the next sign-in', async () => {
    const created = await t.call('POST', '/admin/user/create', {
      token: superuser,
      json: { ...SECOND, role_id: 1 },
    });
    ids.second = created.body.data.id as number;
    const first = await t.login(SECOND.name, SECOND.password);
    const secret = await enrol(first);
    await signInWithCode(SECOND.name, SECOND.password, secret);
    expect(
      (await t.call('POST', `/admin/user/mfa-reset/${ids.second}`, { token: superuser })).status,
    ).toBe(200);
    later();
    const again = await t.login(SECOND.name, SECOND.password);
    expect((await t.call('GET', '/admin/auth/fetch', { token: again })).body.data).toMatchObject({
      mfaEnabled: false,
      mustEnableMfa: true,
    });
    expect((await t.call('GET', '/admin/type', { token: again })).status).toBe(403);
  });
});
