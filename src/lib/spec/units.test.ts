import { describe, expect, it } from 'vitest';
import {
  canConvert,
  convertUnit,
  inputUnits,
  parseDecimal,
  roundConverted,
  typedValueIn,
  unitFamily,
  unitSymbol,
} from './units.ts';

describe('convertUnit', () => {
  it('converts pressure between bar, MPa and psi', () => {
    expect(convertUnit(1, 'MPa', 'bar')).toBe(10);
    expect(convertUnit(10, 'bar', 'MPa')).toBe(1);
    expect(convertUnit(0.7, 'MPa', 'bar')).toBe(7);
    expect(convertUnit(1, 'bar', 'psi')).toBeCloseTo(14.5037738, 6);
    expect(convertUnit(100, 'psi', 'bar')).toBeCloseTo(6.89475729, 7);
    expect(convertUnit(1, 'MPa', 'psi')).toBeCloseTo(145.037738, 5);
  });

  it('converts lengths between mm and inch', () => {
    expect(convertUnit(1, 'inch', 'mm')).toBe(25.4);
    expect(convertUnit(50.8, 'mm', 'inch')).toBe(2);
    expect(convertUnit(0.25, 'in', 'mm')).toBe(6.35);
  });

  it('keeps a value in the same unit, temperatures included', () => {
    expect(convertUnit(-10, '°C', '°C')).toBe(-10);
    expect(convertUnit(80, '°C', 'c')).toBe(80);
    expect(convertUnit(24, 'V', 'v')).toBe(24);
  });

  it('agrees whichever way a pressure is typed: 7 bar and 0,7 MPa are one value, its psi within 1e-10', () => {
    expect(typedValueIn('7', 'bar', 'bar')).toBe(7);
    expect(typedValueIn('0,7', 'MPa', 'bar')).toBe(7);
    expect(typedValueIn('0.7', 'MPa', 'bar')).toBe(7);
    expect(typedValueIn('1/4', 'inch', 'mm')).toBeNull();
    const psi = typedValueIn(String(convertUnit(7, 'bar', 'psi')), 'psi', 'bar') as number;
    expect(Math.abs(psi - 7)).toBeLessThan(7e-10);
  });

  it('round-trips every unit of a family through every other', () => {
    for (const [unit, values] of [
      ['bar', [0.5, 1, 6.3, 10, 16]],
      ['mm', [4, 6, 32, 63, 125, 1000]],
    ] as const) {
      for (const other of inputUnits(unit))
        for (const value of values)
          expect(
            Math.abs(convertUnit(convertUnit(value, unit, other), other, unit) - value),
          ).toBeLessThanOrEqual(value * 1e-11);
    }
  });

  it('refuses units of different families', () => {
    expect(() => convertUnit(1, 'bar', 'mm')).toThrow(RangeError);
    expect(() => convertUnit(1, 'V', 'mm')).toThrow(RangeError);
    expect(canConvert('bar', 'mm')).toBe(false);
    expect(canConvert('psi', 'MPa')).toBe(true);
    expect(typedValueIn('5', 'mm', 'bar')).toBeNull();
  });
});

describe('roundConverted', () => {
  it('shows a converted length or pressure with two decimals (32–63 mm → 1.26–2.48 inch)', () => {
    expect(roundConverted(convertUnit(32, 'mm', 'inch'))).toBe(1.26);
    expect(roundConverted(convertUnit(63, 'mm', 'inch'))).toBe(2.48);
    expect(roundConverted(convertUnit(10, 'bar', 'psi'))).toBe(145.04);
    expect(roundConverted(convertUnit(1, 'MPa', 'psi'))).toBe(145.04);
    expect(roundConverted(convertUnit(145.04, 'psi', 'MPa'))).toBe(1);
    expect(roundConverted(1.005)).toBe(1.01);
    expect(roundConverted(-12.344)).toBe(-12.34);
  });

  it('keeps three significant digits below 1, four decimals at most', () => {
    expect(roundConverted(convertUnit(0.5, 'mm', 'inch'))).toBe(0.0197);
    expect(roundConverted(convertUnit(6.3, 'bar', 'MPa'))).toBe(0.63);
    expect(roundConverted(0.12345)).toBe(0.123);
    expect(roundConverted(0.000123)).toBe(0.0001);
    expect(roundConverted(0)).toBe(0);
  });
});

describe('unit names', () => {
  it('knows each unit whatever its case', () => {
    expect(unitSymbol('MPA')).toBe('MPa');
    expect(unitSymbol('Inch')).toBe('inch');
    expect(unitSymbol('pcs')).toBe('pcs');
    expect(unitFamily('Bar')).toBe('pressure');
    expect(unitFamily('°C')).toBe('temperature');
    expect(unitFamily('V')).toBeNull();
    expect(unitFamily(null)).toBeNull();
  });

  it('offers the attribute unit first, then the rest of its family', () => {
    expect(inputUnits('bar')).toEqual(['bar', 'MPa', 'psi']);
    expect(inputUnits('MPa')).toEqual(['MPa', 'bar', 'psi']);
    expect(inputUnits('mm')).toEqual(['mm', 'inch']);
    expect(inputUnits('°C')).toEqual(['°C']);
    expect(inputUnits('V')).toEqual(['V']);
    expect(inputUnits(null)).toEqual([]);
  });
});

describe('parseDecimal', () => {
  it('reads a decimal comma and a decimal point alike', () => {
    expect(parseDecimal('0,5')).toBe(0.5);
    expect(parseDecimal('0.5')).toBe(0.5);
    expect(parseDecimal('6,3')).toBe(6.3);
    expect(parseDecimal('12.25')).toBe(12.25);
    expect(parseDecimal(',5')).toBe(0.5);
    expect(parseDecimal('0,125')).toBe(0.125);
  });

  it('reads thousands grouped either way', () => {
    expect(parseDecimal('1.000')).toBe(1000);
    expect(parseDecimal('1,000')).toBe(1000);
    expect(parseDecimal('1.000.000')).toBe(1_000_000);
    expect(parseDecimal('1.234,5')).toBe(1234.5);
    expect(parseDecimal('1,234.5')).toBe(1234.5);
    expect(parseDecimal('1 000')).toBe(1000);
  });

  it('takes a sign and surrounding spaces', () => {
    expect(parseDecimal(' -10 ')).toBe(-10);
    expect(parseDecimal('+5')).toBe(5);
    expect(parseDecimal('-0,5')).toBe(-0.5);
  });

  it('gives null for anything that is not a number', () => {
    for (const text of [
      '',
      ' ',
      'abc',
      '5 bar',
      '1..2',
      '1.',
      '1,2,3.4.5',
      '1.2.3',
      '--1',
      '1e3',
      '.',
      'NaN',
      'Infinity',
      '12,34.5',
    ])
      expect(parseDecimal(text), text).toBeNull();
  });
});
