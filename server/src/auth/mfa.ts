// Two-step sign-in (issue 27): the challenge between the password and the code (single use,
// 5 minutes, stored as sha256 like session tokens) and the single-use recovery codes.
import { randomInt } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { mfaChallenges, recoveryCodes } from '../db/schema/index.ts';
import { hashPassword, verifyPassword } from '../lib/passwords.ts';
import { randomToken, sha256 } from '../lib/tokens.ts';
import { USER_AGENT_MAX } from '#domain/account/userAgent.ts';

export const CHALLENGE_MS = 5 * 60 * 1000;
export const RECOVERY_CODE_COUNT = 10;
// Crockford-like base32 without 0/O and 1/I/L, so a code read from paper types back right.
const RECOVERY_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** Opens the code step after a right password; answers its token. */
export async function createChallenge(
  db: Db,
  userId: number,
  userAgent: string | null | undefined,
  now: Date,
): Promise<string> {
  const token = randomToken();
  await db.insert(mfaChallenges).values({
    tokenHash: sha256(token),
    userId,
    userAgent: userAgent ? userAgent.slice(0, USER_AGENT_MAX) : null,
    expiresAt: new Date(now.getTime() + CHALLENGE_MS),
  });
  return token;
}

/** The live challenge of a token, or null when unknown, used or expired. */
export async function findChallenge(db: Db, token: string, now: Date) {
  const [row] = await db
    .select()
    .from(mfaChallenges)
    .where(and(eq(mfaChallenges.tokenHash, sha256(token)), gt(mfaChallenges.expiresAt, now)))
    .limit(1);
  return row ?? null;
}

/** Uses a challenge up, atomically: false when another request used it first. */
export async function consumeChallenge(db: Db, token: string): Promise<boolean> {
  const rows = await db
    .delete(mfaChallenges)
    .where(eq(mfaChallenges.tokenHash, sha256(token)))
    .returning({ userId: mfaChallenges.userId });
  return rows.length > 0;
}

/** What a typed recovery code is compared as: upper case, without spaces and dashes. */
export const normaliseRecoveryCode = (code: string): string =>
  code.replace(/[\s-]/g, '').toUpperCase();

/** Whether typed text can be a recovery code at all (a 6-digit TOTP code never is). */
const RECOVERY_SHAPE = new RegExp(`^[${RECOVERY_ALPHABET}]{10}$`);

/** Ten new codes of 10 characters (~49 bits each), shown as `XXXXX-XXXXX`. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from(
      { length: 10 },
      () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)],
    ).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/**
 * Replaces the user's recovery codes with these; only their salted scrypt hashes are stored
 * (ASVS 5.0 6.5.2: under 112 bits of entropy needs a password hash, not a fast one).
 */
export async function storeRecoveryCodes(
  db: Db,
  userId: number,
  codes: readonly string[],
): Promise<void> {
  const hashes = await Promise.all(codes.map((code) => hashPassword(normaliseRecoveryCode(code))));
  await db.transaction(async (tx) => {
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
  });
}

/** Whether a stored hash is of this code: scrypt, or sha256 hex for codes stored before. */
const matchesStored = (code: string, stored: string): Promise<boolean> =>
  stored.startsWith('scrypt$')
    ? verifyPassword(code, stored)
    : Promise.resolve(stored === sha256(code));

/**
 * Uses one unused recovery code of the user, atomically: false when it is wrong or used. A salted
 * hash can not be looked up, so the user's unused codes (at most 10) are compared one by one; text
 * that can not be a code costs no comparison. Marking it used is conditional, so two requests
 * racing with one code use it once.
 */
export async function useRecoveryCode(
  db: Db,
  userId: number,
  code: string,
  now: Date,
): Promise<boolean> {
  const typed = normaliseRecoveryCode(code);
  if (!RECOVERY_SHAPE.test(typed)) return false;
  const unused = await db
    .select({ id: recoveryCodes.id, codeHash: recoveryCodes.codeHash })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  for (const row of unused) {
    if (!(await matchesStored(typed, row.codeHash))) continue;
    const used = await db
      .update(recoveryCodes)
      .set({ usedAt: now })
      .where(and(eq(recoveryCodes.id, row.id), isNull(recoveryCodes.usedAt)))
      .returning({ id: recoveryCodes.id });
    return used.length > 0;
  }
  return false;
}
