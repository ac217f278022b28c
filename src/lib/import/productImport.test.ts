import { describe, expect, it } from 'vitest';
import {
  checkRows,
  columnKey,
  flagText,
  keyedRows,
  missingColumns,
  moneyText,
  splitList,
  rowForm,
  specHeaderKeys,
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

describe('specification and Padanan columns (issue 24)', () => {
  const attributes = [
    {
      id: 7,
      name: 'Bore',
      unit: 'mm',
      kind: 'number' as const,
      options: [],
      multiple: false,
      typeIds: [3],
    },
    {
      id: 8,
      name: 'Port',
      unit: null,
      kind: 'choice' as const,
      options: ['M5', 'G1/8'],
      multiple: false,
      typeIds: [3],
    },
    {
      id: 9,
      name: 'Tegangan',
      unit: 'V',
      kind: 'number' as const,
      options: [],
      multiple: false,
      typeIds: [99],
    },
  ];
  const specLookups: ImportLookups = { ...lookups, specAttributes: attributes };
  const base = {
    Nama: 'Silinder',
    Harga: '1000',
    Kategori: 'Silinder',
    Brand: 'Airtac',
    Tipe: 'Standar',
  };
  const sheet = (cells: Record<string, string>) => {
    const headers = Object.keys(cells);
    return keyedRows(
      headers,
      [{ row: 2, values: Object.values(cells) }],
      specHeaderKeys(attributes),
    );
  };
  const ok = () => ({});

  it('adds a column per active attribute to the template, read back as that attribute', () => {
    const headers = templateHeaders(attributes);
    expect(headers).toContain('Padanan');
    expect(headers.slice(-3)).toEqual(['Bore (mm)', 'Port', 'Tegangan (V)']);
    const keys = specHeaderKeys(attributes);
    expect(
      keyedRows(['bore_mm', 'Bore', 'PORT'], [{ row: 2, values: ['1', '2', 'M5'] }], keys)[0]
        ?.cells,
    ).toEqual({
      spec7: '1',
      spec8: 'M5',
    });
  });

  it('turns cells into the form fields, errors into their column, and keeps what is absent', () => {
    const [row] = sheet({ ...base, 'Bore (mm)': '32', Port: 'g1/8', Padanan: 'SMC:CDQ2B32-50' });
    const form = rowForm(row?.cells ?? {}, specLookups);
    expect(form.fields).toMatchObject({
      'specifications[0][id]': '7',
      'specifications[0][value]': '32',
      'specifications[1][id]': '8',
      'specifications[1][value][0]': 'G1/8',
      'equivalents[0][brand]': 'SMC',
      'equivalents[0][code]': 'CDQ2B32-50',
    });
    expect(form.equivalentsGiven).toBe(true);
    const [noPadanan] = sheet({ ...base, 'Bore (mm)': '' });
    const cleared = rowForm(noPadanan?.cells ?? {}, specLookups);
    expect(cleared.equivalentsGiven).toBe(false);
    expect(cleared.fields['specifications[0][id]']).toBe('7');
    expect(cleared.fields['specifications[0][value]']).toBeUndefined();
    const bad = checkRows(
      sheet({ ...base, 'Bore (mm)': 'tiga', Port: 'NPT', 'Tegangan (V)': '24', Padanan: 'CDQ2B' }),
      specLookups,
      ok,
      () => undefined,
      new Set(),
    );
    expect(bad.errors.map(({ column, message }) => [column, message])).toEqual([
      ['Bore (mm)', 'Harus berupa angka.'],
      ['Port', 'Pilihan tidak tersedia'],
      ['Tegangan (V)', 'Spesifikasi tidak berlaku untuk tipe produk ini'],
      ['Padanan', "Tulis padanan sebagai 'Merek:Kode', dipisah titik koma"],
    ]);
  });
});
