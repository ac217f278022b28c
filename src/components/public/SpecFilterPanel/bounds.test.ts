import { describe, expect, it } from 'vitest';
import {
  boundField,
  chosenUnit,
  fieldInUnit,
  inputText,
  readBound,
  readField,
  unitChoices,
} from './bounds.ts';
import type { BoundField } from './bounds.ts';

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

describe('switching the unit (issue 32)', () => {
  it('converts the numbers: 32–63 mm read 1,26–2,48 inch and still ask 32–63 mm', () => {
    const low = fieldInUnit({ text: '32' }, 'mm', 'inch', 'mm');
    const high = fieldInUnit({ text: '63' }, 'mm', 'inch', 'mm');
    expect([low.text, high.text]).toEqual(['1,26', '2,48']);
    expect(readField(low, 'inch', 'mm')).toEqual({ value: 32 });
    expect(readField(high, 'inch', 'mm')).toEqual({ value: 63 });
    // Back to mm: the same numbers, not 32,004.
    expect(fieldInUnit(low, 'inch', 'mm', 'mm').text).toBe('32');
  });

  it('converts a bound of the address shown in another unit and back (MPa → psi → bar)', () => {
    const shown = boundField(2, 'bar', 'MPa');
    expect(shown.text).toBe('0,2');
    const psi = fieldInUnit(shown, 'MPa', 'psi', 'bar');
    expect(psi.text).toBe('29,01');
    expect(readField(psi, 'psi', 'bar')).toEqual({ value: 2 });
    expect(fieldInUnit(psi, 'psi', 'bar', 'bar').text).toBe('2');
  });

  it('reads what the visitor typed after a switch in the new unit', () => {
    const typed: BoundField = { text: '1,5' };
    expect(readField(typed, 'inch', 'mm')).toEqual({ value: 38.1 });
    expect(fieldInUnit(typed, 'inch', 'mm', 'mm')).toEqual({ text: '38,1', exact: 38.1 });
  });

  it('keeps an empty input empty and text that is no number as typed', () => {
    expect(fieldInUnit({ text: '' }, 'mm', 'inch', 'mm')).toEqual({ text: '', exact: null });
    expect(fieldInUnit({ text: 'lima' }, 'mm', 'inch', 'mm')).toEqual({ text: 'lima' });
  });
});
