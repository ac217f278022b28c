import { describe, expect, it } from 'vitest';
import {
  DATA_TABLE_TEXT,
  actionsLabel,
  paginationLabel,
  rangeText,
  scrollRegionLabel,
  statusLabel,
} from './texts.ts';

describe('DATA_TABLE_TEXT (SPEC 2.3)', () => {
  it('carries SPEC texts character for character', () => {
    expect(DATA_TABLE_TEXT.empty).toBe('Tidak ditemukan data apapun disini');
    expect(DATA_TABLE_TEXT.add).toBe('Tambah Data');
    expect(DATA_TABLE_TEXT.actions).toBe('Aksi');
    expect(DATA_TABLE_TEXT.search).toBe('Cari');
  });
  it('names row controls after the row', () => {
    expect(actionsLabel('Silinder')).toBe('Aksi Silinder');
    expect(statusLabel('Silinder')).toBe('Status aktif Silinder');
  });
  it('names the pagination and the scroll region after the table', () => {
    expect(paginationLabel('Data Produk')).toBe('Halaman Data Produk');
    expect(scrollRegionLabel('Data Produk')).toBe('Tabel Data Produk');
  });
});

describe('rangeText', () => {
  it('counts rows across pages', () => {
    expect(rangeText(1, 10, 10, 57)).toBe('Menampilkan 1 sampai 10 dari 57 data');
    expect(rangeText(2, 10, 10, 57)).toBe('Menampilkan 11 sampai 20 dari 57 data');
    expect(rangeText(6, 10, 7, 57)).toBe('Menampilkan 51 sampai 57 dari 57 data');
  });
  it('says 0 for an empty or failed list', () => {
    expect(rangeText(1, 10, 0, 0)).toBe('Menampilkan 0 dari 0 data');
    expect(rangeText(3, 10, 0, -5)).toBe('Menampilkan 0 dari 0 data');
  });
});
