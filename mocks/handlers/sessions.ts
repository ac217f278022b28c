// 'Sesi Aktif' (issue 27): the signed-in user's sessions, ending one, ending every other one.
import { HttpResponse } from 'msw';
import type { RequestHandler } from 'msw';
import { describeUserAgent } from '../../src/lib/account/userAgent.ts';
import { db, nextId } from '../db.ts';
import { msg } from '../messages.ts';
import {
  assertMockStepUp,
  idParam,
  mockSessionOf,
  notFound,
  route,
  signedIn,
  single,
  statusChange,
} from '../respond.ts';
import type { SessionRow } from '../rows.ts';

const tokenOf = (request: Request) =>
  /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1] ?? '';

/** Ends sessions: their rows go and their tokens stop working. */
export function endMockSessions(rows: readonly SessionRow[]): void {
  for (const row of rows)
    if (!db.revokedTokens.includes(row.token)) db.revokedTokens.push(row.token);
  db.sessions = db.sessions.filter((session) => !rows.includes(session));
}

/** Ends every session of a user (reset, role change, deactivation), or every one but `keepToken`. */
export function endMockSessionsOf(userId: number, keepToken?: string): void {
  endMockSessions(db.sessions.filter((row) => row.userId === userId && row.token !== keepToken));
}

/** The session a mock sign-in opens (one token per user: it replaces that token's row). */
export function openMockSession(userId: number, token: string, userAgent: string): void {
  const now = new Date().toISOString();
  db.sessions = db.sessions.filter((row) => row.token !== token);
  db.sessions.push({
    id: nextId(db.sessions),
    userId,
    token,
    userAgent,
    createdAt: now,
    lastSeenAt: now,
    // As on the server: the sign-in is the session's first step-up.
    reauthenticatedAt: now,
  });
}

/** Handlers of `admin/auth/sessions*`. */
export const sessionHandlers: RequestHandler[] = [
  ...route('get', '/admin/auth/sessions', (context) => {
    const user = signedIn(context);
    const token = tokenOf(context.request);
    const rows = db.sessions
      .filter((row) => row.userId === user.id)
      .sort((a, b) => b.lastSeenAt.localeCompare(a.lastSeenAt) || b.id - a.id);
    return single(
      rows.map((row) => ({
        id: row.id,
        ...describeUserAgent(row.userAgent),
        createdAt: row.createdAt,
        lastSeenAt: row.lastSeenAt,
        isCurrent: row.token === token,
      })),
    );
  }),
  ...route('delete', '/admin/auth/sessions', (context) => {
    endMockSessionsOf(signedIn(context).id, tokenOf(context.request));
    return HttpResponse.json({ meta: { message: msg.otherSessionsEnded }, data: null });
  }),
  ...route('delete', '/admin/auth/sessions/:id', (context) => {
    const user = signedIn(context);
    const id = idParam(context);
    // Ending this very session is signing out; another one needs the step-up.
    if (mockSessionOf(context.request)?.id !== id) assertMockStepUp(context.request);
    const row = db.sessions.find((session) => session.id === id && session.userId === user.id);
    if (!row) throw notFound();
    endMockSessions([row]);
    return statusChange(id, msg.sessionEnded);
  }),
];
