import { describe, expect, it } from 'vitest';
import { isValidNpwp, npwpDigits } from './npwp.ts';

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
});
