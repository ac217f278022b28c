// Two-step sign-in (issue 27): the challenge between the password and the code (single use,
// 5 minutes, stored as sha256 like session tokens) and the single-use recovery codes.
import { randomInt } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { mfaChallenges, recoveryCodes } from '../db/schema/index.ts';
import { randomToken, sha256 } from '../lib/tokens.ts';
import { USER_AGENT_MAX } from '../../../src/lib/userAgent.ts';

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

/** Replaces the user's recovery codes with these (only their hashes are stored). */
export async function storeRecoveryCodes(
  db: Db,
  userId: number,
  codes: readonly string[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx
      .insert(recoveryCodes)
      .values(codes.map((code) => ({ userId, codeHash: sha256(normaliseRecoveryCode(code)) })));
  });
}

/** Uses one unused recovery code of the user, atomically: false when it is wrong or used. */
export async function useRecoveryCode(
  db: Db,
  userId: number,
  code: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, sha256(normaliseRecoveryCode(code))),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return rows.length > 0;
}
