// 'Verifikasi Dua Langkah' (issue 27): the code step of a sign-in, and turning it on and off.
import { eq } from 'drizzle-orm';
import { recordSignIn } from '../../audit/record.ts';
import { LoginRefused, verifySecondFactor } from '../../auth/login.ts';
import { newRecoveryCodes, storeRecoveryCodes } from '../../auth/mfa.ts';
import { acceptTotpStep, matchTotpStep, newTotpSecret, totpEnrolment } from '../../auth/totp.ts';
import { recoveryCodes, users } from '../../db/schema/index.ts';
import { MESSAGES, invalid, unauthorized } from '../../lib/errors.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { ok } from '../../lib/respond.ts';
import { logSecurityEvent } from '../../lib/security-log.ts';
import type { HandlerMap } from '../../lib/handler.ts';

export const mfaHandlers: HandlerMap = {
  async verifyMfa(request) {
    const { mfaToken, code } = request.body;
    try {
      const { token, userId } = await verifySecondFactor(
        request.server.db,
        mfaToken,
        code,
        request.server.now(),
        request.headers['user-agent'],
      );
      logSecurityEvent(request, 'login', { account: userId, outcome: 'success' });
      await recordSignIn(request.server.db, userId);
      return ok({ accessToken: token }, MESSAGES.loggedIn);
    } catch (error) {
      if (error instanceof LoginRefused)
        logSecurityEvent(request, 'login', { account: error.userId, outcome: error.outcome });
      throw error;
    }
  },
  async setupMfa(request) {
    const user = request.user;
    if (!user) throw unauthorized();
    const db = request.server.db;
    const [row] = await db
      .select({ secret: users.totpSecret })
      .from(users)
      .where(eq(users.id, user.id));
    if (row?.secret) throw invalid({}, MESSAGES.mfaAlreadyOn);
    const secret = newTotpSecret();
    await db.update(users).set({ totpPendingSecret: secret }).where(eq(users.id, user.id));
    return ok({ secret, ...(await totpEnrolment(secret, user.email || user.name)) });
  },
  async enableMfa(request) {
    const user = request.user;
    if (!user) throw unauthorized();
    const { code } = request.body;
    const db = request.server.db;
    const [row] = await db
      .select({ pending: users.totpPendingSecret, secret: users.totpSecret })
      .from(users)
      .where(eq(users.id, user.id));
    if (row?.secret) throw invalid({}, MESSAGES.mfaAlreadyOn);
    if (!row?.pending) throw invalid({ code: MESSAGES.mfaNotStarted });
    const step = matchTotpStep(row.pending, code.trim(), request.server.now());
    if (step === null || !(await acceptTotpStep(db, user.id, step)))
      throw invalid({ code: MESSAGES.wrongCode });
    await db
      .update(users)
      .set({ totpSecret: row.pending, totpPendingSecret: null })
      .where(eq(users.id, user.id));
    const codes = newRecoveryCodes();
    await storeRecoveryCodes(db, user.id, codes);
    logSecurityEvent(request, 'user.mfa-enabled', { account: user.id, outcome: 'success' });
    return ok({ recoveryCodes: codes }, MESSAGES.mfaEnabled);
  },
  async disableMfa(request) {
    const user = request.user;
    if (!user) throw unauthorized();
    const { password } = request.body;
    const db = request.server.db;
    const [row] = await db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.id, user.id));
    if (!row || !(await verifyPassword(password, row.hash))) {
      logSecurityEvent(request, 'user.mfa-disabled', {
        account: user.id,
        outcome: 'wrong-password',
      });
      throw invalid({ password: MESSAGES.wrongPassword });
    }
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ totpSecret: null, totpPendingSecret: null, totpLastStep: null })
        .where(eq(users.id, user.id));
      await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    });
    logSecurityEvent(request, 'user.mfa-disabled', { account: user.id, outcome: 'success' });
    return { meta: { message: MESSAGES.mfaDisabled }, data: null };
  },
};
