// 'Verifikasi Dua Langkah' (issue 27): the code step of a sign-in, and turning it on and off;
// the step-up that turning it on or off and ending sessions need (issue 33, `x-step-up`).
import { eq } from 'drizzle-orm';
import { recordSignIn } from '../../audit/record.ts';
import { LoginRefused, verifySecondFactor } from '../../auth/login.ts';
import { newRecoveryCodes, storeRecoveryCodes } from '../../auth/mfa.ts';
import { reauthenticate } from '../../auth/reauth.ts';
import { acceptTotpStep, matchTotpStep, newTotpSecret, totpEnrolment } from '../../auth/totp.ts';
import { recoveryCodes, users } from '../../db/schema/index.ts';
import { MESSAGES, invalid, unauthorized } from '../../lib/errors.ts';
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
  async reauthenticate(request) {
    const user = request.user;
    if (!user) throw unauthorized();
    const until = await reauthenticate(
      request.server.db,
      user,
      request.body,
      request.server.now(),
      (outcome) =>
        logSecurityEvent(request, 'session.reauthenticated', { account: user.id, outcome }),
    );
    return ok({ until: until.toISOString() });
  },
  // The step-up (a current code, `x-step-up`) is checked before this runs.
  async disableMfa(request) {
    const user = request.user;
    if (!user) throw unauthorized();
    const db = request.server.db;
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
