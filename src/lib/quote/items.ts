// The inbox detail's items (issue 25) as the server and the mocks both answer them: each item
// under its product's current name and prices, its subtotal at the quoted unit price, and the
// request's totals; and the lines a quotation (the PDF) states from that view. Each side only
// loads the stored items and their products; every price comes from ./pricing.ts.
import type { components } from '../../api/schema.ts';
import type { QuoteLeadTime } from './constants.ts';
import {
  lineSubtotal,
  needsStaffPrice,
  normalDiscount,
  quoteTotals,
  quotedUnitPrice,
  type QuoteTotals,
} from './pricing.ts';

/** The contract's `QuoteItem`. */
export type QuoteItemView = components['schemas']['QuoteItem'];

/** An item as stored, beside its product as it is now (null once the product was deleted). */
export interface StoredQuoteItem {
  id: number;
  /** The product's name when the request was sent. */
  productName: string;
  quantity: number;
  note: string | null;
  /** The unit price staff set, or null. */
  unitPrice: number | null;
  /** Issue 35: the line's discount in percent (0 when none) and delivery time. */
  discountPercent: number;
  leadTime: QuoteLeadTime | null;
  leadTimeWeeks: number | null;
  product: { id: number; name: string; harga: number | null; hargaAkhir: number | null } | null;
}

/** The items of a request as the detail shows them, and its totals (null while one has no price). */
export function quoteItemsView(stored: readonly StoredQuoteItem[]): {
  items: QuoteItemView[];
  totals: QuoteTotals | null;
} {
  const lines = stored.map((item) => ({
    item,
    priced: {
      quantity: item.quantity,
      unitPrice: quotedUnitPrice(item.unitPrice, item.product?.harga ?? null),
      discountPercent: normalDiscount(item.discountPercent),
    },
  }));
  return {
    items: lines.map(({ item, priced }) => ({
      id: item.id,
      productId: item.product?.id ?? null,
      name: item.product?.name ?? item.productName,
      quantity: item.quantity,
      note: item.note,
      harga: item.product?.harga ?? null,
      hargaAkhir: item.product?.hargaAkhir ?? null,
      unitPrice: item.unitPrice,
      discountPercent: priced.discountPercent,
      leadTime: item.leadTime,
      leadTimeWeeks: item.leadTime === 'Inden' ? item.leadTimeWeeks : null,
      subtotal: lineSubtotal(priced),
      blocksSending: needsStaffPrice({
        unitPrice: item.unitPrice,
        harga: item.product?.harga ?? null,
        hargaAkhir: item.product?.hargaAkhir ?? null,
      }),
    })),
    totals: quoteTotals(lines.map(({ priced }) => priced)),
  };
}

/** A line of a 'Surat Penawaran Harga'. */
export interface QuotedLine {
  name: string;
  quantity: number;
  unitPrice: number;
  /** Issue 35: discount in percent (0: none), delivery time. */
  discountPercent: number;
  leadTime: QuoteLeadTime | null;
  leadTimeWeeks: number | null;
  subtotal: number;
  note: string | null;
}

/** 'Ready Stok', 'Inden 3 minggu', or '-' when not set: how the letter, the page and the PDF state it. */
export const leadTimeText = (line: Pick<QuotedLine, 'leadTime' | 'leadTimeWeeks'>): string =>
  line.leadTime === null
    ? '-'
    : line.leadTime === 'Inden'
      ? `Inden ${line.leadTimeWeeks ?? '-'} minggu`
      : line.leadTime;

/** The names of the lines that block sending (a range or no price, none typed by staff). */
export const blockedLineNames = (items: readonly QuoteItemView[]): string[] =>
  items.filter((item) => item.blocksSending).map((item) => item.name);

/**
 * The lines a quotation states, from the detail's items: the quoted unit price and the subtotal
 * the view carries (the caller has checked the totals, so every line has both; 0 otherwise).
 */
export const quotedLines = (items: readonly QuoteItemView[]): QuotedLine[] =>
  items.map((item) => ({
    name: item.name,
    quantity: item.quantity,
    unitPrice: quotedUnitPrice(item.unitPrice, item.harga) ?? 0,
    discountPercent: item.discountPercent,
    leadTime: item.leadTime,
    leadTimeWeeks: item.leadTimeWeeks,
    subtotal: item.subtotal ?? 0,
    note: item.note,
  }));
