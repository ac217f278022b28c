// The step-up (issue 33, ASVS 5.0 7.5.1 and 7.5.2): `POST admin/auth/reauth` proves a factor again
// for this session, a current code when two-step sign-in is on, otherwise the password. Attempts
// share the account's sign-in lockout (login.ts), so a stolen session buys no more guesses.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { footer, loginLocks, users } from '../db/schema/index.ts';
import { invalid } from '../lib/errors.ts';
import { verifyPassword } from '../lib/passwords.ts';
import { lockedError, reserveAttempt } from './login.ts';
import { useRecoveryCode } from './mfa.ts';
import { markReauthenticated, type AuthUser } from './sessions.ts';
import { acceptTotpStep, matchTotpStep } from './totp.ts';
import { MESSAGES, REQUIRED } from '#domain/forms/messages.ts';
import { siteNamesOf } from '#domain/account/passwordRules.ts';
import { stepUpUntil } from '#domain/account/stepUp.ts';

/** What a re-authentication came to, for the security log. */
export type ReauthOutcome = 'success' | 'wrong-code' | 'wrong-password';

/** The factor this user proves: the code when two-step sign-in is on, else the password. */
const fieldOf = (user: AuthUser): 'code' | 'password' => (user.mfaEnabled ? 'code' : 'password');

async function factorMatches(db: Db, user: AuthUser, given: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ secret: users.totpSecret, hash: users.passwordHash })
    .from(users)
    .where(eq(users.id, user.id));
  if (!row) return false;
  if (!user.mfaEnabled || !row.secret) return verifyPassword(given, row.hash);
  // A code used once (at sign-in, or a recovery code) is never taken again.
  const step = matchTotpStep(row.secret, given.trim(), now);
  return step === null
    ? useRecoveryCode(db, user.id, given, now)
    : acceptTotpStep(db, user.id, step);
}

/**
 * Checks the factor and marks the session; answers when the step-up ends. A missing or wrong
 * factor is 422 on its field; a fourth attempt within the minute is the lockout's 429.
 */
export async function reauthenticate(
  db: Db,
  user: AuthUser,
  body: { code?: string; password?: string },
  now: Date,
  log: (outcome: ReauthOutcome) => void,
): Promise<Date> {
  const field = fieldOf(user);
  const given = (field === 'code' ? body.code?.trim() : body.password) ?? '';
  if (!given)
    throw invalid({ [field]: field === 'code' ? MESSAGES.codeRequired : REQUIRED.oldPassword });
  const accountKey = `user:${user.id}`;
  const attempt = await reserveAttempt(db, accountKey, now);
  if (attempt.refused) throw lockedError(attempt.lockedUntil, now, user.id);
  if (!(await factorMatches(db, user, given, now))) {
    log(field === 'code' ? 'wrong-code' : 'wrong-password');
    throw invalid({ [field]: field === 'code' ? MESSAGES.wrongCode : MESSAGES.wrongPassword });
  }
  await db.delete(loginLocks).where(eq(loginLocks.accountKey, accountKey));
  await markReauthenticated(db, user.sessionId, now);
  log('success');
  return stepUpUntil(now);
}

/** The site's and the company's names a new password must not contain (passwordRules.ts). */
export async function siteNamesFor(db: Db, appName: string): Promise<string[]> {
  const [row] = await db.select({ email: footer.email }).from(footer).limit(1);
  return siteNamesOf({ appName, email: row?.email });
}
