import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages.ts';
import {
  MAX_SPEC_FILTERS,
  passesSpecFilter,
  rangePasses,
  readSpecQuery,
  resolveSpecFilters,
  type FilterAttribute,
} from './specFilters.ts';
import { convertUnit } from './units.ts';

const ATTRIBUTES: FilterAttribute[] = [
  { id: 1, kind: 'number', options: [], isFilter: true, isActive: true },
  { id: 2, kind: 'choice', options: ['M5', 'G1/8', 'G1/4'], isFilter: true, isActive: true },
  { id: 3, kind: 'range', options: [], isFilter: true, isActive: true },
  { id: 4, kind: 'boolean', options: [], isFilter: true, isActive: true },
  { id: 5, kind: 'number', options: [], isFilter: false, isActive: true },
  { id: 6, kind: 'number', options: [], isFilter: true, isActive: false },
  { id: 7, kind: 'text', options: [], isFilter: true, isActive: true },
];
const attributeOf = (id: number) => ATTRIBUTES.find((attribute) => attribute.id === id);
const resolve = (query: Record<string, unknown>) => {
  const read = readSpecQuery(query);
  return { filters: resolveSpecFilters(read.filters, attributeOf), errors: read.errors };
};

describe('readSpecQuery and resolveSpecFilters', () => {
  it('reads flat keys and a nested object alike', () => {
    const flat = resolve({ 'spec[1][min]': '32', 'spec[1][max]': '63', 'spec[2]': 'G1/8,M5' });
    const nested = resolve({ spec: { 1: { min: '32', max: '63' }, 2: 'G1/8,M5' } });
    expect(flat).toEqual(nested);
    expect(flat.filters).toEqual([
      { id: 1, kind: 'number', min: 32, max: 63 },
      { id: 2, kind: 'choice', values: ['M5', 'G1/8'] },
    ]);
  });

  it('joins repeated keys, keeps options order and drops values that are not options', () => {
    expect(resolve({ 'spec[2]': ['G1/4', 'G1/8,zzz'] }).filters).toEqual([
      { id: 2, kind: 'choice', values: ['G1/8', 'G1/4'] },
    ]);
    expect(resolve({ 'spec[2]': 'zzz' }).filters).toEqual([]);
  });

  it('reads yes/no as true and false, and ignores anything else', () => {
    expect(resolve({ 'spec[4]': 'false,true' }).filters).toEqual([
      { id: 4, kind: 'boolean', values: [true, false] },
    ]);
    expect(resolve({ 'spec[4]': 'ya' })).toEqual({ filters: [], errors: {} });
  });

  it('names a bound that is not a number, and min above max', () => {
    expect(resolve({ 'spec[1][min]': 'abc' }).errors).toEqual({
      'spec[1][min]': MESSAGES.invalidNumber,
    });
    expect(resolve({ 'spec[3][max]': '1e400' }).errors).toHaveProperty(['spec[3][max]']);
    expect(resolve({ 'spec[1][max]': '9'.repeat(41) }).errors).toHaveProperty(['spec[1][max]']);
    expect(resolve({ 'spec[1][min]': '10', 'spec[1][max]': '5' }).errors).toEqual({
      'spec[1][min]': MESSAGES.specMinAboveMax,
    });
    expect(resolve({ 'spec[1][min]': '', 'spec[1][max]': '5' })).toEqual({
      filters: [{ id: 1, kind: 'number', min: null, max: 5 }],
      errors: {},
    });
  });

  it('ignores unknown, inactive, non-filter and text attributes, and forms their kind does not take', () => {
    const { filters, errors } = resolve({
      'spec[99][min]': '1',
      'spec[5][min]': '1',
      'spec[6][min]': '1',
      'spec[7]': 'x',
      'spec[2][min]': '1',
      'spec[1]': 'a',
      'spec[x]': '1',
      'spec[0]': '1',
      'spec[3][avg]': '1',
      'spec[99999999999]': '1',
    });
    expect(filters).toEqual([]);
    expect(errors).toEqual({});
  });

  it(`refuses more than ${MAX_SPEC_FILTERS} filters, 1,000 included`, () => {
    const many = (count: number) =>
      Object.fromEntries(Array.from({ length: count }, (_, i) => [`spec[${i + 1}][min]`, '1']));
    expect(resolve(many(MAX_SPEC_FILTERS)).errors).toEqual({});
    expect(Object.keys(resolve(many(MAX_SPEC_FILTERS + 1)).errors)).toEqual(['spec']);
    expect(resolve(many(1000))).toEqual({ filters: [], errors: { spec: 'Maksimal 20 filter.' } });
  });
});

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
