// Sign-in with a lockout counted in the database (so every instance agrees): three failures for
// one name within a minute lock that name for a minute after the third failure.
import { and, desc, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { loginAttempts, users } from '../db/schema/index.ts';
import { ApiError } from '../lib/errors.ts';
import { verifyPassword } from '../lib/passwords.ts';
import { createSession } from './sessions.ts';

export const LOCK_MS = 60 * 1000;
export const MAX_FAILURES = 3;
export const LOCKED_MESSAGE = 'Anda gagal masuk 3x, silahkan coba lagi 1 menit lagi';
export const WRONG_MESSAGE = 'Username atau password salah.';
export const INACTIVE_MESSAGE = 'Akun Anda tidak aktif. Hubungi administrator.';

/** Milliseconds the name stays locked, 0 when it is not locked. */
async function lockRemaining(db: Db, nameKey: string, now: Date): Promise<number> {
  const recent = await db
    .select({ at: loginAttempts.attemptedAt })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.nameKey, nameKey), gt(loginAttempts.attemptedAt, new Date(now.getTime() - 2 * LOCK_MS))))
    .orderBy(desc(loginAttempts.attemptedAt))
    .limit(MAX_FAILURES);
  const [latest] = recent;
  const third = recent[MAX_FAILURES - 1];
  if (!latest || !third || latest.at.getTime() - third.at.getTime() > LOCK_MS) return 0;
  return Math.max(0, latest.at.getTime() + LOCK_MS - now.getTime());
}

async function recordFailure(db: Db, nameKey: string, now: Date): Promise<void> {
  await db.insert(loginAttempts).values({ nameKey, attemptedAt: now });
  // Old rows say nothing about any lock any more.
  await db.delete(loginAttempts).where(lt(loginAttempts.attemptedAt, new Date(now.getTime() - 10 * LOCK_MS)));
}

export async function login(db: Db, name: string, password: string, now: Date): Promise<string> {
  const nameKey = name.trim().toLowerCase();
  const remaining = await lockRemaining(db, nameKey, now);
  if (remaining > 0) {
    throw new ApiError(429, LOCKED_MESSAGE, {}, { 'retry-after': String(Math.ceil(remaining / 1000)) });
  }
  const [user] = await db
    .select()
    .from(users)
    .where(or(eq(sql`lower(${users.name})`, nameKey), eq(sql`lower(${users.email})`, nameKey)))
    .limit(1);
  if (!user || !(await verifyPassword(password, user.passwordHash))) {
    await recordFailure(db, nameKey, now);
    throw new ApiError(401, WRONG_MESSAGE);
  }
  if (!user.isActive) throw new ApiError(401, INACTIVE_MESSAGE);
  await db.delete(loginAttempts).where(eq(loginAttempts.nameKey, nameKey));
  return createSession(db, user.id, now);
}
