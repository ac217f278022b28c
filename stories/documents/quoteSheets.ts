// Sample quotations for the 'Surat Penawaran Harga' stories: worked with the same totals the
// server prints (src/lib/quote/pricing.ts).
import type { QuoteSheet, QuoteSheetItem } from '../../src/documents/QuoteDocument/index.ts';
import { lineSubtotal, priceTotal, taxTotals } from '../../src/lib/quote/pricing.ts';

const company = {
  name: 'Katalog Pneumatik',
  tagline: 'Solusi pneumatik dan kelistrikan industri',
  office: 'Jl. Raya Industri No. 12, Bekasi, Jawa Barat',
  telp: '021-555-0123',
  email: 'sales@katalog.example',
  logo: null,
};

const item = (
  name: string,
  quantity: number,
  unitPrice: number,
  note: string | null = null,
  extra: Pick<QuoteSheetItem, 'discountPercent' | 'leadTime' | 'leadTimeWeeks'> = {
    discountPercent: 0,
    leadTime: null,
    leadTimeWeeks: null,
  },
): QuoteSheetItem => ({
  name,
  quantity,
  unitPrice,
  ...extra,
  subtotal: lineSubtotal({ quantity, unitPrice, discountPercent: extra.discountPercent }) ?? 0,
  note,
});

function sheetOf(items: QuoteSheetItem[], buyer: Partial<QuoteSheet['buyer']> = {}): QuoteSheet {
  return {
    company,
    number: 'PNW-202611-00042/Rev.0',
    revision: 0,
    date: '2026-11-20T03:15:00.000Z',
    validUntil: '2026-12-04',
    paymentTerms: '50% di muka, sisanya sebelum barang dikirim',
    deliveryTerms: 'Franco Surabaya',
    signatoryName: 'Andi Wijaya',
    signatoryTitle: 'Manajer Penjualan',
    buyer: {
      name: 'Budi Santoso',
      company: 'PT Maju Jaya',
      city: 'Surabaya',
      npwp: '013121660091000',
      ...buyer,
    },
    items,
    totals: taxTotals(priceTotal(items) ?? 0),
  };
}

/** Three items, one note: 2 × 625.000 + 5 × 320.000 + 100 × 8.500 = 3.700.000. */
export const threeItems = sheetOf([
  item('Silinder Kompak AK-32x50', 2, 625_000, 'Warna silver'),
  item('Katup Solenoid AV-5210 24VDC', 5, 320_000),
  item('Fitting Push-in Lurus 8mm', 100, 8_500),
]);

/** Fifty items: the table runs over pages and its head repeats. */
export const fiftyItems = sheetOf(
  Array.from({ length: 50 }, (_, index) =>
    item(`Silinder Pneumatik Seri ${index + 1}`, index + 1, 150_000 + index * 1_000),
  ),
);

/** A bonus item at Rp 0 (a price of 0 is a price). */
export const withZeroPrice = sheetOf([
  item('Panel ATS-AMF Genset 100 kVA', 1, 31_000_000),
  item('Fitting Push-in Lurus 8mm', 20, 0, 'Bonus'),
]);

/** The buyer's personal data was erased ('Hapus Data Pribadi'): only the city is left. */
export const erasedBuyer = sheetOf([item('Filter Regulator AR-2000', 2, 275_000)], {
  name: null,
  company: null,
  npwp: null,
});

/** Emoji and characters outside Latin-1 in a product name and a note (issue 25). */
export const specialCharacters = sheetOf([
  item('Katup Solenoid & Koil #5 100%', 2, 320_000, 'Kirim cepat 🚚 😀 “siap” ✓'),
  item('Silinder Ø 32 × 50 mm', 1, 625_000),
]);

/** Issue 35: Rev.1 with a discount per line and an 'Inden 3 minggu' line. */
export const discountsAndLeadTimes: QuoteSheet = {
  ...sheetOf([
    item('Silinder Kompak AK-32x50', 10, 800_000, null, {
      discountPercent: 5,
      leadTime: 'Inden',
      leadTimeWeeks: 3,
    }),
    item('Fitting Push-in Lurus 8mm', 100, 8_500, null, {
      discountPercent: 12.5,
      leadTime: 'Ready Stok',
      leadTimeWeeks: null,
    }),
  ]),
  number: 'PNW-202611-00042/Rev.1',
  revision: 1,
};
