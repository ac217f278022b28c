// The inbox detail's items (issue 25) as the server and the mocks both answer them: each item
// under its product's current name and prices, its subtotal at the quoted unit price, and the
// request's totals. Each side only loads the stored items and their products.
import { quoteTotals, quotedUnitPrice, type QuoteTotals } from './pricing.ts';

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

/** The contract's `QuoteItem`. */
export interface QuoteItemView {
  id: number;
  productId: number | null;
  name: string;
  quantity: number;
  note: string | null;
  harga: number | null;
  hargaAkhir: number | null;
  unitPrice: number | null;
  subtotal: number | null;
}

/** The items of a request as the detail shows them, and its totals (null while one has no price). */
export function quoteItemsView(stored: readonly StoredQuoteItem[]): {
  items: QuoteItemView[];
  totals: QuoteTotals | null;
} {
  const lines = stored.map((item) => ({
    item,
    unit: quotedUnitPrice(item.unitPrice, item.product?.harga ?? null),
  }));
  return {
    items: lines.map(({ item, unit }) => ({
      id: item.id,
      productId: item.product?.id ?? null,
      name: item.product?.name ?? item.productName,
      quantity: item.quantity,
      note: item.note,
      harga: item.product?.harga ?? null,
      hargaAkhir: item.product?.hargaAkhir ?? null,
      unitPrice: item.unitPrice,
      subtotal: unit === null ? null : unit * item.quantity,
    })),
    totals: quoteTotals(
      lines.map(({ item, unit }) => ({ quantity: item.quantity, unitPrice: unit })),
    ),
  };
}

/** What decides whether a line still needs the clerk's unit price. */
export type PricedLine = Pick<QuoteItemView, 'unitPrice' | 'harga' | 'hargaAkhir'>;

/**
 * Whether a line has no unit price of its own to quote (issue 32): staff typed none, and the
 * catalogue gives none (no price) or only a range, whose low end the quotation would otherwise use.
 */
export const needsStaffPrice = ({ unitPrice, harga, hargaAkhir }: PricedLine): boolean =>
  unitPrice === null && (harga === null || (hargaAkhir !== null && hargaAkhir > harga));
