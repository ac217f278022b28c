import { describe, expect, it } from 'vitest';
import { EMPTY_DISPLAY, orDash } from './orDash.ts';

describe('orDash', () => {
  it('uses a plain hyphen as the placeholder', () => {
    expect(EMPTY_DISPLAY).toBe('-');
  });

  it('shows "-" for missing values', () => {
    expect(orDash(null)).toBe('-');
    expect(orDash(undefined)).toBe('-');
  });

  it('shows "-" for empty and whitespace-only text', () => {
    expect(orDash('')).toBe('-');
    expect(orDash('   ')).toBe('-');
    expect(orDash('\n\t\u00a0')).toBe('-');
  });

  it('shows "-" for NaN, which is not a value', () => {
    expect(orDash(Number.NaN)).toBe('-');
  });

  it('keeps real text unchanged, including its own spacing', () => {
    expect(orDash('Festo')).toBe('Festo');
    expect(orDash('  Festo ')).toBe('  Festo ');
    expect(orDash('-')).toBe('-');
  });

  it('shows numbers as text, including 0 and negatives', () => {
    expect(orDash(0)).toBe('0');
    expect(orDash(-3)).toBe('-3');
    expect(orDash(2.5)).toBe('2.5');
  });
});
