// Sessions: opaque tokens stored as sha256, 8 hours idle and 7 days at most (DECISIONS.md).
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { roles, sessions, users } from '../db/schema/index.ts';
import { randomToken, sha256 } from '../lib/tokens.ts';
import { USER_AGENT_MAX } from '#domain/account/userAgent.ts';

export const IDLE_MS = 8 * 60 * 60 * 1000;
export const ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;
// Refreshing lastUsedAt on every call would be a write per request; a minute's slack is harmless.
const TOUCH_AFTER_MS = 60 * 1000;

export interface AuthUser {
  id: number;
  name: string;
  email: string;
  roleId: number;
  roleName: string;
  sessionId: number;
  /** After "Reset Password": only the password change (and the profile) is open to this user. */
  mustChangePassword: boolean;
  /** Two-step sign-in is on (a confirmed TOTP key). */
  mfaEnabled: boolean;
  /** When this session last proved a factor (its sign-in, or `admin/auth/reauth`); null before issue 33. */
  reauthenticatedAt: Date | null;
}

/** `userAgent`: the browser's User-Agent, kept (cut to 512 characters) for 'Sesi Aktif'. */
export async function createSession(
  db: Db,
  userId: number,
  now: Date,
  userAgent?: string | null,
): Promise<string> {
  const token = randomToken();
  await db.insert(sessions).values({
    userId,
    tokenHash: sha256(token),
    createdAt: now,
    lastUsedAt: now,
    expiresAt: new Date(now.getTime() + ABSOLUTE_MS),
    userAgent: userAgent ? userAgent.slice(0, USER_AGENT_MAX) : null,
    // The sign-in that makes it is a full authentication: it counts as the first step-up.
    reauthenticatedAt: now,
  });
  return token;
}

/** The active user behind a token, or null when the token is unknown, expired or the user inactive. */
export async function resolveSession(db: Db, token: string, now: Date): Promise<AuthUser | null> {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      lastUsedAt: sessions.lastUsedAt,
      expiresAt: sessions.expiresAt,
      id: users.id,
      name: users.name,
      email: users.email,
      isActive: users.isActive,
      roleId: users.roleId,
      roleName: roles.name,
      mustChangePassword: users.mustChangePassword,
      mfaEnabled: sql<boolean>`${users.totpSecret} is not null`,
      reauthenticatedAt: sessions.reauthenticatedAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(sessions.tokenHash, sha256(token)))
    .limit(1);
  if (!row) return null;
  const idleFor = now.getTime() - row.lastUsedAt.getTime();
  if (!row.isActive || idleFor > IDLE_MS || now.getTime() > row.expiresAt.getTime()) {
    await db.delete(sessions).where(eq(sessions.id, row.sessionId));
    return null;
  }
  if (idleFor > TOUCH_AFTER_MS)
    await db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, row.sessionId));
  const { sessionId, id, name, email, roleId, roleName, mustChangePassword, mfaEnabled } = row;
  const { reauthenticatedAt } = row;
  return {
    sessionId,
    id,
    name,
    email,
    roleId,
    roleName,
    mustChangePassword,
    mfaEnabled,
    reauthenticatedAt,
  };
}

export async function revokeToken(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, sha256(token)));
}

/** Revokes every session of a user, or every one but `keepSessionId` (own password change). */
export async function revokeUserSessions(
  db: Db,
  userId: number,
  keepSessionId?: number,
): Promise<void> {
  const condition =
    keepSessionId === undefined
      ? eq(sessions.userId, userId)
      : and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId));
  await db.delete(sessions).where(condition);
}

/** Marks the session as re-authenticated now (`admin/auth/reauth`). */
export async function markReauthenticated(db: Db, sessionId: number, now: Date): Promise<void> {
  await db.update(sessions).set({ reauthenticatedAt: now }).where(eq(sessions.id, sessionId));
}
