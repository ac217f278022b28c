// 'Sesi Aktif': the signed-in user's sessions, 'Keluar dari sesi ini', 'Keluar dari semua sesi lain'.
import { endUserSession, listUserSessions } from '../../auth/session-list.ts';
import { revokeUserSessions } from '../../auth/sessions.ts';
import { MESSAGES, notFound, unauthorized } from '../../lib/errors.ts';
import { assertStepUp } from '../../plugins/security.ts';
import { ok } from '../../lib/respond.ts';
import { logSecurityEvent } from '../../lib/security-log.ts';
import type { HandlerMap } from '../../lib/handler.ts';
import { idOf } from '../register.ts';

export const sessionHandlers: HandlerMap = {
  async listSessions(request) {
    const user = request.user;
    if (!user) throw unauthorized();
    return ok(
      await listUserSessions(request.server.db, user.id, user.sessionId, request.server.now()),
    );
  },
  async endSession(request) {
    const user = request.user;
    if (!user) throw unauthorized();
    // Ending this very session is signing out; ending another one needs the step-up (ASVS 7.5.2).
    if (idOf(request) !== user.sessionId) assertStepUp(request);
    if (!(await endUserSession(request.server.db, user.id, idOf(request)))) throw notFound();
    logSecurityEvent(request, 'session.ended', { account: user.id, outcome: 'success' });
    return { meta: { message: MESSAGES.sessionEnded }, data: { id: idOf(request) } };
  },
  async endOtherSessions(request) {
    const user = request.user;
    if (!user) throw unauthorized();
    await revokeUserSessions(request.server.db, user.id, user.sessionId);
    logSecurityEvent(request, 'session.others-ended', { account: user.id, outcome: 'success' });
    return { meta: { message: MESSAGES.otherSessionsEnded }, data: null };
  },
};
