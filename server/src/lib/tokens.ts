import { createHash, randomBytes } from 'node:crypto';

/** An opaque bearer or CSRF token: 256 random bits. */
export const randomToken = (): string => randomBytes(32).toString('base64url');

/** Tokens are looked up by their sha256 so the database never holds a usable token. */
export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');
