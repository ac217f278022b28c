import { createHash, randomBytes, randomFillSync } from 'node:crypto';

/** An opaque bearer token: 256 random bits. */
export const randomToken = (): string => randomBytes(32).toString('base64url');

// CSRF cookies are set on every answer to a client that has none (a first visit, a crawler, a
// load test), so their bytes come from a buffer the CSPRNG refills 128 tokens at a time, as Node's
// randomUUID does: one call into OpenSSL per 128 answers instead of one each (randomBytes was
// 9-10 % of a suggestion's CPU under load). Each byte is handed out once and wiped.
const CSRF_POOL = Buffer.alloc(32 * 128);
let csrfUsed = CSRF_POOL.length;

/** A CSRF token: 256 random bits, base64url. */
export function csrfToken(): string {
  if (csrfUsed === CSRF_POOL.length) {
    randomFillSync(CSRF_POOL);
    csrfUsed = 0;
  }
  const token = CSRF_POOL.toString('base64url', csrfUsed, csrfUsed + 32);
  CSRF_POOL.fill(0, csrfUsed, csrfUsed + 32);
  csrfUsed += 32;
  return token;
}

/** Tokens are looked up by their sha256 so the database never holds a usable token. */
export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');
