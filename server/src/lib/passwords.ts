// scrypt password hashes (node:crypto, no native addon): `scrypt$N$r$p$salt$hash`, base64url.
// Parameters: OWASP's Password Storage Cheat Sheet lists N=2^17, r=8, p=1 and equivalents; we take
// N=2^14, r=8, p=5 from that list, which costs the same work in 16 MiB instead of 128 MiB per check.
// N is PASSWORD_SCRYPT_N: an operator may raise it (a machine that affords more), never lower it.
// The API tests' apps set a lower one through their config object (server/test/helpers/test-app.ts).
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** scrypt's cost N for new hashes when PASSWORD_SCRYPT_N is unset. */
export const DEFAULT_SCRYPT_N = 16384;
/** The lowest cost a test app may set (~3 ms a hash); never reachable from the environment. */
const MIN_SCRYPT_N = 2 ** 10;
/** 128 MiB a check (OWASP's N=2^17): more would let a few sign-ins exhaust a small server. */
const MAX_SCRYPT_N = 2 ** 17;
const R = 8;
const P = 5;
const KEY_LENGTH = 32;

let N = DEFAULT_SCRYPT_N;
/** A hash of a random password at today's cost (dummyPasswordHash). */
let dummy: Promise<string> | null = null;

const isPowerOfTwo = (n: number) => Number.isInteger(n) && n > 0 && (n & (n - 1)) === 0;

/**
 * PASSWORD_SCRYPT_N read: a power of two from the default (2^14) to 2^17; unset or empty is the
 * default. An operator can make hashes dearer, not cheaper than OWASP's listed parameters.
 */
export function scryptCostFrom(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_SCRYPT_N;
  const n = Number(value);
  if (!isPowerOfTwo(n) || n < DEFAULT_SCRYPT_N || n > MAX_SCRYPT_N)
    throw new Error(
      `PASSWORD_SCRYPT_N must be a power of two from ${DEFAULT_SCRYPT_N} to ${MAX_SCRYPT_N}, not "${value}"`,
    );
  return n;
}

/**
 * The cost of the hashes made from now on (the app sets it from its config at start; a test app
 * may set down to 2^10). Hashes stored with another cost still verify, and are made again at
 * their next sign-in.
 */
export function setScryptCost(n: number): void {
  if (n === N) return;
  if (!isPowerOfTwo(n) || n < MIN_SCRYPT_N || n > MAX_SCRYPT_N)
    throw new Error(
      `scrypt's cost must be a power of two from ${MIN_SCRYPT_N} to ${MAX_SCRYPT_N}, not ${n}`,
    );
  N = n;
  dummy = null;
}

function derive(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  // scrypt takes 128·N·r bytes; Node refuses past maxmem (32 MiB by default), and so a stored
  // hash with a cost past the largest allowed.
  const maxmem = Math.max(64 * 1024 * 1024, 2 * 128 * Math.min(n, MAX_SCRYPT_N) * r);
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, { N: n, r, p, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, N, R, P);
  return ['scrypt', N, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(
    password,
    Buffer.from(salt, 'base64url'),
    Number(n),
    Number(r),
    Number(p),
  );
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** Whether a stored hash was made with other parameters than today's (upgrade it at sign-in). */
export function needsRehash(stored: string): boolean {
  return !stored.startsWith(`scrypt$${N}$${R}$${P}$`);
}

/** A hash of a random password, checked for unknown names so they cost what known ones cost. */
export function dummyPasswordHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(16).toString('base64url'));
  return dummy;
}

/** A readable random password for generated credentials (printed once). */
export function generatePassword(): string {
  return randomBytes(12).toString('base64url');
}
