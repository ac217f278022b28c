// 'Sesi Aktif' (issue 27, ASVS 5.0 V7.4/V7.5): a user's live sessions, and ending one of them.
import { and, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { sessions } from '../db/schema/index.ts';
import { describeUserAgent } from '#domain/account/userAgent.ts';
import { IDLE_MS } from './sessions.ts';

export interface SessionView {
  id: number;
  browser: string;
  system: string;
  createdAt: string;
  lastSeenAt: string;
  isCurrent: boolean;
}

/** The user's sessions that still work (neither idle past 8 hours nor past 7 days), latest seen first. */
export async function listUserSessions(
  db: Db,
  userId: number,
  currentSessionId: number,
  now: Date,
): Promise<SessionView[]> {
  const rows = await db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      createdAt: sessions.createdAt,
      lastUsedAt: sessions.lastUsedAt,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        gt(sessions.expiresAt, now),
        gt(sessions.lastUsedAt, new Date(now.getTime() - IDLE_MS)),
      ),
    )
    .orderBy(desc(sessions.lastUsedAt), desc(sessions.id));
  return rows.map((row) => ({
    id: row.id,
    ...describeUserAgent(row.userAgent),
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastUsedAt.toISOString(),
    isCurrent: row.id === currentSessionId,
  }));
}

/** Ends one of the user's own sessions; false when the id is not theirs (or already gone). */
export async function endUserSession(db: Db, userId: number, sessionId: number): Promise<boolean> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  return ended.length > 0;
}
