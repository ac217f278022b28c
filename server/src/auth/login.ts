// Sign-in with a lockout counted in the database, so every instance agrees: each password check
// is counted before it runs, in one atomic UPDATE per account; the third within a minute locks the
// account for a minute, and later attempts are refused without a check, however many arrive at once.
import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { loginLocks, users } from '../db/schema/index.ts';
import { ApiError, MESSAGES } from '../lib/errors.ts';
import { dummyPasswordHash, needsRehash, hashPassword, verifyPassword } from '../lib/passwords.ts';
import { consumeChallenge, createChallenge, findChallenge, useRecoveryCode } from './mfa.ts';
import { acceptTotpStep, matchTotpStep } from './totp.ts';
import { createSession } from './sessions.ts';
import { LOGIN_LOCK_MS, MAX_LOGIN_FAILURES } from '#domain/forms/limits.ts';

export const LOCK_MS = LOGIN_LOCK_MS;
export const MAX_FAILURES = MAX_LOGIN_FAILURES;
export const LOCKED_MESSAGE = MESSAGES.tooManyAttempts;
export const WRONG_MESSAGE = MESSAGES.wrongCredentials;
export const INACTIVE_MESSAGE = MESSAGES.inactiveAccount;

/** What a sign-in attempt came to, for the security log. */
export type LoginOutcome =
  | 'success'
  | 'wrong-password'
  | 'unknown-name'
  | 'inactive'
  | 'locked'
  | 'mfa-required'
  | 'wrong-code'
  | 'mfa-expired';

export class LoginRefused extends ApiError {
  outcome: LoginOutcome;
  userId: number | null;

  constructor(
    status: number,
    message: string,
    outcome: LoginOutcome,
    userId: number | null,
    headers: Record<string, string> = {},
  ) {
    super(status, message, {}, headers);
    this.outcome = outcome;
    this.userId = userId;
  }
}

/**
 * Counts one attempt for the account, atomically: refused (with the lock's end) when the account is
 * locked, otherwise recorded, and the account locked from now when this is the third in a minute.
 */
export async function reserveAttempt(
  db: Db,
  accountKey: string,
  now: Date,
): Promise<{ refused: boolean; lockedUntil: Date | null }> {
  // A sign-in that succeeds deletes the row; one racing it may find its row gone between the insert
  // and the update, and starts again on a new row rather than reading "no row" as a lock.
  for (let tries = 0; tries < 3; tries++) {
    const row = await countAttempt(db, accountKey, now);
    if (row) return row;
  }
  return { refused: true, lockedUntil: null };
}

async function countAttempt(
  db: Db,
  accountKey: string,
  now: Date,
): Promise<{ refused: boolean; lockedUntil: Date | null } | null> {
  await db.insert(loginLocks).values({ accountKey }).onConflictDoNothing();
  const locked = sql`coalesce(${loginLocks.lockedUntil} > ${now.toISOString()}::timestamptz, false)`;
  const recent = sql`array(select a from unnest(${loginLocks.attempts}) a where a > ${new Date(now.getTime() - LOCK_MS).toISOString()}::timestamptz order by a)`;
  // Every SET expression reads the row as it was, and a concurrent UPDATE waits for this one and
  // then re-reads it: the count can not be raced.
  const [row] = await db
    .update(loginLocks)
    .set({
      lastRefused: locked,
      attempts: sql`case when ${locked} then ${loginLocks.attempts} else array_append(${recent}, ${now.toISOString()}::timestamptz) end`,
      lockedUntil: sql`case when ${locked} then ${loginLocks.lockedUntil}
        when cardinality(${recent}) + 1 >= ${MAX_FAILURES} then ${new Date(now.getTime() + LOCK_MS).toISOString()}::timestamptz
        else null end`,
    })
    .where(eq(loginLocks.accountKey, accountKey))
    .returning({ refused: loginLocks.lastRefused, lockedUntil: loginLocks.lockedUntil });
  return row ? { refused: row.refused, lockedUntil: row.lockedUntil } : null;
}

export function lockedError(
  lockedUntil: Date | null,
  now: Date,
  userId: number | null,
): LoginRefused {
  const seconds = Math.max(
    1,
    Math.ceil(((lockedUntil?.getTime() ?? now.getTime() + LOCK_MS) - now.getTime()) / 1000),
  );
  return new LoginRefused(429, LOCKED_MESSAGE, 'locked', userId, {
    'retry-after': String(seconds),
  });
}

/** Signed in (`token`), or the password step passed for an account with two-step sign-in (`mfaToken`). */
export type LoginResult = { token: string; userId: number } | { mfaToken: string; userId: number };

export async function login(
  db: Db,
  name: string,
  password: string,
  now: Date,
  userAgent?: string | null,
): Promise<LoginResult> {
  const nameKey = name.trim().toLowerCase();
  const [user] = await db
    .select()
    .from(users)
    .where(or(eq(sql`lower(${users.name})`, nameKey), eq(sql`lower(${users.email})`, nameKey)))
    .limit(1);
  // The name and the e-mail of one account share its counter.
  const accountKey = user ? `user:${user.id}` : `name:${nameKey}`;
  const userId = user?.id ?? null;
  const attempt = await reserveAttempt(db, accountKey, now);
  if (attempt.refused) throw lockedError(attempt.lockedUntil, now, userId);
  // An unknown name costs one hash check like a known one, so timing does not tell them apart.
  const matches = await verifyPassword(password, user?.passwordHash ?? (await dummyPasswordHash()));
  if (!user || !matches)
    throw new LoginRefused(401, WRONG_MESSAGE, user ? 'wrong-password' : 'unknown-name', userId);
  if (!user.isActive) throw new LoginRefused(401, INACTIVE_MESSAGE, 'inactive', userId);
  // Hashes made with older parameters are upgraded while the password is at hand.
  if (needsRehash(user.passwordHash)) {
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(password) })
      .where(eq(users.id, user.id));
  }
  // The attempts stay counted until the code is right: a known password must not buy more guesses.
  if (user.totpSecret)
    return { mfaToken: await createChallenge(db, user.id, userAgent, now), userId: user.id };
  await db.delete(loginLocks).where(eq(loginLocks.accountKey, accountKey));
  return { token: await createSession(db, user.id, now, userAgent), userId: user.id };
}

/** The code step: `code` (a TOTP code or a recovery code) for the challenge of `mfaToken`. */
export async function verifySecondFactor(
  db: Db,
  mfaToken: string,
  code: string,
  now: Date,
  userAgent?: string | null,
): Promise<{ token: string; userId: number }> {
  const challenge = await findChallenge(db, mfaToken, now);
  if (!challenge) throw new LoginRefused(401, MESSAGES.mfaExpired, 'mfa-expired', null);
  const userId = challenge.userId;
  const accountKey = `user:${userId}`;
  const attempt = await reserveAttempt(db, accountKey, now);
  if (attempt.refused) throw lockedError(attempt.lockedUntil, now, userId);
  const [user] = await db
    .select({ secret: users.totpSecret, isActive: users.isActive })
    .from(users)
    .where(eq(users.id, userId));
  if (!user?.secret || !user.isActive)
    throw new LoginRefused(401, MESSAGES.mfaExpired, 'mfa-expired', userId);
  const step = matchTotpStep(user.secret, code.trim(), now);
  const accepted =
    step === null
      ? await useRecoveryCode(db, userId, code, now)
      : await acceptTotpStep(db, userId, step);
  if (!accepted) throw new LoginRefused(401, MESSAGES.wrongCode, 'wrong-code', userId);
  // Single use: of two requests racing with one token, one signs in.
  if (!(await consumeChallenge(db, mfaToken)))
    throw new LoginRefused(401, MESSAGES.mfaExpired, 'mfa-expired', userId);
  await db.delete(loginLocks).where(eq(loginLocks.accountKey, accountKey));
  return { token: await createSession(db, userId, now, userAgent ?? challenge.userAgent), userId };
}
