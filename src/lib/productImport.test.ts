import { describe, expect, it } from 'vitest';
import {
  checkRows,
  columnKey,
  flagText,
  keyedRows,
  missingColumns,
  moneyText,
  splitList,
  templateHeaders,
  type ImportLookups,
} from './productImport.ts';

const lookups: ImportLookups = {
  categories: new Map([['silinder', 1]]),
  brands: new Map([['airtac', 2]]),
  types: new Map([['standar', 3]]),
  ecommerces: new Map([['tokopedia', 4]]),
};

describe('product import rows', () => {
  it('reads the template headers and their aliases, ignoring case, spaces and underscores', () => {
    expect(templateHeaders().map(columnKey)).not.toContain(null);
    expect(columnKey('harga_akhir')).toBe('hargaAkhir');
    expect(columnKey('CATEGORY')).toBe('kategori');
    expect(columnKey('Link Marketplace 12')).toBe('link12');
    expect(columnKey('Status')).toBeNull();
    expect(missingColumns(['Nama', 'Harga', 'Brand'])).toEqual(['Kategori', 'Tipe']);
  });

  it('reads prices with thousands separators, Ya/Tidak flags and ;-separated lists', () => {
    expect(moneyText('Rp. 1.250.000')).toBe('1250000');
    expect(moneyText('12,5')).toBe('12,5');
    expect(flagText('YA')).toBe('1');
    expect(flagText('')).toBe('0');
    expect(flagText('mungkin')).toBe('mungkin');
    expect(splitList(' 2,5 mm; 3 mm\n\n4 mm ')).toEqual(['2,5 mm', '3 mm', '4 mm']);
  });

  it('maps names to ids, errors to the sheet column (skipped marketplace slots included) and ids written twice', () => {
    const rows = keyedRows(
      [
        'ID',
        'Nama',
        'Kategori',
        'Brand',
        'Tipe',
        'Marketplace 1',
        'Link Marketplace 1',
        'Marketplace 2',
        'Link Marketplace 2',
      ],
      [
        {
          row: 2,
          values: ['7', 'A', 'Silinder', 'airtac', 'Standar', '', '', 'Tokopedia', 'ftp://x'],
        },
        { row: 3, values: ['', '', '', '', '', '', '', '', ''] },
        {
          row: 4,
          values: [
            '7',
            'B',
            'Silinder',
            'Airtac',
            'Standar',
            'Lazada',
            'https://x.example',
            '',
            '',
          ],
        },
      ],
    );
    expect(rows.map((row) => row.row)).toEqual([2, 4]);
    const seen: Record<string, string>[] = [];
    const result = checkRows(
      rows,
      lookups,
      (_schema, fields): Record<string, string> => {
        seen.push(fields);
        return fields['ecommerces[0][link_id]'] === 'ftp://x'
          ? { 'ecommerces[0][link_id]': 'Link harus diawali http:// atau https://' }
          : {};
      },
      () => undefined,
      new Set([7]),
    );
    expect(seen[0]).toMatchObject({
      name: 'A',
      category_id: '1',
      brand_id: '2',
      type_id: '3',
      'ecommerces[0][ecommerces_id]': '4',
    });
    expect(result.errors).toEqual([
      { row: 2, column: 'Link Marketplace 2', message: 'Link harus diawali http:// atau https://' },
      { row: 4, column: 'ID', message: 'ID ini sudah dipakai di baris 2.' },
      { row: 4, column: 'Marketplace 1', message: 'Ecommerce tidak ditemukan' },
    ]);
    expect(result.valid).toEqual([]);
  });
});
