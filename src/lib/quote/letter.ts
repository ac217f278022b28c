// Quotations sent and answered (issue 35): the terms of a quotation with their defaults, the
// letter number of a revision, the frozen letter a revision keeps, and the buyer's page built from
// it. The server and the mocks both build the inbox's revisions and the buyer's page through here.
import type { components } from '../../api/schema.ts';
import { addDays, jakartaDay } from '../insights/insights.ts';
import {
  QUOTE_DEFAULT_DELIVERY_TERMS,
  QUOTE_DEFAULT_PAYMENT_TERMS,
  QUOTE_DEFAULT_SIGNATORY_NAME,
  QUOTE_DEFAULT_SIGNATORY_TITLE,
  QUOTE_DEFAULT_VALID_DAYS,
  QUOTE_TEXTS,
} from './constants.ts';
import { QUOTATION_TEXTS } from './quotationTexts.ts';
import { pathTo } from '../routes/routes.ts';
import { blockedLineNames, quotedLines } from './items.ts';
import { linkOf } from './whatsapp.ts';

type Quote = components['schemas']['Quote'];
export type QuoteLetter = components['schemas']['QuoteLetter'];
type QuoteRevision = components['schemas']['QuoteRevision'];
/** A revision's status: 'Dikirim' until the buyer answers it. */
export type RevisionStatus = QuoteRevision['status'];

/** The terms of a quotation as staff set them (null: not set, the default applies). */
export interface StoredQuoteTerms {
  validUntil: string | null;
  paymentTerms: string | null;
  deliveryTerms: string | null;
  signatoryName: string | null;
  signatoryTitle: string | null;
}

/** The defaults of the terms (the server's configuration; the mocks use the constants). */
export interface QuoteTermsDefaults {
  validDays: number;
  paymentTerms: string;
  deliveryTerms: string;
  signatoryName: string;
  signatoryTitle: string;
}

/** The defaults with no configuration (the mocks; the server when nothing is set). */
export const DEFAULT_QUOTE_TERMS: QuoteTermsDefaults = {
  validDays: QUOTE_DEFAULT_VALID_DAYS,
  paymentTerms: QUOTE_DEFAULT_PAYMENT_TERMS,
  deliveryTerms: QUOTE_DEFAULT_DELIVERY_TERMS,
  signatoryName: QUOTE_DEFAULT_SIGNATORY_NAME,
  signatoryTitle: QUOTE_DEFAULT_SIGNATORY_TITLE,
};

/** Terms nobody set yet. */
export const UNSET_QUOTE_TERMS: StoredQuoteTerms = {
  validUntil: null,
  paymentTerms: null,
  deliveryTerms: null,
  signatoryName: null,
  signatoryTitle: null,
};

export type QuoteTerms = Pick<
  Quote,
  'validUntil' | 'paymentTerms' | 'deliveryTerms' | 'signatoryName' | 'signatoryTitle'
>;

/** 'Berlaku sampai' by default: today (Asia/Jakarta) plus the valid days. */
export const defaultValidUntil = (now: Date, validDays = QUOTE_DEFAULT_VALID_DAYS): string =>
  addDays(jakartaDay(now), validDays);

/** The terms a quotation states: staff's, else the defaults. */
export function quoteTerms(
  stored: StoredQuoteTerms,
  defaults: QuoteTermsDefaults,
  now: Date,
): QuoteTerms {
  return {
    validUntil: stored.validUntil ?? defaultValidUntil(now, defaults.validDays),
    paymentTerms: stored.paymentTerms || defaults.paymentTerms,
    deliveryTerms: stored.deliveryTerms || defaults.deliveryTerms,
    signatoryName: stored.signatoryName || defaults.signatoryName,
    signatoryTitle: stored.signatoryTitle || defaults.signatoryTitle,
  };
}

/** Whether a letter valid until `validUntil` (its last day, Asia/Jakarta) is past at `now`. */
export const isExpired = (validUntil: string, now: Date): boolean => jakartaDay(now) > validUntil;

/** 'PNW-202611-00042/Rev.0'. */
export const letterNumber = (reference: string, revision: number): string =>
  `${reference}/Rev.${revision}`;

/** The PDF's file name: the letter number with its slash as a dash. */
export const letterFileName = (number: string): string => `${number.replaceAll('/', '-')}.pdf`;

/** What a revision keeps of the letter, frozen when it is sent. */
export type QuoteLetterSnapshot = Omit<
  QuoteLetter,
  'status' | 'expired' | 'superseded' | 'acceptance' | 'revisionRequest' | 'whatsappUrl'
>;

/** A send this soon after the last one, of the same letter, is the same press twice. */
export const SEND_TWICE_WINDOW_MS = 60_000;

/** A letter without what every send changes (its revision, number and date), as JSON. */
function letterContent(letter: QuoteLetterSnapshot): string {
  const { revision: _revision, letterNumber: _number, date: _date, ...content } = letter;
  return JSON.stringify(content, (_key, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1)))
      : value,
  );
}

/**
 * Whether `next` repeats the newest revision: the same letter sent within a minute of it, which the
 * buyer has not answered yet. A double press of 'Kirim Penawaran' is refused however its two
 * requests interleave (the second may read the revision number after the first was stored); a
 * change of a line or a term, the buyer's request for a revision, or a later send makes a new one.
 */
export function repeatsLetter(
  newest: { letter: QuoteLetterSnapshot; sentAt: Date; status: string },
  next: { letter: QuoteLetterSnapshot; sentAt: Date },
): boolean {
  return (
    newest.status === 'sent' &&
    next.sentAt.getTime() - newest.sentAt.getTime() < SEND_TWICE_WINDOW_MS &&
    letterContent(newest.letter) === letterContent(next.letter)
  );
}

/** The seller as the letter names it (the site's footer data). */
export type QuoteLetterSeller = QuoteLetter['seller'];

/**
 * The field messages that keep a quotation from being sent: lines whose price is a range or empty,
 * a total that can not be stated, an erased buyer. Empty when it can go.
 */
export function sendErrors(quote: Quote): Record<string, string> {
  if (quote.erasedAt !== null) return { items: QUOTATION_TEXTS.erasedCannotSend };
  // Accepted with the buyer's PO: a new revision would reopen what the buyer agreed to.
  if (quote.acceptance) return { items: QUOTATION_TEXTS.acceptedCannotSend };
  const blocked = blockedLineNames(quote.items);
  if (blocked.length > 0) return { items: QUOTATION_TEXTS.blockedLines(blocked) };
  if (!quote.totals) return { items: QUOTE_TEXTS.missingPrice };
  return {};
}

/** The letter of a quotation (which `sendErrors` let through) as revision `revision` freezes it. */
export function letterSnapshot(
  quote: Quote,
  revision: number,
  sentAt: Date,
  seller: QuoteLetterSeller,
): QuoteLetterSnapshot {
  if (!quote.totals) throw new Error('letterSnapshot: the quotation has no totals');
  return {
    revision,
    letterNumber: letterNumber(quote.reference, revision),
    reference: quote.reference,
    date: sentAt.toISOString(),
    validUntil: quote.validUntil,
    seller,
    buyer: {
      name: quote.buyer.name ?? '',
      company: quote.buyer.company,
      city: quote.buyer.city,
    },
    items: quotedLines(quote.items).map((line) => ({
      name: line.name,
      quantity: line.quantity,
      note: line.note,
      unitPrice: line.unitPrice,
      discountPercent: line.discountPercent,
      subtotal: line.subtotal,
      leadTime: line.leadTime,
      leadTimeWeeks: line.leadTimeWeeks,
    })),
    totals: quote.totals,
    paymentTerms: quote.paymentTerms,
    deliveryTerms: quote.deliveryTerms,
    signatoryName: quote.signatoryName,
    signatoryTitle: quote.signatoryTitle,
  };
}

/** The buyer's answer to the newest revision, as the page shows it. */
export interface LetterAnswer {
  status: RevisionStatus;
  acceptance: QuoteLetter['acceptance'];
  revisionRequest: QuoteLetter['revisionRequest'];
}

/** The WhatsApp link on the buyer's page: to ask again (or ask anything) about this letter. */
export const letterQuestionWhatsappUrl = (chatPhone: string, number: string): string =>
  linkOf(chatPhone, `Halo, saya ingin menanyakan penawaran ${number}.`);

/** The buyer's page: the newest revision, the answer, and whether the link was older or the letter expired. */
export function quoteLetterView(
  newest: QuoteLetterSnapshot,
  answer: LetterAnswer,
  options: { superseded: boolean; now: Date; chatPhone: string },
): QuoteLetter {
  return {
    ...newest,
    ...answer,
    expired: isExpired(newest.validUntil, options.now),
    superseded: options.superseded,
    whatsappUrl: letterQuestionWhatsappUrl(options.chatPhone, newest.letterNumber),
  };
}

/** The message of the buyer's page answer: expired, else updated, else the usual. */
export function letterMessage(letter: QuoteLetter, usual: string): string {
  if (letter.expired) return QUOTATION_TEXTS.expired;
  if (letter.superseded) return QUOTATION_TEXTS.superseded;
  return usual;
}

/** Where the buyer reads a revision: `<origin>/penawaran/lihat/<token>`. */
export const quoteViewUrl = (origin: string, token: string): string =>
  `${origin}${pathTo('l-penawaran-lihat', { token })}`;
