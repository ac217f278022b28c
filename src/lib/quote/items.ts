// The inbox detail's items (issue 25) as the server and the mocks both answer them: each item
// under its product's current name and prices, its subtotal at the quoted unit price, and the
// request's totals; and the lines a quotation (the PDF) states from that view. Each side only
// loads the stored items and their products; every price comes from ./pricing.ts.
import type { components } from '../../api/schema.ts';
import { lineSubtotal, quoteTotals, quotedUnitPrice, type QuoteTotals } from './pricing.ts';

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
      subtotal: lineSubtotal(priced),
    })),
    totals: quoteTotals(lines.map(({ priced }) => priced)),
  };
}

/** A line of a 'Surat Penawaran Harga'. */
export interface QuotedLine {
  name: string;
  quantity: number;
  unitPrice: number;
  subtotal: number;
  note: string | null;
}

/**
 * The lines a quotation states, from the detail's items: the quoted unit price and the subtotal
 * the view carries (the caller has checked the totals, so every line has both; 0 otherwise).
 */
export const quotedLines = (items: readonly QuoteItemView[]): QuotedLine[] =>
  items.map((item) => ({
    name: item.name,
    quantity: item.quantity,
    unitPrice: quotedUnitPrice(item.unitPrice, item.harga) ?? 0,
    subtotal: item.subtotal ?? 0,
    note: item.note,
  }));
