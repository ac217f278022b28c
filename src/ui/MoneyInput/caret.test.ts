import { describe, expect, it } from 'vitest';
import { caretAfterDigits, digitsBeforeCaret, leadingZerosDropped } from './caret.ts';

describe('digitsBeforeCaret', () => {
  it('counts only digits before the caret', () => {
    expect(digitsBeforeCaret('1.2348.567', 6)).toBe(5);
    expect(digitsBeforeCaret('Rp 1.000', 3)).toBe(0);
  });
  it('ignores digits after the decimal comma', () => {
    expect(digitsBeforeCaret('5.000,75', 8)).toBe(4);
  });
});

describe('caretAfterDigits', () => {
  it('lands right after the n-th digit, skipping separators', () => {
    expect(caretAfterDigits('12.348.567', 5)).toBe(6);
    expect(caretAfterDigits('1.234', 1)).toBe(1);
  });
  it('clamps to the ends', () => {
    expect(caretAfterDigits('1.234', 0)).toBe(0);
    expect(caretAfterDigits('1.234', 9)).toBe(5);
  });
});

describe('leadingZerosDropped', () => {
  it('counts zeros the number lost', () => {
    expect(leadingZerosDropped('007', '7')).toBe(2);
    expect(leadingZerosDropped('0', '0')).toBe(0);
    expect(leadingZerosDropped('1.234', '1.234')).toBe(0);
  });
});
