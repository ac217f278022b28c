// GET admin/quote/pdf/{id}: the 'Surat Penawaran Harga' of a request, rendered from the React
// document of src/documents with @react-pdf/renderer on the render pool's worker (export/quote-pdf-pool.ts).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { QuoteSheet } from '../../../../src/documents/QuoteDocument/index.ts';
import { QUOTE_TEXTS } from '#domain/quote/constants.ts';
import { quotedLines } from '#domain/quote/items.ts';
import type { components } from '../../../../src/api/schema.ts';
import { invalid } from '../../lib/errors.ts';

type Quote = components['schemas']['Quote'];

const DAY_MS = 86_400_000;

/** The sheet of a request: 422 while an item has no unit price (nothing to quote yet). */
export async function quoteSheetOf(request: FastifyRequest, quote: Quote): Promise<QuoteSheet> {
  const { totals } = quote;
  if (!totals) throw invalid({ items: QUOTE_TEXTS.missingPrice });
  const footer = await request.server.repos.site.footer();
  const { appName, quoteValidDays } = request.server.config;
  const now = request.server.now();
  return {
    company: {
      name: appName,
      logo: await request.server.quotePdfLogo.of(footer.path, request.log),
      tagline: footer.tagline,
      office: footer.office,
      telp: footer.telp,
      email: footer.email,
    },
    number: quote.reference,
    date: now.toISOString(),
    validUntil: new Date(now.getTime() + quoteValidDays * DAY_MS).toISOString(),
    validDays: quoteValidDays,
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

export async function sendQuotePdf(
  request: FastifyRequest,
  reply: FastifyReply,
  quote: Quote,
): Promise<FastifyReply> {
  const sheet = await quoteSheetOf(request, quote);
  const pdf = await request.server.quotePdf.render(sheet);
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${quote.reference}.pdf"`)
    .send(pdf);
}
