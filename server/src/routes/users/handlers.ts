import { siteNamesFor } from '../../auth/reauth.ts';
import { revokeUserSessions } from '../../auth/sessions.ts';
import { MESSAGES, invalid } from '../../lib/errors.ts';
import { adminListQuery } from '../../lib/list-query.ts';
import { DELETED, SAVED, TOGGLED, UPDATED, list, ok, statusChange } from '../../lib/respond.ts';
import { logSecurityEvent } from '../../lib/security-log.ts';
import { resetPasswordOf } from '../../seed/base.ts';
import { idOf, type HandlerMap } from '../register.ts';
import { LOOKUP_LIMIT, MAX_PAGE_SIZE } from '#domain/forms/limits.ts';

const actorOf = (request: { user: { id: number } | null }) => request.user?.id ?? 0;

export const userHandlers: HandlerMap = {
  async listAdminUsers(request) {
    const { rows, total } = await request.server.repos.users.list(adminListQuery(request.query));
    return list(rows, total);
  },
  getAdminUser: async (request) => ok(await request.server.repos.users.get(idOf(request))),
  async createAdminUser(request) {
    const siteNames = await siteNamesFor(request.server.db, request.server.config.appName);
    const row = await request.server.repos.users.create(request.body, siteNames);
    logSecurityEvent(request, 'user.created', { account: row.id, outcome: 'success' });
    return ok(row, SAVED);
  },
  async updateAdminUser(request) {
    const before = await request.server.repos.users.get(idOf(request));
    const row = await request.server.repos.users.update(idOf(request), request.body);
    // A new role takes effect at once: the user signs in again rather than keep a session of the old one.
    if (row.role.id !== before.role.id) await revokeUserSessions(request.server.db, row.id);
    logSecurityEvent(request, 'user.updated', { account: row.id, outcome: 'success' });
    return ok(row, UPDATED);
  },
  async deleteAdminUser(request) {
    await request.server.repos.users.remove(idOf(request), actorOf(request));
    logSecurityEvent(request, 'user.deleted', { account: idOf(request), outcome: 'success' });
    return statusChange(DELETED, idOf(request));
  },
  async toggleAdminUser(request) {
    const row = await request.server.repos.users.toggle(idOf(request), actorOf(request));
    // A deactivated user's tokens die at once, not at their next check.
    if (!row.isActive) await revokeUserSessions(request.server.db, row.id);
    logSecurityEvent(request, row.isActive ? 'user.activated' : 'user.deactivated', {
      account: row.id,
      outcome: 'success',
    });
    return statusChange(TOGGLED, row.id, row.isActive);
  },
  getResetPasswordDefault: async (request) =>
    ok({ password: await resetPasswordOf(request.server) }),
  async resetAdminUserPassword(request) {
    const id = idOf(request);
    await request.server.repos.users.resetPassword(id, await resetPasswordOf(request.server));
    await revokeUserSessions(
      request.server.db,
      id,
      id === actorOf(request) ? request.user?.sessionId : undefined,
    );
    logSecurityEvent(request, 'user.password-reset', { account: id, outcome: 'success' });
    return statusChange(MESSAGES.passwordReset, id);
  },
  async resetAdminUserMfa(request) {
    const id = idOf(request);
    await request.server.repos.users.resetMfa(id, actorOf(request));
    // Whoever held the second factor signs in again, with the password alone or a new enrolment.
    await revokeUserSessions(request.server.db, id);
    logSecurityEvent(request, 'user.mfa-reset', { account: id, outcome: 'success' });
    return statusChange(MESSAGES.mfaReset, id);
  },
  async endAdminUserSessions(request) {
    const id = idOf(request);
    await request.server.repos.users.get(id);
    // The own sessions are ended in 'Sesi Aktif', where the step-up is asked.
    if (id === actorOf(request)) throw invalid({}, MESSAGES.userSessionsSelf);
    await revokeUserSessions(request.server.db, id);
    logSecurityEvent(request, 'user.sessions-ended', { account: id, outcome: 'success' });
    return statusChange(MESSAGES.userSessionsEnded, id);
  },
  async listRoles(request) {
    const q = request.query;
    return {
      data: await request.server.repos.users.roles(
        Math.min(MAX_PAGE_SIZE, q.limit ?? LOOKUP_LIMIT),
        (q.search ?? '').trim(),
      ),
    };
  },
};
