import { describe, expect, it } from 'vitest';
import { leadTimeText, quotedLines, quoteItemsView, type StoredQuoteItem } from './items.ts';

const product = (id: number, name: string, harga: number | null) => ({
  id,
  name,
  harga,
  hargaAkhir: harga === null ? null : harga + 50_000,
});

const stored = (overrides: Partial<StoredQuoteItem>): StoredQuoteItem => ({
  id: 1,
  productName: 'Nama Lama',
  quantity: 2,
  note: null,
  unitPrice: null,
  discountPercent: 0,
  leadTime: null,
  leadTimeWeeks: null,
  product: product(7, 'Nama Baru', 625_000),
  ...overrides,
});

describe('quoteItemsView', () => {
  it("shows the product's current name and prices, and the subtotal at the quoted price", () => {
    const { items, totals } = quoteItemsView([
      stored({ id: 1, note: 'Warna silver' }),
      stored({ id: 2, quantity: 5, unitPrice: 300_000 }),
      // harga is rounded to the rupiah for the quotation, shown as it is.
      stored({ id: 3, quantity: 3, product: product(8, 'Fitting', 8_500.4) }),
    ]);
    expect(items).toEqual([
      {
        id: 1,
        productId: 7,
        name: 'Nama Baru',
        quantity: 2,
        note: 'Warna silver',
        harga: 625_000,
        hargaAkhir: 675_000,
        unitPrice: null,
        discountPercent: 0,
        leadTime: null,
        leadTimeWeeks: null,
        subtotal: 1_250_000,
        // A range and no price of staff's: it blocks sending (issue 35).
        blocksSending: true,
      },
      expect.objectContaining({
        id: 2,
        unitPrice: 300_000,
        subtotal: 1_500_000,
        blocksSending: false,
      }),
      expect.objectContaining({ id: 3, harga: 8_500.4, subtotal: 25_500 }),
    ]);
    expect(totals).toMatchObject({ subtotal: 2_775_500 });
  });

  it('keeps the stored name once the product is gone, and has no totals without a price', () => {
    const { items, totals } = quoteItemsView([
      stored({ id: 1, product: null }),
      stored({ id: 2, product: product(9, 'Tanpa Harga', null) }),
    ]);
    expect(items[0]).toMatchObject({
      productId: null,
      name: 'Nama Lama',
      harga: null,
      hargaAkhir: null,
      subtotal: null,
    });
    expect(items[1]).toMatchObject({ productId: 9, subtotal: null });
    expect(totals).toBeNull();
  });

  it('counts a deleted product at the price staff set, and 0 as a price', () => {
    const { items, totals } = quoteItemsView([
      stored({ id: 1, product: null, unitPrice: 100_000 }),
      stored({ id: 2, unitPrice: 0 }),
    ]);
    expect(items.map((item) => item.subtotal)).toEqual([200_000, 0]);
    expect(totals).toMatchObject({ subtotal: 200_000, total: 222_000 });
  });
});

describe('quotedLines', () => {
  it('states the quoted unit price and the subtotal the view carries', () => {
    const { items } = quoteItemsView([
      stored({ id: 1, note: 'Warna silver' }),
      stored({ id: 2, quantity: 5, unitPrice: 300_000 }),
      stored({ id: 3, quantity: 3, product: product(8, 'Fitting', 8_500.4) }),
    ]);
    expect(quotedLines(items)).toEqual([
      {
        name: 'Nama Baru',
        quantity: 2,
        unitPrice: 625_000,
        discountPercent: 0,
        leadTime: null,
        leadTimeWeeks: null,
        subtotal: 1_250_000,
        note: 'Warna silver',
      },
      expect.objectContaining({ quantity: 5, unitPrice: 300_000, subtotal: 1_500_000 }),
      expect.objectContaining({ name: 'Fitting', unitPrice: 8_500, subtotal: 25_500 }),
    ]);
  });

  it("takes each line's discount off its subtotal and the totals, and keeps weeks only for Inden", () => {
    const { items, totals } = quoteItemsView([
      stored({
        id: 1,
        quantity: 10,
        unitPrice: 800_000,
        discountPercent: 5,
        leadTime: 'Inden',
        leadTimeWeeks: 3,
      }),
      stored({
        id: 2,
        quantity: 3,
        unitPrice: 333,
        discountPercent: 12.5,
        leadTime: 'Ready Stok',
        leadTimeWeeks: 4,
      }),
    ]);
    // 8.000.000 less 5 % = 7.600.000; 999 less 12,5 % = 874,125 → 874 (half up).
    expect(items.map((item) => item.subtotal)).toEqual([7_600_000, 874]);
    expect(items.map((item) => [item.leadTime, item.leadTimeWeeks])).toEqual([
      ['Inden', 3],
      ['Ready Stok', null],
    ]);
    expect(totals).toMatchObject({ subtotal: 7_600_874, dpp: 6_967_468, ppn: 836_096 });
    expect(leadTimeText(quotedLines(items)[0]!)).toBe('Inden 3 minggu');
  });
});
