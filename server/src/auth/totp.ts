// The server's side of TOTP (the rule is src/lib/account/totp.ts): the QR code of a new key, and the
// replay guard. Each accepted step is remembered per user, so a code is accepted once: its replay,
// or an older step's code, is refused (ASVS 5.0 V6.5.1).
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { totpUri } from '#domain/account/totp.ts';

export { matchTotpStep, newTotpSecret, totpCodeAt } from '#domain/account/totp.ts';

/** The key's otpauth:// URI and that URI as an SVG QR code (a data URL an <img> can show). */
export async function totpEnrolment(
  secretBase32: string,
  label: string,
): Promise<{ otpauthUri: string; qrCode: string }> {
  const otpauthUri = totpUri(secretBase32, label);
  const svg = await QRCode.toString(otpauthUri, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 2,
  });
  return { otpauthUri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/**
 * Records `step` as the user's last accepted one, atomically: false when that step or a later one
 * was accepted already (a replay, or two requests racing with one code).
 */
export async function acceptTotpStep(db: Db, userId: number, step: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return rows.length > 0;
}
