import { describe, expect, it } from 'vitest';
import {
  paramsWithQuoteFilter,
  paramsWithoutQuoteFilters,
  quoteFiltersFromParams,
} from './quoteFilters.ts';

describe('quote inbox filters in the address', () => {
  it('reads a status and days, and drops what the API would refuse', () => {
    expect(
      quoteFiltersFromParams(new URLSearchParams('status=new&from=2026-11-01&to=2026-11-30')),
    ).toEqual({ status: 'new', from: '2026-11-01', to: '2026-11-30' });
    expect(
      quoteFiltersFromParams(new URLSearchParams('status=Baru&from=kemarin&to=2026-13')),
    ).toEqual({});
  });

  it('changes one filter back on page 1 and clears them all, keeping the table state', () => {
    const params = new URLSearchParams('page=3&search=budi&status=new');
    expect(paramsWithQuoteFilter(params, 'status', 'done').toString()).toBe(
      'search=budi&status=done',
    );
    expect(paramsWithQuoteFilter(params, 'status', '').toString()).toBe('search=budi');
    expect(paramsWithoutQuoteFilters(params).toString()).toBe('search=budi');
  });
});
