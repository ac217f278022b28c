import { describe, expect, it } from 'vitest';
import { ERASED_MARK, erasedValues, scrubbed } from './erasure.ts';

describe('quote erasure', () => {
  const buyer = {
    name: 'Budi Santoso',
    company: 'PT Maju Jaya',
    phone: '081234567890',
    email: 'budi@majujaya.example',
    npwp: '013121660091000',
    note: null,
  };

  it('looks for every given personal value, longest first, but not one-letter ones', () => {
    expect(erasedValues(buyer)).toEqual([
      'budi@majujaya.example',
      '013121660091000',
      'Budi Santoso',
      'PT Maju Jaya',
      '081234567890',
    ]);
    expect(erasedValues({ name: 'A', phone: '08123456789' })).toEqual(['08123456789']);
  });

  it('replaces them inside any string of a JSON value', () => {
    const entry = [
      { field: 'staffNote', before: null, after: 'Telepon Budi Santoso di 081234567890' },
      { field: 'items', before: ['Silinder'], after: { note: 'PT Maju Jaya' } },
      { field: 'count', before: 1, after: true },
    ];
    expect(scrubbed(entry, erasedValues(buyer))).toEqual([
      { field: 'staffNote', before: null, after: `Telepon ${ERASED_MARK} di ${ERASED_MARK}` },
      { field: 'items', before: ['Silinder'], after: { note: ERASED_MARK } },
      { field: 'count', before: 1, after: true },
    ]);
  });
});
