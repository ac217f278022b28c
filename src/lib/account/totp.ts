// TOTP (RFC 6238) through otpauth, one home for the server and the mocks: SHA-1, 6 digits,
// 30-second steps and one step of drift either way, as every common authenticator app expects.
import { Secret, TOTP } from 'otpauth';

export const TOTP_PERIOD_S = 30;
export const TOTP_DRIFT_STEPS = 1;
/** What an authenticator shows as the account's issuer. */
export const TOTP_ISSUER = 'Katalog Pneumatik';

function totpOf(secretBase32: string, label = ''): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_S,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A new random key (160 bits, RFC 4226's recommendation), in base32. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The key's otpauth:// URI, for the QR code. */
export const totpUri = (secretBase32: string, label: string): string =>
  totpOf(secretBase32, label).toString();

/** The time step a 6-digit code belongs to (within ±1 of `now`), or null when it matches none. */
export function matchTotpStep(secretBase32: string, code: string, now: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const totp = totpOf(secretBase32);
  const delta = totp.validate({ token: code, timestamp: now.getTime(), window: TOTP_DRIFT_STEPS });
  return delta === null ? null : totp.counter({ timestamp: now.getTime() }) + delta;
}

/** The code of the step at `at` (what the user's app shows then; tests and stories use it). */
export function totpCodeAt(secretBase32: string, at: Date): string {
  return totpOf(secretBase32).generate({ timestamp: at.getTime() });
}
