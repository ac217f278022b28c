// Two-step sign-in (issue 27): the code step, and 'Verifikasi Dua Langkah' set-up, enable, disable;
// the step-up that set-up, disable and ending sessions need (issue 33).
// TOTP is the server's rule (src/lib/account/totp.ts); the QR code is a fixed picture (the mocks draw none).
import { HttpResponse } from 'msw';
import type { RequestHandler } from 'msw';
import { matchTotpStep, totpUri } from '../../src/lib/account/totp.ts';
import { db } from '../db.ts';
import { msg } from '../messages.ts';
import { STEP_UP_MS } from '../../src/lib/account/stepUp.ts';
import { fail, invalid, mockSessionOf, readJson, route, signedIn, single } from '../respond.ts';
import type { UserRow } from '../rows.ts';
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

/** The account's attempts of the last minute (sign-in, code step and step-up share them). */
function recentFailures(user: UserRow): number[] {
  const key = user.name.toLowerCase();
  const failures = (db.loginFailures[key] ?? []).filter((time) => Date.now() - time < LOCK_MS);
  db.loginFailures[key] = failures;
  return failures;
}

/** Uses a current TOTP code (once per step) or an unused recovery code of the user. */
function acceptCode(user: UserRow, typed: string): boolean {
  const code = typed.trim();
  const step = user.totpSecret ? matchTotpStep(user.totpSecret, code, new Date()) : null;
  if (step !== null) {
    if (step <= (user.totpLastStep ?? -1)) return false;
    user.totpLastStep = step;
    return true;
  }
  const normalised = code.replace(/[\s-]/g, '').toUpperCase();
  const recovery = (user.recoveryCodes ?? []).find((row) => row.replace('-', '') === normalised);
  if (recovery === undefined) return false;
  user.recoveryCodes = (user.recoveryCodes ?? []).filter((row) => row !== recovery);
  return true;
}

/** Handlers of `auth/mfa`, `admin/auth/reauth` and `admin/auth/mfa/*`. */
export const mfaHandlers: RequestHandler[] = [
  ...route('post', '/auth/mfa', async ({ request }) => {
    const body = await readJson(request);
    const userId = db.mfaChallenges[text(body, 'mfaToken')];
    const user = db.users.find((row) => row.id === userId && row.isActive);
    if (!user?.totpSecret) return fail(401, msg.mfaExpired);
    const failures = recentFailures(user);
    if (failures.length >= MAX_FAILURES) return fail(429, msg.tooManyAttempts);
    if (!acceptCode(user, text(body, 'code'))) {
      failures.push(Date.now());
      return fail(401, msg.wrongCode);
    }
    delete db.mfaChallenges[text(body, 'mfaToken')];
    return completeMockSignIn(user, user.name.toLowerCase(), request);
  }),
  ...route('post', '/admin/auth/reauth', async (context) => {
    const user = signedIn(context);
    const body = await readJson(context.request);
    // As the server: the code with two-step sign-in on, else the password.
    const field = user.totpSecret ? 'code' : 'password';
    const given = field === 'code' ? text(body, 'code').trim() : text(body, 'password');
    if (!given)
      return invalid({ [field]: field === 'code' ? msg.codeRequired : msg.required.oldPassword });
    const failures = recentFailures(user);
    if (failures.length >= MAX_FAILURES) return fail(429, msg.tooManyAttempts);
    const accepted = field === 'code' ? acceptCode(user, given) : given === user.password;
    if (!accepted) {
      failures.push(Date.now());
      return invalid({ [field]: field === 'code' ? msg.wrongCode : msg.wrongPassword });
    }
    delete db.loginFailures[user.name.toLowerCase()];
    const session = mockSessionOf(context.request);
    if (session) session.reauthenticatedAt = new Date().toISOString();
    return single({ until: new Date(Date.now() + STEP_UP_MS).toISOString() });
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
  // The step-up (`x-step-up`) is checked by route(), as on the server.
  ...route('post', '/admin/auth/mfa/disable', (context) => {
    const user = signedIn(context);
    Object.assign(user, {
      totpSecret: undefined,
      totpPendingSecret: undefined,
      totpLastStep: undefined,
      recoveryCodes: undefined,
    });
    return HttpResponse.json({ meta: { message: msg.mfaDisabled }, data: null });
  }),
];
