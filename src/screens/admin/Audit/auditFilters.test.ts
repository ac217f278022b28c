import { describe, expect, it } from 'vitest';
import { filtersFromParams } from '@/components/admin/DateRangeFilter/index.ts';
import { AUDIT_FILTERS } from './auditFilters.ts';

describe('audit filters in the address', () => {
  it('reads valid filters and leaves out what the API would refuse', () => {
    const params = new URLSearchParams(
      'user=2&entity=product&action=update&recordId=7&from=2026-01-01&to=2026-01-31',
    );
    expect(filtersFromParams(params, AUDIT_FILTERS)).toEqual({
      user: 2,
      entity: 'product',
      action: 'update',
      recordId: 7,
      from: '2026-01-01',
      to: '2026-01-31',
    });
    expect(
      filtersFromParams(
        new URLSearchParams('user=0&entity=password&action=x&from=kemarin'),
        AUDIT_FILTERS,
      ),
    ).toEqual({});
  });
});
