// What a 'Surat Penawaran Harga' shows, as plain data: the server builds it from a request, the
// footer data and its configuration; the stories from fixtures.
import type { QuotedLine } from '../../lib/quote/items.ts';
import type { QuoteLetterSnapshot } from '../../lib/quote/letter.ts';
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
  /** The letter number 'PNW-YYYYMM-NNNNN/Rev.N' of a revision sent; the reference of a draft. */
  number: string;
  /** The revision (0 for Rev.0); null for a draft not sent yet. */
  revision: number | null;
  /** When it was made (ISO instant) and its last valid day ('Berlaku sampai', YYYY-MM-DD). */
  date: string;
  validUntil: string;
  /** 'Syarat Pembayaran', 'Syarat Pengiriman' and the signatory; empty ones are left out. */
  paymentTerms: string;
  deliveryTerms: string;
  signatoryName: string;
  signatoryTitle: string;
  /** The buyer as they wrote themselves; empty once erased. */
  buyer: { name: string | null; company: string | null; city: string | null; npwp: string | null };
  items: QuoteSheetItem[];
  totals: QuoteTotals;
}

/** The sheet of a revision's frozen letter (issue 35): what was sent, as it was sent. */
export function sheetOfLetter(
  letter: QuoteLetterSnapshot,
  company: QuoteSheetCompany,
  npwp: string | null,
): QuoteSheet {
  return {
    company,
    number: letter.letterNumber,
    revision: letter.revision,
    date: letter.date,
    validUntil: letter.validUntil,
    paymentTerms: letter.paymentTerms,
    deliveryTerms: letter.deliveryTerms,
    signatoryName: letter.signatoryName,
    signatoryTitle: letter.signatoryTitle,
    buyer: {
      name: letter.buyer.name || null,
      company: letter.buyer.company,
      city: letter.buyer.city,
      npwp,
    },
    items: letter.items,
    totals: letter.totals,
  };
}
