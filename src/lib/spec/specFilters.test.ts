import { describe, expect, it } from 'vitest';
import { passesSpecFilter, rangePasses } from './specFilters.ts';
import { convertUnit } from './units.ts';

describe('passesSpecFilter', () => {
  it('lets a number through within min and max, each side optional', () => {
    const filter = (min: number | null, max: number | null) =>
      ({ id: 1, kind: 'number', min, max }) as const;
    expect(passesSpecFilter(32, filter(32, 63))).toBe(true);
    expect(passesSpecFilter(63, filter(32, 63))).toBe(true);
    expect(passesSpecFilter(80, filter(32, 63))).toBe(false);
    expect(passesSpecFilter(80, filter(32, null))).toBe(true);
    expect(passesSpecFilter(undefined, filter(null, 63))).toBe(false);
  });

  it('lets a range through when it covers the asked one, or holds the one side given', () => {
    expect(rangePasses(1, 10, 2, 8)).toBe(true);
    expect(rangePasses(1, 10, 0.5, 8)).toBe(false);
    expect(rangePasses(1, 10, 2, 12)).toBe(false);
    expect(rangePasses(1, 10, 10, null)).toBe(true);
    expect(rangePasses(1, 10, null, 1)).toBe(true);
    expect(rangePasses(1, 10, 11, null)).toBe(false);
    expect(rangePasses(1, 10, null, 0.9)).toBe(false);
  });

  it('finds the same products for 7 bar, 0,7 MPa and the same pressure in psi', () => {
    const products = [6.9, 7, 7.1, 10];
    const asked = [
      7,
      convertUnit(0.7, 'MPa', 'bar'),
      convertUnit(convertUnit(7, 'bar', 'psi'), 'psi', 'bar'),
    ];
    const found = asked.map((min) =>
      products.filter((value) =>
        passesSpecFilter(value, { id: 1, kind: 'number', min, max: null }),
      ),
    );
    expect(found).toEqual([
      [7, 7.1, 10],
      [7, 7.1, 10],
      [7, 7.1, 10],
    ]);
  });

  it('matches any chosen value of a choice and the chosen answer of a yes/no', () => {
    expect(passesSpecFilter(['G1/8'], { id: 2, kind: 'choice', values: ['M5', 'G1/8'] })).toBe(
      true,
    );
    expect(passesSpecFilter(['G1/4'], { id: 2, kind: 'choice', values: ['M5', 'G1/8'] })).toBe(
      false,
    );
    expect(passesSpecFilter(false, { id: 4, kind: 'boolean', values: [false] })).toBe(true);
    expect(passesSpecFilter(true, { id: 4, kind: 'boolean', values: [false] })).toBe(false);
  });
});
