// The visitor's quote list (issue 25) as plain data: what one line holds, how a stored list is read
// back (anything another tab, an old version or a hand edit left there is checked, not trusted),
// and the pure changes the store makes. No storage and no React here, so every rule is unit-tested.
import {
  QUOTE_MAX_ITEMS as QUOTE_ITEMS_MAX,
  QUOTE_MAX_QUANTITY as QUOTE_QUANTITY_MAX,
  QUOTE_MIN_QUANTITY as QUOTE_QUANTITY_MIN,
} from '../../../lib/quote/constants.ts';
import {
  catalogueUnitPrice,
  lineSubtotal,
  listTotal,
  type PricedLine,
} from '../../../lib/quote/pricing.ts';

// The bounds are the request's (src/lib/quote/constants.ts): 1 to 50 products, each 1 to 100,000.
export { QUOTE_ITEMS_MAX, QUOTE_QUANTITY_MAX, QUOTE_QUANTITY_MIN };
/** A line's note, as the contract's QuoteItemInput takes it. */
export const QUOTE_NOTE_MAX_LENGTH = 500;

/** What a line remembers of its product, so the list shows without asking the server again. */
export interface QuoteProduct {
  /** The product's id, sent with the request. */
  id: number;
  /** Its name when it was added. */
  name: string;
  /** Its price (or the low end of a range) when it was added. */
  harga: number | string | null;
  /** The high end of a range, if any. */
  hargaAkhir?: number | string | null;
  /** Its cover picture's path, if any. */
  cover?: string | null;
}

/** One line of the quote list. */
export interface QuoteLine {
  /** The product. */
  product: QuoteProduct;
  /** 'Jumlah', 1 to 100,000. */
  quantity: number;
  /** The line's note ('Catatan'), may be empty. */
  note: string;
}

/** The empty list, one object so that equal reads stay equal. */
export const EMPTY_QUOTE_LIST: readonly QuoteLine[] = Object.freeze([]);

/** A typed quantity as a whole number within the bounds (nonsense and less than 1 → 1). */
export function clampQuantity(value: unknown): number {
  const number = typeof value === 'string' ? Number(value.replace(/\D/g, '')) : Number(value);
  if (!Number.isFinite(number) || number < QUOTE_QUANTITY_MIN) return QUOTE_QUANTITY_MIN;
  return Math.min(Math.trunc(number), QUOTE_QUANTITY_MAX);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const priceField = (value: unknown): number | string | null =>
  typeof value === 'number' || typeof value === 'string' ? value : null;

function readProduct(value: unknown): QuoteProduct | null {
  if (!isRecord(value)) return null;
  const { id, name } = value;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1) return null;
  if (typeof name !== 'string' || name === '') return null;
  return {
    id,
    name,
    harga: priceField(value.harga),
    hargaAkhir: priceField(value.hargaAkhir),
    cover: typeof value.cover === 'string' ? value.cover : null,
  };
}

/**
 * A stored list read back: lines without a valid product are dropped, a product listed twice
 * keeps its first line, quantities are brought within bounds, and only the first 50 lines stay.
 */
export function readQuoteList(stored: unknown): readonly QuoteLine[] {
  if (!Array.isArray(stored)) return EMPTY_QUOTE_LIST;
  const lines: QuoteLine[] = [];
  const seen = new Set<number>();
  for (const entry of stored) {
    if (lines.length === QUOTE_ITEMS_MAX) break;
    const product = isRecord(entry) ? readProduct(entry.product) : null;
    if (!product || seen.has(product.id)) continue;
    seen.add(product.id);
    const note = isRecord(entry) && typeof entry.note === 'string' ? entry.note : '';
    lines.push({
      product,
      quantity: clampQuantity(isRecord(entry) ? entry.quantity : undefined),
      note: note.slice(0, QUOTE_NOTE_MAX_LENGTH),
    });
  }
  return lines.length === 0 ? EMPTY_QUOTE_LIST : lines;
}

/** What adding a product did: added a line, raised an existing line, or refused (list full). */
export type AddOutcome = 'added' | 'increased' | 'full';

/** The list with `quantity` more of `product`: a line it has is raised (up to the bound), else one is added. */
export function withAdded(
  lines: readonly QuoteLine[],
  product: QuoteProduct,
  quantity: number,
): { lines: readonly QuoteLine[]; outcome: AddOutcome } {
  const at = lines.findIndex((line) => line.product.id === product.id);
  if (at >= 0) {
    const line = lines[at]!;
    const raised = { ...line, product, quantity: clampQuantity(line.quantity + quantity) };
    return { lines: lines.map((other, i) => (i === at ? raised : other)), outcome: 'increased' };
  }
  if (lines.length >= QUOTE_ITEMS_MAX) return { lines, outcome: 'full' };
  return {
    lines: [...lines, { product, quantity: clampQuantity(quantity), note: '' }],
    outcome: 'added',
  };
}

/** The list with one line's quantity or note changed. */
export function withLineChanged(
  lines: readonly QuoteLine[],
  productId: number,
  change: { quantity?: number; note?: string },
): readonly QuoteLine[] {
  return lines.map((line) =>
    line.product.id !== productId
      ? line
      : {
          ...line,
          quantity: change.quantity === undefined ? line.quantity : clampQuantity(change.quantity),
          note: change.note === undefined ? line.note : change.note.slice(0, QUOTE_NOTE_MAX_LENGTH),
        },
  );
}

/** The list without the product's line. */
export function withoutLine(lines: readonly QuoteLine[], productId: number): readonly QuoteLine[] {
  const rest = lines.filter((line) => line.product.id !== productId);
  return rest.length === 0 ? EMPTY_QUOTE_LIST : rest;
}

/** The line as the catalogue prices it (src/lib/quote/pricing.ts: a range or no price has none). */
const pricedLine = (line: QuoteLine): PricedLine => ({
  quantity: line.quantity,
  unitPrice: catalogueUnitPrice(line.product.harga, line.product.hargaAkhir),
});

/** The line's subtotal, or null without a unit price. */
export const lineTotal = (line: QuoteLine): number | null => lineSubtotal(pricedLine(line));

/** The list's total, only when every line has a price (else null); null for an empty list. */
export const quoteTotal = (lines: readonly QuoteLine[]): number | null =>
  listTotal(lines.map(pricedLine));
