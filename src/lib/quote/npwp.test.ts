import { describe, expect, it } from 'vitest';
import { isValidNpwp, NPWP_MESSAGES, npwpDigits, npwpError, npwpProblem } from './npwp.ts';

describe('NPWP', () => {
  it('strips dots, dashes and spaces', () => {
    expect(npwpDigits('01.312.166.0-091.000')).toBe('013121660091000');
    expect(npwpDigits(' 01 312 166 0 091 000 ')).toBe('013121660091000');
  });

  it('takes 15 digits whose 9th is the Luhn check digit', () => {
    expect(isValidNpwp('01.312.166.0-091.000')).toBe(true);
    expect(isValidNpwp('016090524017000')).toBe(true);
    // The check digit off by one.
    expect(isValidNpwp('01.312.166.1-091.000')).toBe(false);
  });

  it('takes 16 digits: 0 and the 15-digit number, or a NIK', () => {
    expect(isValidNpwp('0013121660091000')).toBe(true);
    expect(isValidNpwp('0013121661091000')).toBe(false);
    // Province 35, a woman born on the 31st (71), February.
    expect(isValidNpwp('3502027102019913')).toBe(true);
    // Month 13.
    expect(isValidNpwp('3502023113019913')).toBe(false);
    // Province 99 does not exist.
    expect(isValidNpwp('9902020102019913')).toBe(false);
  });

  it('refuses other lengths and letters', () => {
    expect(isValidNpwp('01312166009100')).toBe(false);
    expect(isValidNpwp('01312166009100012')).toBe(false);
    expect(isValidNpwp('01.312.166.0-091.00A')).toBe(false);
    expect(isValidNpwp('01/312/166/0/091/000')).toBe(false);
    expect(isValidNpwp('')).toBe(false);
  });

  it('says which rule failed: characters, length, then the check digit or NIK fields', () => {
    expect(npwpProblem('01.312.166.0-091.000')).toBeNull();
    expect(npwpError('01.312.166.0-091.000')).toBeNull();
    // Issue 32: 15 digits with a wrong check digit is not a length problem.
    expect(npwpProblem('01.234.567.8-901.000')).toBe('invalid');
    expect(npwpError('01.234.567.8-901.000')).toBe('Nomor NPWP tidak valid, periksa kembali');
    expect(npwpError('0013121661091000')).toBe(NPWP_MESSAGES.invalid);
    expect(npwpError('3502023113019913')).toBe(NPWP_MESSAGES.invalid);
    // Too few or too many digits, however punctuated.
    expect(npwpError('12.345')).toBe('NPWP harus 15 atau 16 angka');
    expect(npwpError('01.312.166.0-091.00')).toBe(NPWP_MESSAGES.length);
    expect(npwpError('01312166009100012')).toBe(NPWP_MESSAGES.length);
    expect(npwpError('')).toBe(NPWP_MESSAGES.length);
    // A letter or a slash is named as such, even at a wrong length.
    expect(npwpError('01.312.166.0-091.00A')).toBe(NPWP_MESSAGES.characters);
    expect(npwpError('01/312/166/0/091/000')).toBe(NPWP_MESSAGES.characters);
    expect(new Set(Object.values(NPWP_MESSAGES)).size).toBe(3);
  });
});
