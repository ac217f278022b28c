// Two-step sign-in (issue 27): the code step, and 'Verifikasi Dua Langkah' set-up, enable, disable.
// TOTP is the server's rule (src/lib/totp.ts); the QR code is a fixed picture (the mocks draw none).
import { HttpResponse } from 'msw';
import type { RequestHandler } from 'msw';
import { matchTotpStep, totpUri } from '../../src/lib/totp.ts';
import { db } from '../db.ts';
import { msg } from '../messages.ts';
import { fail, invalid, readJson, route, signedIn, single } from '../respond.ts';
import { completeMockSignIn } from './auth.ts';

const LOCK_MS = 60_000;
const MAX_FAILURES = 3;
/** A square placeholder where the server draws the QR code. */
export const MOCK_QR_CODE =
  'data:image/svg+xml;base64,' +
  btoa(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><rect width="29" height="29" fill="#fff"/><path d="M1 1h7v7H1zM21 1h7v7h-7zM1 21h7v7H1z" fill="#000"/></svg>',
  );
/** The key the mock set-up hands out: fixed, so a story's screenshot shows the same text each run. */
export const MOCK_TOTP_SECRET = 'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU';
/** The ten recovery codes the mock enable answers. */
export const MOCK_RECOVERY_CODES = Array.from({ length: 10 }, (_, i) => `KODE${i}-CADNG`);

const text = (body: Record<string, unknown>, name: string) =>
  typeof body[name] === 'string' ? (body[name] as string) : '';

/** Handlers of `auth/mfa` and `admin/auth/mfa/*`. */
export const mfaHandlers: RequestHandler[] = [
  ...route('post', '/auth/mfa', async ({ request }) => {
    const body = await readJson(request);
    const userId = db.mfaChallenges[text(body, 'mfaToken')];
    const user = db.users.find((row) => row.id === userId && row.isActive);
    if (!user?.totpSecret) return fail(401, msg.mfaExpired);
    const key = user.name.toLowerCase();
    const failures = (db.loginFailures[key] ?? []).filter((time) => Date.now() - time < LOCK_MS);
    db.loginFailures[key] = failures;
    if (failures.length >= MAX_FAILURES) return fail(429, msg.tooManyAttempts);
    const code = text(body, 'code').trim();
    const step = matchTotpStep(user.totpSecret, code, new Date());
    const normalised = code.replace(/[\s-]/g, '').toUpperCase();
    const recovery = (user.recoveryCodes ?? []).find((row) => row.replace('-', '') === normalised);
    const accepted = step !== null ? step > (user.totpLastStep ?? -1) : recovery !== undefined;
    if (!accepted) {
      failures.push(Date.now());
      return fail(401, msg.wrongCode);
    }
    if (step !== null) user.totpLastStep = step;
    else user.recoveryCodes = (user.recoveryCodes ?? []).filter((row) => row !== recovery);
    delete db.mfaChallenges[text(body, 'mfaToken')];
    return completeMockSignIn(user, key, request);
  }),
  ...route('post', '/admin/auth/mfa/setup', (context) => {
    const user = signedIn(context);
    if (user.totpSecret) return invalid({}, msg.mfaAlreadyOn);
    user.totpPendingSecret = MOCK_TOTP_SECRET;
    return single({
      secret: user.totpPendingSecret,
      otpauthUri: totpUri(user.totpPendingSecret, user.email),
      qrCode: MOCK_QR_CODE,
    });
  }),
  ...route('post', '/admin/auth/mfa/enable', async (context) => {
    const user = signedIn(context);
    const code = text(await readJson(context.request), 'code').trim();
    if (user.totpSecret) return invalid({}, msg.mfaAlreadyOn);
    if (!user.totpPendingSecret) return invalid({ code: msg.mfaNotStarted });
    const step = matchTotpStep(user.totpPendingSecret, code, new Date());
    if (step === null) return invalid({ code: msg.wrongCode });
    Object.assign(user, {
      totpSecret: user.totpPendingSecret,
      totpPendingSecret: undefined,
      totpLastStep: step,
      recoveryCodes: [...MOCK_RECOVERY_CODES],
    });
    return single({ recoveryCodes: MOCK_RECOVERY_CODES }, msg.mfaEnabled);
  }),
  ...route('post', '/admin/auth/mfa/disable', async (context) => {
    const user = signedIn(context);
    if (text(await readJson(context.request), 'password') !== user.password)
      return invalid({ password: msg.wrongPassword });
    Object.assign(user, {
      totpSecret: undefined,
      totpPendingSecret: undefined,
      totpLastStep: undefined,
      recoveryCodes: undefined,
    });
    return HttpResponse.json({ meta: { message: msg.mfaDisabled }, data: null });
  }),
];
