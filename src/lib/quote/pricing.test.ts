import { describe, expect, it } from 'vitest';
import {
  cataloguePrice,
  catalogueUnitPrice,
  exceedsQuotableTotal,
  lineSubtotal,
  listTotal,
  needsStaffPrice,
  priceTotal,
  quoteTotals,
  quotedUnitPrice,
  taxTotals,
} from './pricing.ts';
import { rupiahInWords, terbilang } from './terbilang.ts';

// Worked by hand: DPP = price × 11 / 12 and PPN = DPP × 12 %, each rounded half up to a rupiah.
const HAND_COMPUTED = [
  { subtotal: 0, dpp: 0, ppn: 0, total: 0, words: 'nol rupiah' },
  // 11/12 = 0,9167 → 1; 1 × 12 % = 0,12 → 0.
  { subtotal: 1, dpp: 1, ppn: 0, total: 1, words: 'satu rupiah' },
  // 999 × 11 / 12 = 915,75 → 916; 916 × 12 % = 109,92 → 110.
  {
    subtotal: 999,
    dpp: 916,
    ppn: 110,
    total: 1_109,
    words: 'seribu seratus sembilan rupiah',
  },
  // 13.750.000 / 12 = 1.145.833,33 → 1.145.833; × 12 % = 137.499,96 → 137.500.
  {
    subtotal: 1_250_000,
    dpp: 1_145_833,
    ppn: 137_500,
    total: 1_387_500,
    words: 'satu juta tiga ratus delapan puluh tujuh ribu lima ratus rupiah',
  },
  // 916.666.666,67 → 916.666.667; × 12 % = 110.000.000,04 → 110.000.000.
  {
    subtotal: 1_000_000_000,
    dpp: 916_666_667,
    ppn: 110_000_000,
    total: 1_110_000_000,
    words: 'satu miliar seratus sepuluh juta rupiah',
  },
  // 10.999.999.999.989 / 12 = 916.666.666.665,75 → 916.666.666.666; × 12 % = 109.999.999.999,92 → 110.000.000.000.
  {
    subtotal: 999_999_999_999,
    dpp: 916_666_666_666,
    ppn: 110_000_000_000,
    total: 1_109_999_999_999,
    words:
      'satu triliun seratus sembilan miliar sembilan ratus sembilan puluh sembilan juta sembilan ratus sembilan puluh sembilan ribu sembilan ratus sembilan puluh sembilan rupiah',
  },
];

describe('taxTotals (PMK 131/2024: DPP Nilai Lain 11/12, PPN 12 %)', () => {
  it.each(HAND_COMPUTED)('a price total of $subtotal', ({ subtotal, dpp, ppn, total, words }) => {
    expect(taxTotals(subtotal)).toEqual({ subtotal, dpp, ppn, total, totalInWords: words });
  });

  it('comes to an effective 11 % within a rupiah', () => {
    for (const subtotal of [12, 1_200, 7_654_321, 123_456_789_012]) {
      const { ppn } = taxTotals(subtotal);
      expect(Math.abs(ppn - subtotal * 0.11)).toBeLessThanOrEqual(1);
    }
  });

  it('refuses a negative, fractional or too large total', () => {
    expect(() => taxTotals(-1)).toThrow(RangeError);
    expect(() => taxTotals(1.5)).toThrow(RangeError);
    expect(() => taxTotals(1_000_000_000_000)).toThrow(RangeError);
  });
});

describe('terbilang', () => {
  it.each([
    [0, 'nol'],
    [1, 'satu'],
    [10, 'sepuluh'],
    [11, 'sebelas'],
    [12, 'dua belas'],
    [19, 'sembilan belas'],
    [20, 'dua puluh'],
    [21, 'dua puluh satu'],
    [100, 'seratus'],
    [111, 'seratus sebelas'],
    [999, 'sembilan ratus sembilan puluh sembilan'],
    [1_000, 'seribu'],
    [1_001, 'seribu satu'],
    [2_000, 'dua ribu'],
    [11_000, 'sebelas ribu'],
    [100_000, 'seratus ribu'],
    [1_000_000, 'satu juta'],
    [1_250_000, 'satu juta dua ratus lima puluh ribu'],
    [1_000_000_000, 'satu miliar'],
    [2_000_001_000, 'dua miliar seribu'],
    [
      999_999_999_999,
      'sembilan ratus sembilan puluh sembilan miliar sembilan ratus sembilan puluh sembilan juta sembilan ratus sembilan puluh sembilan ribu sembilan ratus sembilan puluh sembilan',
    ],
    [1_000_000_000_000, 'satu triliun'],
  ])('%d', (amount, words) => {
    expect(terbilang(amount)).toBe(words);
  });

  it('says the rupiah of the issue', () => {
    expect(rupiahInWords(1_250_000)).toBe('satu juta dua ratus lima puluh ribu rupiah');
  });

  it('refuses what it can not spell', () => {
    expect(() => terbilang(-1)).toThrow(RangeError);
    expect(() => terbilang(0.5)).toThrow(RangeError);
    expect(() => terbilang(1e15)).toThrow(RangeError);
  });
});

describe('quote lines', () => {
  it('quotes staff’s unit price, else the product’s harga, and 0 is a price (Shopware #4027)', () => {
    expect(quotedUnitPrice(0, 850_000)).toBe(0);
    expect(quotedUnitPrice(null, 850_000.4)).toBe(850_000);
    expect(quotedUnitPrice(null, null)).toBeNull();
    expect(lineSubtotal({ quantity: 3, unitPrice: 0 })).toBe(0);
  });

  it('has no total while a line has no price, and none past the cap', () => {
    expect(
      priceTotal([
        { quantity: 2, unitPrice: 5 },
        { quantity: 1, unitPrice: null },
      ]),
    ).toBeNull();
    expect(quoteTotals([{ quantity: 2, unitPrice: 625_000 }])?.subtotal).toBe(1_250_000);
    expect(quoteTotals([{ quantity: 100_000, unitPrice: 999_999_999_999 }])).toBeNull();
    expect(quoteTotals([{ quantity: 1, unitPrice: 0 }])?.totalInWords).toBe('nol rupiah');
  });
});

describe('the range rule', () => {
  it('reads harga alone as a price, and a hargaAkhir above it as a range', () => {
    expect(cataloguePrice(1_250_000, null)).toEqual({ low: 1_250_000, high: null });
    expect(cataloguePrice(1_250_000, 1_250_000)).toEqual({ low: 1_250_000, high: null });
    expect(cataloguePrice('850000', '1250000')).toEqual({ low: 850_000, high: 1_250_000 });
    expect(cataloguePrice(null, 1_250_000)).toBeNull();
    expect(cataloguePrice('', null)).toBeNull();
  });

  it('gives the visitor a unit price only for a single price above 0', () => {
    expect(catalogueUnitPrice(1_250_000, null)).toBe(1_250_000);
    expect(catalogueUnitPrice('1500.5', null)).toBe(1500.5);
    expect(catalogueUnitPrice(0, null)).toBeNull();
    expect(catalogueUnitPrice(null, null)).toBeNull();
    expect(catalogueUnitPrice('', null)).toBeNull();
    expect(catalogueUnitPrice(1000, 2000)).toBeNull();
    expect(catalogueUnitPrice(1000, 1000)).toBe(1000);
  });

  it('quotes a range at its low end until staff price it (needsStaffPrice flags it)', () => {
    expect(quotedUnitPrice(null, 1_250_000)).toBe(1_250_000);
  });
});

describe('needsStaffPrice', () => {
  it('holds for a range or no price while staff typed none', () => {
    expect(needsStaffPrice({ unitPrice: null, harga: 1_250_000, hargaAkhir: 1_450_000 })).toBe(
      true,
    );
    expect(needsStaffPrice({ unitPrice: null, harga: null, hargaAkhir: null })).toBe(true);
  });

  it('does not hold for a single price or a price staff typed (0 included)', () => {
    expect(needsStaffPrice({ unitPrice: null, harga: 385_000, hargaAkhir: null })).toBe(false);
    expect(needsStaffPrice({ unitPrice: null, harga: 385_000, hargaAkhir: 385_000 })).toBe(false);
    expect(needsStaffPrice({ unitPrice: 0, harga: 1_250_000, hargaAkhir: 1_450_000 })).toBe(false);
    expect(needsStaffPrice({ unitPrice: 5_000, harga: null, hargaAkhir: null })).toBe(false);
  });
});

describe('totals', () => {
  it('totals the visitor’s list only when every line has a price', () => {
    expect(
      listTotal([
        { quantity: 2, unitPrice: 1000 },
        { quantity: 3, unitPrice: 250_000 },
      ]),
    ).toBe(752_000);
    expect(
      listTotal([
        { quantity: 2, unitPrice: 1000 },
        { quantity: 3, unitPrice: null },
      ]),
    ).toBeNull();
    expect(listTotal([])).toBeNull();
  });

  it('refuses staff prices past the cap, counting a line without a price as 0', () => {
    expect(exceedsQuotableTotal([{ quantity: 2, unitPrice: 500_000_000_000 }])).toBe(true);
    expect(
      exceedsQuotableTotal([
        { quantity: 1, unitPrice: 999_999_999_999 },
        { quantity: 5, unitPrice: null },
      ]),
    ).toBe(false);
  });
});
