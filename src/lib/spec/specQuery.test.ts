import { createQuerySerializer } from 'openapi-fetch';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../forms/messages.ts';
import { resolveSpecFilters, type FilterAttribute } from './specFilters.ts';
import type { SpecFilters } from './specQuery.ts';
import {
  MAX_SPEC_FILTERS,
  readSpecFilters,
  readSpecQuery,
  readSpecUnits,
  specFiltersWriter,
  specQueryOf,
  toggleSpecValue,
  withSpecBounds,
  withSpecFilters,
} from './specQuery.ts';

const q = (text: string) => new URLSearchParams(text);

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
const resolve = (query: URLSearchParams | Record<string, unknown>) => {
  const read = readSpecQuery(query);
  return { filters: resolveSpecFilters(read.filters, attributeOf), errors: read.errors };
};

describe('readSpecQuery and resolveSpecFilters', () => {
  it("reads a server query's flat keys and an address alike", () => {
    const flat = resolve({ 'spec[1][min]': '32', 'spec[1][max]': '63', 'spec[2]': 'G1/8,M5' });
    const address = resolve(q('spec[1][min]=32&spec[1][max]=63&spec[2]=G1/8,M5'));
    expect(flat).toEqual(address);
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
    expect(resolve({ 'spec[1][min]': '10', 'spec[1][max]': '5' })).toEqual({
      filters: [],
      errors: { 'spec[1][min]': MESSAGES.specMinAboveMax },
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
    // Reading stops at the 21st attribute: the server answers 422, the page keeps the first 20.
    expect(resolve(many(1000)).errors).toEqual({ spec: 'Maksimal 20 filter.' });
    expect(readSpecQuery(many(1000)).filters).toHaveLength(MAX_SPEC_FILTERS);
  });
});

describe('specification filters in the address', () => {
  it('reads choices and bounds under the API names', () => {
    const filters = readSpecFilters(
      q('id=3&spec[4]=G1/8,G1/4&spec[5][min]=2&spec[5][max]=7.5&spec[6][max]=10'),
    );
    expect([...filters]).toEqual([
      [4, { id: 4, values: ['G1/8', 'G1/4'] }],
      [5, { id: 5, min: 2, max: 7.5 }],
      [6, { id: 6, max: 10 }],
    ]);
  });

  it("reads an address's filters once for the render that asks four or five times", () => {
    const text = 'id=3&spec[4]=G1/8&spec[5][min]=2';
    const first = readSpecFilters(q(text));
    // A fresh URLSearchParams of the same address: the same filters, not read again.
    expect(readSpecFilters(q(text))).toBe(first);
    expect(readSpecFilters(new URLSearchParams(q(text)))).toBe(first);
    // Another address is its own; the same text with a parameter changed is another address.
    const other = readSpecFilters(q('id=3&spec[4]=G1/4&spec[5][min]=2'));
    expect([...other]).toEqual([
      [4, { id: 4, values: ['G1/4'] }],
      [5, { id: 5, min: 2 }],
    ]);
    expect([...readSpecFilters(q(text))]).toEqual([
      [4, { id: 4, values: ['G1/8'] }],
      [5, { id: 5, min: 2 }],
    ]);
    // A few addresses are kept, the oldest going first.
    for (let page = 1; page <= 8; page++) readSpecFilters(q(`${text}&page=${page}`));
    expect(readSpecFilters(q(text))).not.toBe(first);
    expect([...readSpecFilters(q(text))]).toEqual([...first]);
  });

  it('drops what the API would refuse, so a hand-edited link still shows a page', () => {
    const filters = readSpecFilters(
      q(
        'spec[1][min]=abc&spec[2][min]=9&spec[2][max]=1&spec[x]=a&spec[0]=a&spec[3]=,&spec[4][min]=1e3',
      ),
    );
    expect(filters.size).toBe(0);
    const many = Array.from({ length: 30 }, (_, i) => `spec[${i + 1}]=a`).join('&');
    expect(readSpecFilters(q(many)).size).toBe(MAX_SPEC_FILTERS);
  });

  it('writes the API query in the attribute unit, numbers without float noise', () => {
    const filters = readSpecFilters(q('spec[4]=M5&spec[5][min]=6.894757293168'));
    expect(specQueryOf(filters)).toEqual({ 'spec[4]': 'M5', 'spec[5][min]': '6.89475729317' });
    expect(specQueryOf(new Map())).toEqual({});
  });

  it('gives openapi-fetch flat keys it writes as they are (it throws on a second level)', () => {
    const serialize = createQuerySerializer();
    expect(() => serialize({ spec: { 5: { min: '1' } } })).toThrow();
    const filters = readSpecFilters(q('spec[5][min]=1'));
    expect(serialize({ ...specQueryOf(filters), page: 2 })).toBe('spec[5][min]=1&page=2');
  });

  it('takes the numbers and ids the contract takes, the page and the server alike', () => {
    const read = readSpecQuery(
      q('spec[1][min]=.5&spec[1][max]=+1.&spec[007]=a&spec[2147483648]=a'),
    );
    expect(read).toEqual({ filters: [{ id: 1, min: 0.5, max: 1 }], errors: {} });
    expect([...readSpecFilters(q('spec[2147483647]=a'))]).toEqual([
      [2147483647, { id: 2147483647, values: ['a'] }],
    ]);
  });

  it('toggles values and sets bounds, back on page 1, other parameters kept', () => {
    const start = q('id=3&page=2&spec[4]=M5&unit[5]=psi&spec[5][min]=1');
    let filters = toggleSpecValue(readSpecFilters(start), 4, 'G1/8');
    filters = withSpecBounds(filters, 5, 2, 6);
    const next = withSpecFilters(start, filters);
    expect(next.get('id')).toBe('3');
    expect(next.get('page')).toBeNull();
    expect(next.get('spec[4]')).toBe('M5,G1/8');
    expect(next.get('spec[5][min]')).toBe('2');
    expect(next.get('spec[5][max]')).toBe('6');
    expect(next.get('unit[5]')).toBe('psi');
    // Unchoosing the last value and clearing bounds leave no trace.
    const cleared = withSpecBounds(
      toggleSpecValue(toggleSpecValue(filters, 4, 'M5'), 4, 'G1/8'),
      5,
      null,
      null,
    );
    expect(withSpecFilters(start, cleared).toString()).toBe('id=3');
  });

  it("writes many chips' addresses from one reading of the address, as withSpecFilters does", () => {
    const text = 'id=3&page=2&spec[4]=M5&unit[5]=psi&spec[5][min]=1&sort=name&unitx=1&specs=2';
    let reads = 0;
    class CountedParams extends URLSearchParams {
      override [Symbol.iterator]() {
        reads += 1;
        return super[Symbol.iterator]();
      }
    }
    const write = specFiltersWriter(new CountedParams(text));
    const filters = readSpecFilters(q(text));
    const nexts = [
      toggleSpecValue(filters, 4, 'G1/8'),
      toggleSpecValue(filters, 4, 'M5'),
      withSpecBounds(filters, 5, 0.1 + 0.2, 123456789012345),
      withSpecBounds(filters, 5, -0, 1e12),
      new Map(),
    ];
    const written = nexts.map((next) => write(next).toString());
    // Each chip's address is withSpecFilters' (units remembered as the address has them, or given).
    expect(written).toEqual(nexts.map((next) => withSpecFilters(q(text), next).toString()));
    expect(write(nexts[2] as SpecFilters, new Map()).toString()).toBe(
      withSpecFilters(q(text), nexts[2] as SpecFilters, new Map()).toString(),
    );
    expect(written[2]).toBe(
      'id=3&sort=name&unitx=1&specs=2&spec%5B4%5D=M5&spec%5B5%5D%5Bmin%5D=0.3&spec%5B5%5D%5Bmax%5D=123456789012000&unit%5B5%5D=psi',
    );
    expect(written[3]).toContain('spec%5B5%5D%5Bmin%5D=0&spec%5B5%5D%5Bmax%5D=1000000000000&');
    // The address's parameters were read once for all five (its units once more, when first needed).
    expect(reads).toBe(2);
  });

  it('reads the remembered units', () => {
    expect([...readSpecUnits(q('unit[5]=psi&unit[x]=mm&unit[6]=inch'))]).toEqual([
      [5, 'psi'],
      [6, 'inch'],
    ]);
  });
});
