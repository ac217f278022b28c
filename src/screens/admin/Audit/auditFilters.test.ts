import { describe, expect, it } from 'vitest';
import { filtersFromParams, paramsWithFilter, paramsWithoutFilters } from './auditFilters.ts';

describe('audit filters in the address', () => {
  it('reads valid filters and leaves out what the API would refuse', () => {
    const params = new URLSearchParams(
      'user=2&entity=product&action=update&recordId=7&from=2026-01-01&to=2026-01-31',
    );
    expect(filtersFromParams(params)).toEqual({
      user: 2,
      entity: 'product',
      action: 'update',
      recordId: 7,
      from: '2026-01-01',
      to: '2026-01-31',
    });
    expect(
      filtersFromParams(new URLSearchParams('user=0&entity=password&action=x&from=kemarin')),
    ).toEqual({});
  });

  it('changes one filter and goes back to page 1, keeping size, search and sort', () => {
    const params = new URLSearchParams('page=3&length=25&sortBy=created_at&entity=brand');
    expect(paramsWithFilter(params, 'entity', 'product').toString()).toBe(
      'length=25&sortBy=created_at&entity=product',
    );
    expect(paramsWithFilter(params, 'entity', '').toString()).toBe('length=25&sortBy=created_at');
    expect(
      paramsWithoutFilters(
        new URLSearchParams('page=2&user=1&from=2026-01-01&length=50'),
      ).toString(),
    ).toBe('length=50');
  });
});
