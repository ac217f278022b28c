import { describe, expect, it } from 'vitest';
import {
  MAX_SPEC_FILTERS,
  readSpecFilters,
  readSpecUnits,
  specQueryOf,
  toggleSpecValue,
  withSpecBounds,
  withSpecFilters,
} from './specFilterParams.ts';

const q = (text: string) => new URLSearchParams(text);

describe('specification filters in the address', () => {
  it('reads choices and bounds under the API names', () => {
    const filters = readSpecFilters(
      q('id=3&spec[4]=G1/8,G1/4&spec[5][min]=2&spec[5][max]=7.5&spec[6][max]=10'),
    );
    expect([...filters]).toEqual([
      [4, { kind: 'values', values: ['G1/8', 'G1/4'] }],
      [5, { kind: 'bounds', min: 2, max: 7.5 }],
      [6, { kind: 'bounds', min: null, max: 10 }],
    ]);
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
    expect(specQueryOf(filters)).toEqual({ 4: 'M5', 5: { min: '6.89475729317' } });
    expect(specQueryOf(new Map())).toBeUndefined();
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

  it('reads the remembered units', () => {
    expect([...readSpecUnits(q('unit[5]=psi&unit[x]=mm&unit[6]=inch'))]).toEqual([
      [5, 'psi'],
      [6, 'inch'],
    ]);
  });
});
