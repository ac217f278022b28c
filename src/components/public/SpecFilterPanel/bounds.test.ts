import { describe, expect, it } from 'vitest';
import { chosenUnit, inputText, readBound, unitChoices } from './bounds.ts';

describe('the bounds inputs', () => {
  it('offers the attribute unit first, then the rest of its family', () => {
    expect(unitChoices('bar')).toEqual(['bar', 'MPa', 'psi']);
    expect(unitChoices('mm')).toEqual(['mm', 'inch']);
    expect(unitChoices(null)).toEqual([]);
    expect(chosenUnit('bar', 'psi')).toBe('psi');
    expect(chosenUnit('bar', 'inch')).toBe('bar');
    expect(chosenUnit(null, 'psi')).toBeNull();
  });

  it('converts what is typed to the attribute unit: 1 MPa, 10 bar and 145.04 psi ask the same', () => {
    expect(readBound('1', 'MPa', 'bar')).toEqual({ value: 10 });
    expect(readBound('10', 'bar', 'bar')).toEqual({ value: 10 });
    const psi = readBound('145,0377', 'psi', 'bar');
    expect('value' in psi && psi.value !== null ? Math.abs(psi.value - 10) : 1).toBeLessThan(1e-4);
    expect(readBound('1,25', 'inch', 'mm')).toEqual({ value: 31.75 });
    expect(readBound('', 'bar', 'bar')).toEqual({ value: null });
    expect(readBound('sepuluh', 'bar', 'bar')).toHaveProperty('error');
  });

  it('shows a stored bound in the chosen unit so it reads back to the same value', () => {
    expect(inputText(10, 'bar', 'MPa')).toBe('1');
    expect(inputText(1.125, 'mm', 'mm')).toBe('1,1250');
    const shown = inputText(6.894757, 'bar', 'psi');
    expect(shown).toBe('100');
    expect(readBound(inputText(1.125, 'mm', 'mm'), 'mm', 'mm')).toEqual({ value: 1.125 });
    expect(inputText(null, 'bar', 'bar')).toBe('');
  });
});
