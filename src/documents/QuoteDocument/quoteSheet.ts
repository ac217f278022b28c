// What a 'Surat Penawaran Harga' shows, as plain data: the server builds it from a request, the
// footer data and its configuration; the stories from fixtures.
import type { QuotedLine } from '../../lib/quote/items.ts';
import type { QuoteTotals } from '../../lib/quote/pricing.ts';

export interface QuoteSheetCompany {
  /** APP_NAME. */
  name: string;
  /** The footer's office address, phone and e-mail. */
  office: string;
  telp: string;
  email: string;
  tagline: string;
  /**
   * The footer's logo as a PNG or JPEG data URI (what react-pdf draws, on the server and in the
   * browser alike), or null when none is uploaded: the name stands alone then.
   */
  logo: string | null;
}

/** A line of the quotation, as src/lib/quote/items.ts states it from the request. */
export type QuoteSheetItem = QuotedLine;

export interface QuoteSheet {
  company: QuoteSheetCompany;
  /** The reference, as the quotation's number. */
  number: string;
  /** When it was made and until when it holds (ISO instants). */
  date: string;
  validUntil: string;
  validDays: number;
  /** The buyer as they wrote themselves; empty once erased. */
  buyer: { name: string | null; company: string | null; city: string | null; npwp: string | null };
  items: QuoteSheetItem[];
  totals: QuoteTotals;
}
