import { describe, expect, it } from 'vitest';
import { filtersFromParams } from '@/components/admin/DateRangeFilter/index.ts';
import { QUOTE_FILTERS } from './quoteFilters.ts';

describe('quote inbox filters in the address', () => {
  it('reads a status and days, and drops what the API would refuse', () => {
    expect(
      filtersFromParams(
        new URLSearchParams('status=new&from=2026-11-01&to=2026-11-30'),
        QUOTE_FILTERS,
      ),
    ).toEqual({ status: 'new', from: '2026-11-01', to: '2026-11-30' });
    expect(
      filtersFromParams(new URLSearchParams('status=Baru&from=kemarin&to=2026-13'), QUOTE_FILTERS),
    ).toEqual({});
  });
});
