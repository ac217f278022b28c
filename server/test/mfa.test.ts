// Two-step sign-in (issue 27, ASVS 5.0 V6.5/V6.6): enrolment with one code, the code step with
// ±1 step of drift, each code accepted once, recovery codes once, the lockout shared with the
// password, and the code step's token single use and short-lived.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCodeAt } from '#domain/account/totp.ts';
import { recoveryCodes as recoveryCodeRows } from '../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let superuser: string;
let secret = '';
let recoveryCodes: string[] = [];
const STAFF = { name: 'Dimas', email: 'dimas@example.com', password: 'Lampu-Jalan-Merah-5' };

beforeAll(async () => {
  t = await buildTestApp();
  superuser = await t.login();
  await t.call('POST', '/admin/user/create', { token: superuser, json: { ...STAFF, role_id: 2 } });
});
afterAll(() => t.close());

/** Moves the clock past the lockout minute and to a fresh TOTP step. */
const later = () => {
  t.clock.now = new Date(t.clock.now.getTime() + 61_000);
};
const passwordStep = async () => {
  const answer = await t.call('POST', '/auth/login', {
    json: { name: STAFF.name, password: STAFF.password },
  });
  expect(answer.status).toBe(200);
  expect(answer.body.data.mfaRequired).toBe(true);
  return answer.body.data.mfaToken as string;
};
const codeStep = (mfaToken: string, code: string) =>
  t.call('POST', '/auth/mfa', { json: { mfaToken, code } });
const codeNow = (offsetSteps = 0) =>
  totpCodeAt(secret, new Date(t.clock.now.getTime() + offsetSteps * 30_000));

describe('enrolment', () => {
  it('answers a key, its otpauth URI and a QR code; a wrong code is refused; the right one answers 10 recovery codes', async () => {
    const token = await t.login(STAFF.name, STAFF.password);
    const setup = await t.call('POST', '/admin/auth/mfa/setup', { token });
    expect(setup.status).toBe(200);
    secret = setup.body.data.secret;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.body.data.otpauthUri).toContain(`secret=${secret}`);
    expect(setup.body.data.otpauthUri).toMatch(/^otpauth:\/\/totp\//);
    expect(Buffer.from(setup.body.data.qrCode.split(',')[1], 'base64').toString()).toContain(
      '<svg',
    );
    // Not on until confirmed: the password alone still signs in.
    expect((await t.call('GET', '/admin/auth/fetch', { token })).body.data.mfaEnabled).toBe(false);

    const wrong = await t.call('POST', '/admin/auth/mfa/enable', {
      token,
      json: { code: '000000' },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.data.errors).toEqual({ code: 'Kode verifikasi salah' });
    const enabled = await t.call('POST', '/admin/auth/mfa/enable', {
      token,
      json: { code: codeNow() },
    });
    expect(enabled.status).toBe(200);
    recoveryCodes = enabled.body.data.recoveryCodes;
    expect(new Set(recoveryCodes).size).toBe(10);
    // ~49 bits each: stored as salted scrypt hashes (ASVS 5.0 6.5.2), never the code or a fast hash.
    const stored = await t.app.db
      .select({ hash: recoveryCodeRows.codeHash })
      .from(recoveryCodeRows);
    expect(stored).toHaveLength(10);
    for (const { hash } of stored) expect(hash).toMatch(/^scrypt\$/);
    expect(JSON.stringify(stored)).not.toContain(recoveryCodes[0]?.replace('-', '') ?? '-');
    expect((await t.call('GET', '/admin/auth/fetch', { token })).body.data.mfaEnabled).toBe(true);
    expect((await t.call('POST', '/admin/auth/mfa/setup', { token })).status).toBe(422);
  });
});

describe('the code step', () => {
  it('signs in with the current code, and refuses the same code again (replay)', async () => {
    later();
    const code = codeNow();
    const first = await codeStep(await passwordStep(), code);
    expect(first.status).toBe(200);
    expect(
      (await t.call('GET', '/admin/auth/fetch', { token: first.body.data.accessToken })).status,
    ).toBe(200);
    const replay = await codeStep(await passwordStep(), code);
    expect(replay.status).toBe(401);
    expect(replay.body.meta.message).toBe('Kode verifikasi salah');
  });

  it('takes the previous and the next step, not two steps away', async () => {
    // Each password step counts toward the minute's three attempts: a new minute for each try.
    later();
    expect((await codeStep(await passwordStep(), codeNow(-2))).status).toBe(401);
    later();
    expect((await codeStep(await passwordStep(), codeNow(2))).status).toBe(401);
    later();
    expect((await codeStep(await passwordStep(), codeNow(-1))).status).toBe(200);
    later();
    expect((await codeStep(await passwordStep(), codeNow(1))).status).toBe(200);
  });

  it('the mfaToken is single use and lasts 5 minutes', async () => {
    later();
    const token = await passwordStep();
    expect((await codeStep(token, codeNow())).status).toBe(200);
    later();
    const reused = await codeStep(token, codeNow());
    expect(reused.status).toBe(401);
    expect(reused.body.meta.message).toBe('Sesi verifikasi telah berakhir, silakan masuk kembali.');
    const stale = await passwordStep();
    t.clock.now = new Date(t.clock.now.getTime() + 5 * 60_000 + 1_000);
    expect((await codeStep(stale, codeNow())).status).toBe(401);
    expect((await codeStep('bukan-token', codeNow())).status).toBe(401);
  });

  it('two code steps racing with one mfaToken sign in once, each with a right code', async () => {
    later();
    const token = await passwordStep();
    const answers = await Promise.all([
      codeStep(token, codeNow()),
      codeStep(token, recoveryCodes[2] ?? ''),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401]);
    expect(answers.find((answer) => answer.status === 401)?.body.meta.message).toMatch(
      /^(Sesi verifikasi telah berakhir, silakan masuk kembali\.|Kode verifikasi salah)$/,
    );
  });

  it('a recovery code works once, in any case and with or without its dash', async () => {
    later();
    const code = recoveryCodes[0] ?? '';
    expect((await codeStep(await passwordStep(), code.toLowerCase().replace('-', ''))).status).toBe(
      200,
    );
    later();
    expect((await codeStep(await passwordStep(), code)).status).toBe(401);
    later();
    expect((await codeStep(await passwordStep(), recoveryCodes[1] ?? '')).status).toBe(200);
  });

  it('100 parallel wrong codes check at most 3 and lock the account for the password too', async () => {
    later();
    const token = await passwordStep();
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => codeStep(token, String(100000 + i))),
    );
    const statuses = answers.map((answer) => answer.status);
    const checked = statuses.filter((status) => status === 401).length;
    // The right password was the minute's first attempt: at most two codes are checked after it.
    expect(checked).toBeGreaterThanOrEqual(1);
    expect(checked).toBeLessThanOrEqual(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(100 - checked);
    expect(answers.find((answer) => answer.status === 429)?.body.meta.message).toBe(
      'Anda gagal masuk 3x, silahkan coba lagi 1 menit lagi',
    );
    // One lock for the account: the right code and the password wait for the minute too.
    expect((await codeStep(token, codeNow())).status).toBe(429);
    expect(
      (
        await t.call('POST', '/auth/login', {
          json: { name: STAFF.name, password: STAFF.password },
        })
      ).status,
    ).toBe(429);
    later();
    expect((await codeStep(await passwordStep(), codeNow())).status).toBe(200);
  }, 120_000);
});

describe('turning it off (issue 33: the step-up)', () => {
  it('needs a current code once the sign-in is over 5 minutes old; afterwards the password alone signs in', async () => {
    later();
    const session = (await codeStep(await passwordStep(), codeNow())).body.data
      .accessToken as string;
    t.clock.now = new Date(t.clock.now.getTime() + 5 * 60_000 + 31_000);
    const asked = await t.call('POST', '/admin/auth/mfa/disable', { token: session });
    expect(asked.status).toBe(403);
    expect(asked.body.meta.message).toBe(
      'Masukkan kode verifikasi atau password Anda untuk melanjutkan.',
    );
    // With two-step sign-in on, the code is the factor: the password alone is not taken.
    const byPassword = await t.call('POST', '/admin/auth/reauth', {
      token: session,
      json: { password: STAFF.password },
    });
    expect(byPassword.status).toBe(422);
    expect(byPassword.body.data.errors).toEqual({ code: 'Kode Verifikasi tidak boleh kosong.' });
    const wrong = await t.call('POST', '/admin/auth/reauth', {
      token: session,
      json: { code: '000000' },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.data.errors).toEqual({ code: 'Kode verifikasi salah' });
    expect((await t.call('POST', '/admin/auth/mfa/disable', { token: session })).status).toBe(403);
    const right = await t.call('POST', '/admin/auth/reauth', {
      token: session,
      json: { code: codeNow() },
    });
    expect(right.status).toBe(200);
    expect(right.body.data.until).toBe(new Date(t.clock.now.getTime() + 5 * 60_000).toISOString());
    expect((await t.call('POST', '/admin/auth/mfa/disable', { token: session })).status).toBe(200);
    later();
    expect(await t.login(STAFF.name, STAFF.password)).toBeTruthy();
    expect(
      (await t.call('GET', '/admin/auth/fetch', { token: session })).body.data.mfaEnabled,
    ).toBe(false);
  });

  it('turning it on again needs the password once the sign-in is over 5 minutes old', async () => {
    later();
    const token = await t.login(STAFF.name, STAFF.password);
    t.clock.now = new Date(t.clock.now.getTime() + 6 * 60_000);
    expect((await t.call('POST', '/admin/auth/mfa/setup', { token })).status).toBe(403);
    const wrong = await t.call('POST', '/admin/auth/reauth', {
      token,
      json: { password: 'bukan-ini' },
    });
    expect(wrong.body.data.errors).toEqual({ password: 'Password saat ini salah.' });
    expect(
      (await t.call('POST', '/admin/auth/reauth', { token, json: { password: STAFF.password } }))
        .status,
    ).toBe(200);
    expect((await t.call('POST', '/admin/auth/mfa/setup', { token })).status).toBe(200);
    // Each step-up lasts 5 minutes.
    t.clock.now = new Date(t.clock.now.getTime() + 5 * 60_000 + 1);
    expect((await t.call('POST', '/admin/auth/mfa/setup', { token })).status).toBe(403);
  });

  it('wrong answers to the step-up share the sign-in lockout: the fourth in a minute is 429', async () => {
    later();
    const token = await t.login(STAFF.name, STAFF.password);
    const answers = [];
    for (let i = 0; i < 4; i++)
      answers.push(
        (await t.call('POST', '/admin/auth/reauth', { token, json: { password: `salah-${i}` } }))
          .status,
      );
    expect(answers).toEqual([422, 422, 422, 429]);
    expect(
      (
        await t.call('POST', '/auth/login', {
          json: { name: STAFF.name, password: STAFF.password },
        })
      ).status,
    ).toBe(429);
  });

  it('refuses the management calls without a token', async () => {
    for (const path of [
      '/admin/auth/mfa/setup',
      '/admin/auth/mfa/enable',
      '/admin/auth/mfa/disable',
      '/admin/auth/reauth',
    ])
      expect(
        (
          await t.call('POST', path, {
            token: null,
            json: path.endsWith('setup') ? undefined : { code: '123456', password: 'x' },
            unchecked: true,
          })
        ).status,
      ).toBe(401);
  });
});
