// The 'Surat Penawaran Harga' as HTML (issue 35): what the PDF states, readable on a phone. The
// buyer's page shows it; its data comes from the quotation the server froze when staff sent it.
import { useId } from 'react';
import { formatRupiah } from '../../../lib/catalogue/rupiah.ts';
import { formatDateId } from '../../../lib/format/dates.ts';
import { QUOTE_TEXTS } from '../../../lib/quote/constants.ts';
import { QUOTATION_TEXTS } from '../../../lib/quote/quotationTexts.ts';
import type { QuoteLeadTime } from '../../../lib/quote/constants.ts';
import { leadTimeText } from '../../../lib/quote/items.ts';
import type { QuoteTotals } from '../../../lib/quote/pricing.ts';
import { QUOTATION_LABELS as L } from '../../../lib/quote/quotation.ts';
import { Cell, StackedTable } from '../../../ui/StackedTable/StackedTable.styles.ts';
import {
  Facts,
  LetterTitle,
  Letterhead,
  LineName,
  LineNote,
  Sheet,
  Signature,
  Totals,
  Words,
} from './QuoteLetter.styles.ts';

/** One line of the letter, priced as sent. */
export interface QuoteLetterLine {
  /** The product's name. */
  name: string;
  /** How many. */
  quantity: number;
  /** The unit price before the discount, whole rupiah. */
  unitPrice: number;
  /** The line's discount in percent (0 for none). */
  discountPercent: number;
  /** From stock, or ordered in; null when not set. */
  leadTime: QuoteLeadTime | null;
  /** Weeks of an 'Inden' line. */
  leadTimeWeeks: number | null;
  /** What the line costs after its discount. */
  subtotal: number;
  /** The buyer's note on the line. */
  note: string | null;
}

/** What the letter states. */
export interface QuoteLetterData {
  /** The company sending it (name, office address, phone and e-mail). */
  seller: { name: string; office: string | null; telp: string | null; email: string | null };
  /** 'PNW-YYYYMM-NNNNN/Rev.N'. */
  letterNumber: string;
  /** When it was sent (ISO instant). */
  date: string;
  /** 'Berlaku sampai' (YYYY-MM-DD). */
  validUntil: string;
  /** The buyer as they wrote themselves. */
  buyer: { name: string | null; company: string | null; city: string | null };
  /** The lines. */
  items: readonly QuoteLetterLine[];
  /** DPP Nilai Lain, PPN, the total and the total in words. */
  totals: QuoteTotals;
  /** 'Syarat Pembayaran'. */
  paymentTerms: string;
  /** 'Syarat Pengiriman'. */
  deliveryTerms: string;
  /** Who signs, and their position. */
  signatoryName: string;
  signatoryTitle: string;
}

/** Props of QuoteLetter. */
export interface QuoteLetterProps {
  /** The quotation. */
  letter: QuoteLetterData;
  /** Whether the letter's title is the page's h1 (the buyer's page); an h2 otherwise. */
  isPageHeading?: boolean;
}

const rupiah = (amount: number) => `Rp ${formatRupiah(amount)}`;

/** The quotation's letter: letterhead, facts, lines, totals, terms and signatory. */
export function QuoteLetter({ letter, isPageHeading = false }: QuoteLetterProps) {
  const titleId = `quote-letter${useId().replace(/:/g, '')}`;
  const { seller: company, buyer, totals } = letter;
  const to = [buyer.name, buyer.company, buyer.city].filter(Boolean).join(', ');
  return (
    <Sheet aria-labelledby={titleId}>
      <Letterhead>
        <strong>{company.name}</strong>
        {company.office ? <span>{company.office}</span> : null}
        <span>{[company.telp, company.email].filter(Boolean).join(' · ')}</span>
      </Letterhead>
      <LetterTitle as={isPageHeading ? 'h1' : 'h2'} id={titleId}>
        {QUOTE_TEXTS.documentTitle}
      </LetterTitle>
      <Facts>
        <dt>{L.letterNumber}</dt>
        <dd>{letter.letterNumber}</dd>
        <dt>{L.date}</dt>
        <dd>{formatDateId(letter.date)}</dd>
        <dt>{QUOTATION_TEXTS.validUntil}</dt>
        <dd>{formatDateId(letter.validUntil)}</dd>
        {to ? (
          <>
            <dt>{L.to}</dt>
            <dd>{to}</dd>
          </>
        ) : null}
      </Facts>
      <StackedTable aria-label={L.product}>
        <thead>
          <tr>
            <th scope="col">{L.product}</th>
            <th scope="col" className="amount">
              {L.quantity}
            </th>
            <th scope="col" className="amount">
              {L.unitPrice}
            </th>
            <th scope="col" className="amount">
              {L.discount}
            </th>
            <th scope="col">{L.leadTime}</th>
            <th scope="col" className="amount">
              {L.subtotal}
            </th>
          </tr>
        </thead>
        <tbody>
          {letter.items.map((line, index) => (
            <tr key={`${index}-${line.name}`}>
              <th scope="row" data-label="">
                <span>
                  <LineName>{line.name}</LineName>
                  {line.note ? <LineNote>{line.note}</LineNote> : null}
                </span>
              </th>
              <td className="amount" data-label={L.quantity}>
                <Cell>{line.quantity}</Cell>
              </td>
              <td className="amount" data-label={L.unitPrice}>
                <Cell>{rupiah(line.unitPrice)}</Cell>
              </td>
              <td className="amount" data-label={L.discount}>
                <Cell>{line.discountPercent > 0 ? `${line.discountPercent}%` : '-'}</Cell>
              </td>
              <td data-label={L.leadTime}>
                <Cell>{leadTimeText(line)}</Cell>
              </td>
              <td className="amount" data-label={L.subtotal}>
                <Cell>{rupiah(line.subtotal)}</Cell>
              </td>
            </tr>
          ))}
        </tbody>
      </StackedTable>
      <Totals aria-label={L.total}>
        <dt>{L.priceTotal}</dt>
        <dd>{rupiah(totals.subtotal)}</dd>
        <dt>{L.dpp}</dt>
        <dd>{rupiah(totals.dpp)}</dd>
        <dt>{L.ppn}</dt>
        <dd>{rupiah(totals.ppn)}</dd>
        <dt className="grand">{L.total}</dt>
        <dd className="grand">{rupiah(totals.total)}</dd>
      </Totals>
      <Words>
        {L.inWords}: {totals.totalInWords}
      </Words>
      <Facts>
        <dt>{QUOTATION_TEXTS.paymentTerms}</dt>
        <dd>{letter.paymentTerms || '-'}</dd>
        <dt>{QUOTATION_TEXTS.deliveryTerms}</dt>
        <dd>{letter.deliveryTerms || '-'}</dd>
      </Facts>
      <Signature>
        <p>{L.regards}</p>
        <p>{company.name}</p>
        <p className="name">{letter.signatoryName}</p>
        <p>{letter.signatoryTitle}</p>
      </Signature>
    </Sheet>
  );
}
