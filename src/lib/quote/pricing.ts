// The totals of a 'Surat Penawaran Harga' (issue 25): PMK 131/2024 taxes a sale at 12 % of a
// "DPP Nilai Lain" of 11/12 of the price, an effective 11 %. Whole rupiah throughout.
import { QUOTE_MAX_TOTAL } from './constants.ts';
import { rupiahInWords } from './terbilang.ts';

/** One line of a quotation: how many, at what unit price (whole rupiah; null when none is known). */
export interface QuoteLine {
  quantity: number;
  unitPrice: number | null;
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

/** The unit price a line is quoted at: staff's price, else the product's `harga` rounded to the rupiah. */
export const quotedUnitPrice = (staffPrice: number | null, harga: number | null): number | null =>
  staffPrice ?? (harga === null ? null : Math.round(harga));

/** A line's subtotal, or null without a unit price. */
export const lineSubtotal = (line: QuoteLine): number | null =>
  line.unitPrice === null ? null : line.quantity * line.unitPrice;

/** The price total of the lines, or null while a line has no unit price. */
export function priceTotal(lines: readonly QuoteLine[]): number | null {
  let sum = 0n;
  for (const line of lines) {
    if (line.unitPrice === null) return null;
    sum += BigInt(line.quantity) * BigInt(line.unitPrice);
  }
  // A sum past 2^53 would lose digits as a number; the cap below is far under it.
  return sum > BigInt(Number.MAX_SAFE_INTEGER) ? Number.POSITIVE_INFINITY : Number(sum);
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
export function quoteTotals(lines: readonly QuoteLine[]): QuoteTotals | null {
  const subtotal = priceTotal(lines);
  return subtotal === null || !isQuotableTotal(subtotal) ? null : taxTotals(subtotal);
}
