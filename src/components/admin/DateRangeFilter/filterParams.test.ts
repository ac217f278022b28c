import { describe, expect, it } from 'vitest';
import {
  dayParam,
  filtersFromParams,
  oneOfParam,
  paramsWithFilter,
  paramsWithoutFilters,
  positiveParam,
} from './filterParams.ts';

describe('a staff list filters in the address', () => {
  it('reads days, ids and fixed values, and leaves out what the API would refuse', () => {
    const readers = { id: positiveParam, kind: oneOfParam(['a', 'b']), from: dayParam };
    expect(
      filtersFromParams(new URLSearchParams('id=7&kind=b&from=2026-01-01&x=1'), readers),
    ).toEqual({ id: 7, kind: 'b', from: '2026-01-01' });
    expect(filtersFromParams(new URLSearchParams('id=0&kind=c&from=kemarin'), readers)).toEqual({});
    expect(positiveParam('1234567890')).toBeUndefined();
    expect(dayParam('2026-13')).toBeUndefined();
  });

  it('changes one filter and goes back to page 1, keeping size, search and sort', () => {
    const params = new URLSearchParams('page=3&length=25&sortBy=created_at&entity=brand');
    expect(paramsWithFilter(params, 'entity', 'product').toString()).toBe(
      'length=25&sortBy=created_at&entity=product',
    );
    expect(paramsWithFilter(params, 'entity', '').toString()).toBe('length=25&sortBy=created_at');
    expect(paramsWithFilter(params, 'user', 2).toString()).toBe(
      'length=25&sortBy=created_at&entity=brand&user=2',
    );
  });

  it('clears the named filters only, back on page 1', () => {
    expect(
      paramsWithoutFilters(
        new URLSearchParams('page=2&user=1&from=2026-01-01&length=50&search=budi'),
        ['user', 'from', 'to'],
      ).toString(),
    ).toBe('length=50&search=budi');
  });
});
