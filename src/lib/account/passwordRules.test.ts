import { describe, expect, it } from 'vitest';
import {
  COMMON_PASSWORD_COUNT,
  CONTEXT_WORDS,
  contextWordsOf,
  isCommonPassword,
  newPasswordError,
  siteNamesOf,
} from './passwordRules.ts';

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

  it('refuses each longer word of the name or of the mail name, in any case', () => {
    const message = 'Password tidak boleh memuat nama atau email pengguna';
    const putri = { name: 'Putri Sales', email: 'ps@example.com' };
    expect(newPasswordError('PutriSales-2026!', putri)).toBe(message);
    expect(newPasswordError('Hijau-SALES-2026', putri)).toBe(message);
    expect(newPasswordError('Lampu-budi-Hijau', account)).toBe(message);
    // Words under four letters are not looked for ('ps', 'al'), nor the mail's domain.
    expect(newPasswordError('Lampu-ps-Hijau-9', putri)).toBeUndefined();
    expect(newPasswordError('Lampu-example-9', account)).toBeUndefined();
  });

  it('lets an uncommon password through, up to 128 characters', () => {
    expect(newPasswordError('Lampu-Hijau-Biru-9', account)).toBeUndefined();
    expect(newPasswordError('k'.repeat(127) + '!', account)).toBeUndefined();
    // A name of two letters is too short to look for.
    expect(newPasswordError('Lampu-al-Hijau', { name: 'al', email: '' })).toBeUndefined();
  });

  describe('context-specific words (ASVS 6.1.2, 6.2.11)', () => {
    const message = 'Password tidak boleh memuat nama situs, nama perusahaan, atau nama produk';
    const site = siteNamesOf({ appName: 'Sinar Teknik Jaya', email: 'info@sinarjaya.co.id' });

    it('refuses the product words, in any case and with look-alike digits', () => {
      expect(CONTEXT_WORDS).toEqual(expect.arrayContaining(['pneumatik', 'katalog']));
      for (const password of [
        'Pneumatik-Biru-2026',
        'xKATALOGx-77',
        'Pn3umat1k!!hijau',
        'kat4l0g-Lampu',
      ])
        expect(newPasswordError(password, account)).toBe(message);
    });

    it("refuses the site's name, its longer words, and the company's mail domain", () => {
      expect(site).toEqual(['Sinar Teknik Jaya', 'sinarjaya']);
      for (const password of [
        'SinarTeknikJaya1',
        'lampu-TEKNIK-99',
        'Sinar-Jaya-Kuat-8',
        's1nar-lampu-hijau',
      ])
        expect(newPasswordError(password, account, site)).toBe(message);
      // 'Jaya' has four letters and counts; a three-letter word of a name does not ('PT').
      expect(
        newPasswordError('PT-Lampu-Hijau-9', account, siteNamesOf({ appName: 'PT Abadi' })),
      ).toBeUndefined();
      // Without the site's names only the fixed words apply.
      expect(newPasswordError('lampu-TEKNIK-99', account)).toBeUndefined();
    });

    it("leaves a webmail provider's name out, and keeps each word once", () => {
      expect(siteNamesOf({ appName: 'Katalog Pneumatik', email: 'toko@gmail.com' })).toEqual([
        'Katalog Pneumatik',
      ]);
      const words = contextWordsOf(['Katalog Pneumatik']);
      expect(words).toContain('katalogpneumatik');
      expect(words.filter((word) => word === 'katalog')).toHaveLength(1);
    });

    it('comes after the common-password and personal checks', () => {
      expect(newPasswordError('password', account, site)).toBe(
        'Password terlalu umum, gunakan password lain',
      );
      expect(newPasswordError('budi santoso pneumatik', account)).toBe(
        'Password tidak boleh memuat nama atau email pengguna',
      );
    });
  });
});
