// Sign-in with the 3-failures lock, sign-out, the session profile and the own-password change.
import { HttpResponse } from 'msw';
import type { RequestHandler } from 'msw';
import { recordMockAudit } from '../audit.ts';
import {
  LOGIN_LOCK_MS as LOCK_MS,
  MAX_LOGIN_FAILURES as MAX_FAILURES,
  MIN_PASSWORD_LENGTH,
} from '../../src/lib/forms/limits.ts';
import { db } from '../db.ts';
import { msg } from '../messages.ts';
import { fail, readJson, route, signedIn, single, tokenFor } from '../respond.ts';
import { field, throwIfInvalid } from '../validate.ts';
import type { FieldErrors } from '../validate.ts';
import { profileView } from '../views.ts';
import type { UserRow } from '../rows.ts';
import { newPasswordError } from '../../src/lib/account/passwordRules.ts';
import { mockSiteNames } from './config.ts';
import { endMockSessionsOf, openMockSession } from './sessions.ts';

function recentFailures(key: string): number[] {
  const recent = (db.loginFailures[key] ?? []).filter((time) => Date.now() - time < LOCK_MS);
  db.loginFailures[key] = recent;
  return recent;
}

/** A sign-in that passed (password, or password then code): clears the lockout, opens a session. */
export function completeMockSignIn(user: UserRow, key: string, request: Request) {
  delete db.loginFailures[key];
  recordMockAudit(user, {
    action: 'sign-in',
    entity: 'user',
    recordId: user.id,
    recordName: user.name,
    changes: [],
  });
  const token = tokenFor(user.id);
  db.revokedTokens = db.revokedTokens.filter((revoked) => revoked !== token);
  openMockSession(user.id, token, request.headers.get('user-agent') ?? '');
  return single({ accessToken: token }, msg.loggedIn);
}

/** Handlers of `auth/*`, `admin/auth/fetch` and `admin/user/update-password`. */
export const authHandlers: RequestHandler[] = [
  ...route('post', '/auth/login', async ({ request }) => {
    const body = await readJson(request);
    const errors: FieldErrors = {};
    const name = field(body, 'name').trim();
    const password = field(body, 'password');
    throwIfInvalid(errors);
    const key = name.toLowerCase();
    const failures = recentFailures(key);
    if (failures.length >= MAX_FAILURES) {
      const retryAfter = Math.ceil((LOCK_MS - (Date.now() - (failures[0] ?? 0))) / 1000);
      return HttpResponse.json(
        { meta: { message: msg.tooManyAttempts }, data: { errors: {} } },
        { status: 429, headers: { 'Retry-After': String(Math.max(retryAfter, 0)) } },
      );
    }
    const user = db.users.find(
      (row) => row.name.toLowerCase() === key || row.email.toLowerCase() === key,
    );
    if (!user || user.password !== password || !user.isActive) {
      failures.push(Date.now());
      return fail(
        401,
        user && user.password === password ? msg.inactiveAccount : msg.wrongCredentials,
      );
    }
    if (user.totpSecret) {
      // Two-step sign-in: the code step follows. As on the server, the right password counts as
      // one of the minute's three attempts until the code passes.
      failures.push(Date.now());
      const mfaToken = `mock-mfa-${user.id}-${Object.keys(db.mfaChallenges).length + 1}`;
      db.mfaChallenges[mfaToken] = user.id;
      return single({ mfaRequired: true, mfaToken });
    }
    return completeMockSignIn(user, key, request);
  }),
  ...route('post', '/auth/logout', ({ request }) => {
    const token = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
    if (token && !db.revokedTokens.includes(token)) db.revokedTokens.push(token);
    return HttpResponse.json({ meta: { message: msg.loggedOut }, data: null });
  }),
  ...route('get', '/admin/auth/fetch', (context) => single(profileView(signedIn(context)))),
  ...route('post', '/admin/user/update-password', async (context) => {
    const user = signedIn(context);
    const body = await readJson(context.request);
    const errors: FieldErrors = {};
    const [oldPassword, first, second] = ['old_password', 'new_password1', 'new_password2'].map(
      (name) => field(body, name),
    );
    if (oldPassword && oldPassword !== user.password && !errors.old_password)
      errors.old_password = msg.wrongPassword;
    if (first && first.length < MIN_PASSWORD_LENGTH && !errors.new_password1)
      errors.new_password1 = msg.minLength(MIN_PASSWORD_LENGTH);
    if (first !== second && !errors.new_password2) errors.new_password2 = msg.passwordMismatch;
    if (first && first === oldPassword && !errors.new_password1)
      errors.new_password1 = msg.samePassword;
    const weakPassword = first ? newPasswordError(first, user, mockSiteNames()) : undefined;
    if (weakPassword && !errors.new_password1) errors.new_password1 = weakPassword;
    throwIfInvalid(errors);
    user.password = first ?? '';
    user.mustChangePassword = false;
    // As the server: other devices sign in again with the new password; this session stays.
    endMockSessionsOf(user.id, tokenFor(user.id));
    return HttpResponse.json({ meta: { message: msg.passwordChanged }, data: null });
  }),
];
