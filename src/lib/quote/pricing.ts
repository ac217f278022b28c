// Quote pricing (issues 25, 32, 33): the one home of what a quote line costs and what a
// 'Surat Penawaran Harga' totals. The visitor's list, the inbox (server and mocks), the WhatsApp
// text, the sales e-mail and the PDF all price through here. PMK 131/2024 taxes a sale at 12 % of
// a "DPP Nilai Lain" of 11/12 of the price, an effective 11 %. Whole rupiah on the quotation.
// Issue 35's per-line discount lives in `PricedLine` and `lineSubtotal` (and the totals through them).
import { toAmount } from '../catalogue/rupiah.ts';
import { QUOTE_MAX_TOTAL } from './constants.ts';
import { rupiahInWords } from './terbilang.ts';

/** A product's price as the catalogue states it: `low` alone, or the range `low` to `high`. */
export interface CataloguePrice {
  low: number;
  /** The top of the range; null for a single price. */
  high: number | null;
}

/** A machine amount as the API gives it (a number or a numeric string). */
type Amount = number | string | null | undefined;

/**
 * The range rule (DECISIONS "Price"), the one reading of `harga` and `hargaAkhir`: `harga` is the
 * price, a `hargaAkhir` above it makes the price a range; an empty `harga` is no price.
 *
 * A range is not a unit price of its own. The visitor's list gives its line no subtotal and the
 * list no total (`catalogueUnitPrice`); the inbox flags the line 'harga belum diisi' until staff
 * type a price (`needsStaffPrice`); a quotation made before then states the range's low end
 * (`quotedUnitPrice`), which the inbox asks about before the PDF.
 */
export function cataloguePrice(harga: Amount, hargaAkhir: Amount): CataloguePrice | null {
  const low = toAmount(harga);
  if (low === null) return null;
  const high = toAmount(hargaAkhir);
  return { low, high: high !== null && high > low ? high : null };
}

/**
 * The unit price the catalogue itself gives a line: a single price above 0. A range or no price
 * (0, empty) is asked for, not summed (Shopware's quote broke on a 0 price).
 */
export function catalogueUnitPrice(harga: Amount, hargaAkhir: Amount): number | null {
  const price = cataloguePrice(harga, hargaAkhir);
  return price === null || price.high !== null || price.low <= 0 ? null : price.low;
}

/**
 * The unit price a quotation states: the one staff set, else the catalogue's `harga` (a range's
 * low end) rounded to the rupiah; null when neither is known.
 */
export function quotedUnitPrice(staffPrice: number | null, harga: number | null): number | null {
  if (staffPrice !== null) return staffPrice;
  const price = cataloguePrice(harga, null);
  return price === null ? null : Math.round(price.low);
}

/** An inbox line as staff price it: their unit price (or none) beside the catalogue's. */
export interface StaffPricedLine {
  unitPrice: number | null;
  harga: number | null;
  hargaAkhir: number | null;
}

/**
 * Whether a line has no unit price of its own to quote (issue 32): staff typed none, and the
 * catalogue gives none (no price) or only a range, whose low end the quotation would otherwise use.
 */
export function needsStaffPrice({ unitPrice, harga, hargaAkhir }: StaffPricedLine): boolean {
  if (unitPrice !== null) return false;
  const price = cataloguePrice(harga, hargaAkhir);
  return price === null || price.high !== null;
}

/** A line as it is priced: how many, at what unit price (null when none is known), less what discount. */
export interface PricedLine {
  quantity: number;
  unitPrice: number | null;
  /** Issue 35: the line's discount in percent, 0 to 100 (absent: none). */
  discountPercent?: number;
}

/** A discount kept to two decimals (what the inbox stores and every total uses). */
export const normalDiscount = (percent: number | null | undefined): number =>
  percent === null || percent === undefined || !Number.isFinite(percent)
    ? 0
    : Math.min(100, Math.max(0, Math.round(percent * 100) / 100));

/** A line's price total after its discount, exact in integers (hundredths of a percent). */
function discountedLine(quantity: number, unitPrice: number, discountPercent = 0): bigint {
  const gross = BigInt(quantity) * BigInt(unitPrice);
  const basisPoints = BigInt(Math.round(normalDiscount(discountPercent) * 100));
  if (basisPoints === 0n) return gross;
  return divideRoundingHalfUp(gross * (10_000n - basisPoints), 10_000n);
}

/** A line's subtotal (quantity × unit price less the discount, rounded half up), or null without a unit price. */
export const lineSubtotal = (line: PricedLine): number | null =>
  line.unitPrice === null
    ? null
    : Number(discountedLine(line.quantity, line.unitPrice, line.discountPercent));

/** The visitor's list total: only when every line has a price (else null); null for no lines. */
export function listTotal(lines: readonly PricedLine[]): number | null {
  if (lines.length === 0) return null;
  let total = 0;
  for (const line of lines) {
    const subtotal = lineSubtotal(line);
    if (subtotal === null) return null;
    total += subtotal;
  }
  return total;
}

export interface QuoteTotals {
  /** The price total: every line's quantity times unit price. */
  subtotal: number;
  /** DPP Nilai Lain: 11/12 of `subtotal`. */
  dpp: number;
  /** PPN: 12 % of `dpp`. */
  ppn: number;
  /** `subtotal` plus `ppn`: what the buyer pays. */
  total: number;
  /** `total` in Indonesian words. */
  totalInWords: string;
}

/**
 * `numerator / denominator` rounded half up to a whole number (both non-negative). The stated
 * rounding: DPP and PPN are each rounded to the nearest rupiah, half a rupiah up, computed in
 * integers so no float error can move a result across the half.
 */
function divideRoundingHalfUp(numerator: bigint, denominator: bigint): bigint {
  return (2n * numerator + denominator) / (2n * denominator);
}

/** The price total of the lines, or null while a line has no unit price. */
export function priceTotal(lines: readonly PricedLine[]): number | null {
  let sum = 0n;
  for (const line of lines) {
    if (line.unitPrice === null) return null;
    sum += discountedLine(line.quantity, line.unitPrice, line.discountPercent);
  }
  // A sum past 2^53 would lose digits as a number; the cap below is far under it.
  return sum > BigInt(Number.MAX_SAFE_INTEGER) ? Number.POSITIVE_INFINITY : Number(sum);
}

/**
 * Whether staff's unit prices would put the quotation past what it can state (422 'Total
 * penawaran melebihi ...'); a line without a price counts as 0.
 */
export function exceedsQuotableTotal(lines: readonly PricedLine[]): boolean {
  const total = priceTotal(lines.map((line) => ({ ...line, unitPrice: line.unitPrice ?? 0 })));
  return total !== null && total > QUOTE_MAX_TOTAL;
}

/** Whether a price total can be quoted (and spelled out). */
export const isQuotableTotal = (subtotal: number): boolean =>
  Number.isSafeInteger(subtotal) && subtotal >= 0 && subtotal <= QUOTE_MAX_TOTAL;

/** DPP Nilai Lain, PPN and the total of a price total (0 to QUOTE_MAX_TOTAL whole rupiah). */
export function taxTotals(subtotal: number): QuoteTotals {
  if (!isQuotableTotal(subtotal))
    throw new RangeError(
      `taxTotals expects a whole number 0 to ${QUOTE_MAX_TOTAL}, got ${subtotal}`,
    );
  const price = BigInt(subtotal);
  const dpp = divideRoundingHalfUp(price * 11n, 12n);
  const ppn = divideRoundingHalfUp(dpp * 12n, 100n);
  const total = Number(price + ppn);
  return {
    subtotal,
    dpp: Number(dpp),
    ppn: Number(ppn),
    total,
    totalInWords: rupiahInWords(total),
  };
}

/** The totals of a quotation's lines, or null while a line has no unit price or the total is past the cap. */
export function quoteTotals(lines: readonly PricedLine[]): QuoteTotals | null {
  const subtotal = priceTotal(lines);
  return subtotal === null || !isQuotableTotal(subtotal) ? null : taxTotals(subtotal);
}
