import { describe, expect, it } from 'vitest';
import { auditValueText, changedFields, readableValue, recordNameOf } from './audit.ts';

describe('audit helpers', () => {
  it('reads linked records by name, sizes by name, files by path and links as name: link', () => {
    expect(readableValue({ id: 3, name: 'Aerotek' })).toBe('Aerotek');
    expect(
      readableValue({ id: 7, name: 'Silinder', quantity: 4, unitPrice: 0, harga: 625000 }),
    ).toBe('Silinder × 4 @ 0');
    expect(readableValue({ id: 7, name: 'Silinder', quantity: 4, unitPrice: null })).toBe(
      'Silinder × 4 @ -',
    );
    expect(readableValue([{ name: '63' }, { name: '80' }])).toEqual(['63', '80']);
    expect(readableValue({ path: '/storage/a.png', name: 'a.png', size: 10 })).toBe(
      '/storage/a.png',
    );
    expect(
      readableValue({ ecommerces: { id: 1, name: 'Tokoku' }, link: 'https://t.example/x' }),
    ).toBe('Tokoku: https://t.example/x');
  });

  it('lists only the fields that changed, never ids, timestamps or secrets', () => {
    const before = { id: 1, name: 'A', harga: 1, updatedAt: 'x', passwordHash: 'h', token: 't' };
    const after = {
      id: 1,
      name: 'B',
      harga: 1,
      updatedAt: 'y',
      passwordHash: 'h2',
      token: 't2',
      password: 'p',
    };
    expect(changedFields(before, after)).toEqual([{ field: 'name', before: 'A', after: 'B' }]);
    expect(changedFields(null, { name: 'A' })).toEqual([
      { field: 'name', before: null, after: 'A' },
    ]);
    expect(changedFields({ name: 'A' }, null)).toEqual([
      { field: 'name', before: 'A', after: null },
    ]);
  });

  it('drops secrets nested in objects too', () => {
    expect(readableValue({ user: 'x', apiToken: 'secret' })).toEqual({ user: 'x' });
  });

  it('writes values in one line', () => {
    expect(auditValueText(null)).toBe('-');
    expect(auditValueText('')).toBe('-');
    expect(auditValueText([])).toBe('-');
    expect(auditValueText(['63', '80'])).toBe('63, 80');
    expect(auditValueText(true)).toBe('Ya');
    expect(auditValueText(false)).toBe('Tidak');
    expect(auditValueText(1500)).toBe('1500');
  });

  it('names a record by name, title or words', () => {
    expect(recordNameOf({ name: 'A' })).toBe('A');
    expect(recordNameOf({ title: 'Berita' })).toBe('Berita');
    expect(recordNameOf({ words: ['a', 'b'] })).toBe('a, b');
    expect(recordNameOf({ path: '/x.png' })).toBeNull();
    expect(recordNameOf(null)).toBeNull();
  });
});
