import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_COUNT, isCommonPassword, newPasswordError } from './passwordRules.ts';

const account = { name: 'Budi Santoso', email: 'budi.s@example.com' };

describe('newPasswordError', () => {
  it('refuses the most common passwords, in any case', () => {
    for (const password of ['password', '12345678', 'Password123', 'QWERTYUIOP', 'iloveyou'])
      expect(newPasswordError(password, account)).toBe(
        'Password terlalu umum, gunakan password lain',
      );
  });

  it('takes exactly the first 10,000 of the ranked list', () => {
    expect(COMMON_PASSWORD_COUNT).toBe(10_000);
    expect(isCommonPassword('dragon')).toBe(true);
    // The 10,000th and 10,001st of zxcvbn-ts's ranked list.
    expect(isCommonPassword('24081990')).toBe(true);
    expect(isCommonPassword('25021983')).toBe(false);
  });

  it("refuses the account's name or e-mail inside the password", () => {
    const message = 'Password tidak boleh memuat nama atau email pengguna';
    expect(newPasswordError('xx-Budi Santoso-77', account)).toBe(message);
    expect(newPasswordError('BUDI.S@EXAMPLE.COM!', account)).toBe(message);
    expect(newPasswordError('budi santoso', { name: 'budi santoso', email: '' })).toBe(message);
  });

  it('lets an uncommon password through, up to 128 characters', () => {
    expect(newPasswordError('Katup-Silinder-Biru-9', account)).toBeUndefined();
    expect(newPasswordError('k'.repeat(127) + '!', account)).toBeUndefined();
    // A name of two letters is too short to look for.
    expect(newPasswordError('Katup-al-Silinder', { name: 'al', email: '' })).toBeUndefined();
  });
});
