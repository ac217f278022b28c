import { describe, expect, it } from 'vitest';
import { isRequiredFilled } from './required.ts';

describe('isRequiredFilled', () => {
  it('fails on null and undefined', () => {
    expect(isRequiredFilled(null)).toBe(false);
    expect(isRequiredFilled(undefined)).toBe(false);
  });

  it('fails on empty and whitespace-only strings, after trimming', () => {
    expect(isRequiredFilled('')).toBe(false);
    expect(isRequiredFilled(' ')).toBe(false);
    expect(isRequiredFilled('\t\n\r ')).toBe(false);
    // Non-breaking, ideographic and BOM spaces look empty too.
    expect(isRequiredFilled('\u00a0\u3000\ufeff')).toBe(false);
  });

  it('passes on text with content, even surrounded by spaces', () => {
    expect(isRequiredFilled('Festo')).toBe(true);
    expect(isRequiredFilled('  a  ')).toBe(true);
    expect(isRequiredFilled('0')).toBe(true);
    expect(isRequiredFilled('😀')).toBe(true);
  });

  it('treats a zero-width space as content: trim() does not remove it', () => {
    expect(isRequiredFilled('\u200b')).toBe(true);
  });

  it('fails on an empty array and passes on a non-empty one', () => {
    expect(isRequiredFilled([])).toBe(false);
    expect(isRequiredFilled([''])).toBe(true);
    expect(isRequiredFilled([{ id: 1 }])).toBe(true);
  });

  it('passes on numbers including 0 and negatives, fails on NaN', () => {
    expect(isRequiredFilled(0)).toBe(true);
    expect(isRequiredFilled(-1)).toBe(true);
    expect(isRequiredFilled(150000)).toBe(true);
    expect(isRequiredFilled(Number.NaN)).toBe(false);
  });

  it('passes on booleans and selected option objects', () => {
    expect(isRequiredFilled(false)).toBe(true);
    expect(isRequiredFilled(true)).toBe(true);
    expect(isRequiredFilled({ id: 3, text: 'Festo' })).toBe(true);
  });
});
