// The 'Surat Penawaran Harga' PDFs: a draft of the request as it stands (before the first
// 'Kirim Penawaran'), and each revision's PDF, rendered once when it is sent and stored. Both come
// from the React document of src/documents, rendered with @react-pdf/renderer on the render
// pool's worker (export/quote-pdf-pool.ts).
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  sheetOfLetter,
  type QuoteSheet,
  type QuoteSheetCompany,
} from '../../../../src/documents/QuoteDocument/index.ts';
import { QUOTE_TEXTS } from '#domain/quote/constants.ts';
import { quotedLines } from '#domain/quote/items.ts';
import type { QuoteLetterSeller, QuoteLetterSnapshot } from '#domain/quote/letter.ts';
import type { components } from '../../../../src/api/schema.ts';
import { invalid } from '../../lib/errors.ts';

type Quote = components['schemas']['Quote'];

/** The letterhead: APP_NAME and the footer's logo, office, phone and e-mail. */
export async function quoteCompany(request: FastifyRequest): Promise<QuoteSheetCompany> {
  const footer = await request.server.repos.site.footer();
  return {
    name: request.server.config.appName,
    logo: await request.server.quotePdfLogo.of(footer.path, request.log),
    tagline: footer.tagline,
    office: footer.office,
    telp: footer.telp,
    email: footer.email,
  };
}

/** The seller as the buyer's page names it. */
export const sellerOf = (company: QuoteSheetCompany): QuoteLetterSeller => ({
  name: company.name,
  office: company.office || null,
  telp: company.telp || null,
  email: company.email || null,
});

/** The draft sheet of a request: 422 while an item has no unit price (nothing to quote yet). */
export async function quoteSheetOf(request: FastifyRequest, quote: Quote): Promise<QuoteSheet> {
  const { totals } = quote;
  if (!totals) throw invalid({ items: QUOTE_TEXTS.missingPrice });
  return {
    company: await quoteCompany(request),
    number: quote.reference,
    revision: null,
    date: request.server.now().toISOString(),
    validUntil: quote.validUntil,
    paymentTerms: quote.paymentTerms,
    deliveryTerms: quote.deliveryTerms,
    signatoryName: quote.signatoryName,
    signatoryTitle: quote.signatoryTitle,
    buyer: {
      name: quote.buyer.name,
      company: quote.buyer.company,
      city: quote.buyer.city,
      npwp: quote.buyer.npwp,
    },
    items: quotedLines(quote.items),
    totals,
  };
}

/** A revision's PDF, rendered from its frozen letter. */
export async function renderLetterPdf(
  request: FastifyRequest,
  letter: QuoteLetterSnapshot,
  company: QuoteSheetCompany,
  npwp: string | null,
): Promise<Buffer> {
  return request.server.quotePdf.render(sheetOfLetter(letter, company, npwp));
}

/** A PDF as an attachment. */
export const sendPdf = (reply: FastifyReply, pdf: Buffer, fileName: string): FastifyReply =>
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(pdf);

export async function sendQuotePdf(
  request: FastifyRequest,
  reply: FastifyReply,
  quote: Quote,
): Promise<FastifyReply> {
  const pdf = await request.server.quotePdf.render(await quoteSheetOf(request, quote));
  return sendPdf(reply, pdf, `${quote.reference}.pdf`);
}
