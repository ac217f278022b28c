import { eq } from 'drizzle-orm';
import { recordSignIn } from '../../audit/record.ts';
import { LoginRefused, login } from '../../auth/login.ts';
import { siteNamesFor } from '../../auth/reauth.ts';
import { revokeToken, revokeUserSessions } from '../../auth/sessions.ts';
import { users } from '../../db/schema/index.ts';
import { MESSAGES, invalid, unauthorized } from '../../lib/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { newPasswordError } from '#domain/account/passwordRules.ts';
import { ok } from '../../lib/respond.ts';
import { logSecurityEvent } from '../../lib/security-log.ts';
import { mustEnableMfaNow } from '../../plugins/security.ts';
import type { HandlerMap } from '../register.ts';
import { mfaHandlers } from './mfa.ts';
import { sessionHandlers } from './sessions.ts';

export const authHandlers: HandlerMap = {
  async login(request) {
    const { name, password } = request.body;
    try {
      const result = await login(
        request.server.db,
        name,
        password,
        request.server.now(),
        request.headers['user-agent'],
      );
      if ('mfaToken' in result) {
        logSecurityEvent(request, 'login', { account: result.userId, outcome: 'mfa-required' });
        return ok({ mfaRequired: true, mfaToken: result.mfaToken }, MESSAGES.ok);
      }
      logSecurityEvent(request, 'login', { account: result.userId, outcome: 'success' });
      await recordSignIn(request.server.db, result.userId);
      return ok({ accessToken: result.token }, MESSAGES.loggedIn);
    } catch (error) {
      if (error instanceof LoginRefused)
        logSecurityEvent(request, 'login', { account: error.userId, outcome: error.outcome });
      throw error;
    }
  },
  async logout(request) {
    if (request.bearerToken) await revokeToken(request.server.db, request.bearerToken);
    return { meta: { message: MESSAGES.loggedOut }, data: null };
  },
  async getProfile(request) {
    const user = request.user;
    if (!user) throw unauthorized();
    const { id, name, roleId, roleName, email, mustChangePassword, mfaEnabled } = user;
    return ok({
      id,
      name,
      roleId,
      roleName,
      email,
      mustChangePassword,
      mfaEnabled,
      mustEnableMfa: mustEnableMfaNow(request),
    });
  },
  async updatePassword(request) {
    const user = request.user;
    if (!user) throw unauthorized();
    const body = request.body;
    const db = request.server.db;
    const [row] = await db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.id, user.id));
    if (!row || !(await verifyPassword(body.old_password, row.hash))) {
      logSecurityEvent(request, 'user.password-changed', {
        account: user.id,
        outcome: 'wrong-password',
      });
      throw invalid({ old_password: MESSAGES.wrongPassword });
    }
    if (body.new_password1 !== body.new_password2) {
      throw invalid({ new_password2: MESSAGES.passwordMismatch });
    }
    // Above all after a reset: keeping the shared word would leave the account open to every colleague.
    if (body.new_password1 === body.old_password)
      throw invalid({ new_password1: MESSAGES.samePassword });
    const siteNames = await siteNamesFor(db, request.server.config.appName);
    const weakPassword = newPasswordError(body.new_password1, user, siteNames);
    if (weakPassword) throw invalid({ new_password1: weakPassword });
    await db
      .update(users)
      .set({
        passwordHash: await hashPassword(body.new_password1),
        mustChangePassword: false,
        updatedAt: new Date(),
      })
      .where(eq(users.id, user.id));
    // Other devices must sign in again with the new password; this session stays.
    await revokeUserSessions(db, user.id, user.sessionId);
    logSecurityEvent(request, 'user.password-changed', { account: user.id, outcome: 'success' });
    return { meta: { message: MESSAGES.passwordChanged }, data: null };
  },
  ...sessionHandlers,
  ...mfaHandlers,
};
