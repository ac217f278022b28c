import { describe, expect, it } from 'vitest';
import { CARD_TITLE_MAX, ELLIPSIS, NEWS_DESCRIPTION_MAX, truncate } from './truncate.ts';

describe('truncate', () => {
  it('exports the DECISIONS limits and marker', () => {
    expect(CARD_TITLE_MAX).toBe(10);
    expect(NEWS_DESCRIPTION_MAX).toBe(250);
    expect(ELLIPSIS).toBe('...');
  });

  it('keeps text up to the limit unchanged, with no "..."', () => {
    expect(truncate('Silinder', 10)).toBe('Silinder');
    expect(truncate('Silinder A', 10)).toBe('Silinder A'); // exactly 10
    expect(truncate('', 10)).toBe('');
  });

  it('cuts longer text to the first max characters followed by "..."', () => {
    expect(truncate('Silinder AB', 10)).toBe('Silinder A...'); // 11 characters
    expect(truncate('Produk Pneumatik Festo', 10)).toBe('Produk Pne...');
  });

  it('does not trim: spaces count as characters, as DECISIONS says "the first 10 characters"', () => {
    expect(truncate('Katup     Solenoid', 10)).toBe('Katup     ...');
    expect(truncate('   ', 2)).toBe('  ...');
  });

  it('cuts news descriptions at 250', () => {
    const description = 'a'.repeat(251);
    expect(truncate(description, NEWS_DESCRIPTION_MAX)).toBe(`${'a'.repeat(250)}...`);
    expect(truncate('a'.repeat(250), NEWS_DESCRIPTION_MAX)).toBe('a'.repeat(250));
  });

  it('returns "" for null and undefined', () => {
    expect(truncate(null, 10)).toBe('');
    expect(truncate(undefined, 10)).toBe('');
  });

  it('counts an emoji (a surrogate pair) as one character and never splits it', () => {
    // 10 emoji are 20 UTF-16 units but 10 characters: not cut.
    expect(truncate('😀'.repeat(10), 10)).toBe('😀'.repeat(10));
    expect(truncate('😀'.repeat(11), 10)).toBe(`${'😀'.repeat(10)}...`);
    expect(truncate('ab😀cd', 3)).toBe('ab😀...');
    expect(truncate('𝔸𝔹ℂ', 2)).toBe('𝔸𝔹...');
  });

  it('leaves no lone surrogate in the result', () => {
    const result = truncate('x😀😀😀', 2);
    expect(result).toBe('x😀...');
    // encodeURIComponent throws a URIError on a lone surrogate.
    expect(() => encodeURIComponent(result)).not.toThrow();
  });

  it('counts code points, so a combining accent or a ZWJ sequence counts per part', () => {
    // 'e' + combining acute accent is two code points.
    expect(truncate('cafe\u0301s', 4)).toBe('cafe...');
    // The family emoji is 5 code points (3 people joined by 2 ZWJ); a cut keeps whole code points.
    const family = '👨\u200d👩\u200d👧';
    expect(truncate(family, 5)).toBe(family);
    expect(truncate(`${family}!`, 3)).toBe('👨\u200d👩...');
  });

  it('handles Indonesian and other non-ASCII text', () => {
    expect(truncate('Pneumatik – Katup Ölçü', 12)).toBe('Pneumatik – ...');
    expect(truncate('空気圧シリンダー', 3)).toBe('空気圧...');
  });

  it('returns just "..." for max 0 when there is text', () => {
    expect(truncate('abc', 0)).toBe('...');
    expect(truncate('', 0)).toBe('');
  });

  it('rejects a negative, fractional or non-finite max as a programming error', () => {
    expect(() => truncate('abc', -1)).toThrow(RangeError);
    expect(() => truncate('abc', 2.5)).toThrow(RangeError);
    expect(() => truncate('abc', Number.NaN)).toThrow(RangeError);
    expect(() => truncate('abc', Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});
