import { describe, expect, it } from 'vitest';
import { RUPIAH_PREFIX, priceText } from './price.ts';

describe('priceText', () => {
  it('uses the "Rp. " prefix of the product card (SPEC 2.2)', () => {
    expect(RUPIAH_PREFIX).toBe('Rp. ');
  });

  it('shows a single price when hargaAkhir is empty', () => {
    expect(priceText(150000, null)).toBe('Rp. 150.000');
    expect(priceText(150000, undefined)).toBe('Rp. 150.000');
    expect(priceText(150000, '')).toBe('Rp. 150.000');
    expect(priceText('150000', '  ')).toBe('Rp. 150.000');
  });

  it('treats an unreadable hargaAkhir as empty', () => {
    expect(priceText(150000, 'abc')).toBe('Rp. 150.000');
    expect(priceText(150000, Number.NaN)).toBe('Rp. 150.000');
  });

  it('shows a single price when hargaAkhir is below harga', () => {
    expect(priceText(200000, 150000)).toBe('Rp. 200.000');
  });

  it('shows a single price when hargaAkhir equals harga (DECISIONS: "not above")', () => {
    expect(priceText(150000, 150000)).toBe('Rp. 150.000');
    expect(priceText('150000', '150000.00')).toBe('Rp. 150.000');
  });

  it('shows "harga - hargaAkhir" when hargaAkhir is above harga', () => {
    expect(priceText(150000, 250000)).toBe('Rp. 150.000 - Rp. 250.000');
    expect(priceText('1500', '2500.5')).toBe('Rp. 1.500 - Rp. 2.500,5');
  });

  it('compares amounts as numbers, not as text', () => {
    // As strings '9000' > '10000'; as numbers it is a range.
    expect(priceText('9000', '10000')).toBe('Rp. 9.000 - Rp. 10.000');
    expect(priceText('10000', '9000')).toBe('Rp. 10.000');
  });

  it('shows "Rp. 0" for an empty harga, and a range from 0 when only hargaAkhir is set', () => {
    expect(priceText(null, null)).toBe('Rp. 0');
    expect(priceText(undefined, 5000)).toBe('Rp. 0 - Rp. 5.000');
  });

  it('shows one price when the two differ only beyond the 5 shown decimals', () => {
    expect(priceText(1000.123456, 1000.1234561)).toBe('Rp. 1.000,12346');
    expect(priceText(1000.12345, 1000.12346)).toBe('Rp. 1.000,12345 - Rp. 1.000,12346');
  });

  it('keeps a negative harga readable (bad data should still be visible)', () => {
    expect(priceText(-500, null)).toBe('Rp. -500');
    expect(priceText(-500, 500)).toBe('Rp. -500 - Rp. 500');
  });
});
