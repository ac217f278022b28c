// The hash's cost follows the app's setting (PASSWORD_SCRYPT_N, or a test app's lower one); a
// hash made at another cost still verifies and asks to be made again.
import { afterEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_SCRYPT_N,
  hashPassword,
  needsRehash,
  setScryptCost,
  verifyPassword,
} from './passwords.ts';

describe('password hashes', () => {
  afterEach(() => setScryptCost(DEFAULT_SCRYPT_N));

  it('are made at the set cost, and one made at another cost verifies and needs rehashing', async () => {
    setScryptCost(1024);
    const cheap = await hashPassword('kata-sandi-1');
    expect(cheap).toMatch(/^scrypt\$1024\$8\$5\$/);
    expect(needsRehash(cheap)).toBe(false);
    setScryptCost(2048);
    expect(needsRehash(cheap)).toBe(true);
    expect(await verifyPassword('kata-sandi-1', cheap)).toBe(true);
    expect(await verifyPassword('kata-sandi-2', cheap)).toBe(false);
    expect(() => setScryptCost(1000)).toThrow(/power of two/);
    expect(() => setScryptCost(512)).toThrow(/power of two/);
  });
});
