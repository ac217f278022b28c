import { describe, expect, it } from 'vitest';
import {
  analyticsRange,
  daysOf,
  eventFieldErrors,
  jakartaDay,
  looksPersonal,
  normaliseQuery,
} from './insights.ts';

describe('normaliseQuery', () => {
  it('lower-cases, collapses spaces, trims and cuts to 100 characters', () => {
    expect(normaliseQuery('  Silinder   KOMPAK \n')).toBe('silinder kompak');
    expect(normaliseQuery(`A${'b'.repeat(200)}`)).toBe(`a${'b'.repeat(99)}`);
    expect(normaliseQuery('   ')).toBeNull();
  });

  it.each([
    'budi@example.com',
    'kirim ke sales@pabrik.co.id ya',
    '081234567890',
    '0812 3456 7890',
    '+62 812-3456-7890',
    '6281234567890',
    '(021) 555-0000',
    '021-5550000',
    'hubungi 0812.3456.789',
  ])('does not keep %s (looks personal)', (query) => {
    expect(looksPersonal(query)).toBe(true);
    expect(normaliseQuery(query)).toBeNull();
  });

  it.each([
    '4V210-08',
    'SC 63x100',
    'silinder 63 100',
    'katup 1/4',
    'MAL 32x150',
    'fitting 8mm @ 10 bar',
  ])('keeps %s', (query) => {
    expect(looksPersonal(query)).toBe(false);
  });
});

describe('eventFieldErrors', () => {
  it('asks each kind for its fields', () => {
    expect(eventFieldErrors({ kind: 'view' })).toEqual({
      productId: 'productId tidak boleh kosong',
    });
    expect(eventFieldErrors({ kind: 'marketplace', productId: 1, marketplace: 2 })).toEqual({});
    expect(Object.keys(eventFieldErrors({ kind: 'result_click', query: ' ' })).sort()).toEqual([
      'position',
      'productId',
      'query',
    ]);
    expect(eventFieldErrors({ kind: 'search', query: 'katup', resultCount: 0 })).toEqual({});
  });
});

describe('days', () => {
  it('reads a day in Asia/Jakarta', () => {
    expect(jakartaDay(new Date('2026-11-20T16:59:59Z'))).toBe('2026-11-20');
    expect(jakartaDay(new Date('2026-11-20T17:00:00Z'))).toBe('2026-11-21');
  });

  it('defaults to the 30 days up to today, refuses a reversed or too long span', () => {
    const now = new Date('2026-11-21T08:00:00Z');
    expect(analyticsRange({}, now)).toEqual({ from: '2026-10-23', to: '2026-11-21' });
    expect(analyticsRange({ from: '2026-11-22', to: '2026-11-21' }, now)).toHaveProperty(
      'errors.from',
    );
    expect(analyticsRange({ from: '2024-11-21', to: '2026-11-21' }, now)).toEqual({
      from: '2024-11-21',
      to: '2026-11-21',
    });
    expect(analyticsRange({ from: '2024-11-20', to: '2026-11-21' }, now)).toHaveProperty(
      'errors.from',
    );
    expect(daysOf('2026-02-27', '2026-03-01')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
  });
});
