// GET admin/quote/pdf/{id}: the 'Surat Penawaran Harga' of a request, rendered from the React
// document of src/documents with @react-pdf/renderer on the render pool's worker (export/quote-pdf-pool.ts).
import type { FastifyReply, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import type { QuoteSheet } from '../../../../src/documents/QuoteDocument/index.ts';
import { QUOTE_TEXTS } from '../../../../src/lib/quote.ts';
import { quotedUnitPrice } from '../../../../src/lib/quoteTotals.ts';
import type { components } from '../../../../src/api/schema.ts';
import { invalid } from '../../lib/errors.ts';

type Quote = components['schemas']['Quote'];

const DAY_MS = 86_400_000;

/** The logo's height in the PDF is 64 points; twice that in pixels prints sharp. */
const LOGO_HEIGHT_PX = 128;

let logoCache: { key: string; dataUri: string } | null = null;

/**
 * The footer's logo as a PNG data URI for the document (react-pdf draws PNG and JPEG, the site
 * serves WebP): read from its stored thumbnail, made once per uploaded file. No logo, a missing
 * file or an unreadable picture prints the name alone; the PDF never fails for its logo.
 */
async function logoOf(request: FastifyRequest, path: string | null): Promise<string | null> {
  const webp = path === null ? null : request.server.publicFiles.keyOf(path);
  if (!webp) return null;
  const key = webp.replace(/\.webp$/, '.thumb.webp');
  if (logoCache?.key === key) return logoCache.dataUri;
  try {
    const stored = await request.server.storage.get(key);
    if (!stored) return null;
    const png = await sharp(stored)
      .resize({ height: LOGO_HEIGHT_PX, withoutEnlargement: true })
      .png()
      .toBuffer();
    logoCache = { key, dataUri: `data:image/png;base64,${png.toString('base64')}` };
    return logoCache.dataUri;
  } catch (error) {
    request.log.warn({ err: error, key }, 'quote PDF logo not readable');
    return null;
  }
}

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
      logo: await logoOf(request, footer.path),
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
    items: quote.items.map((item) => {
      const unitPrice = quotedUnitPrice(item.unitPrice, item.harga) ?? 0;
      return {
        name: item.name,
        quantity: item.quantity,
        unitPrice,
        subtotal: unitPrice * item.quantity,
        note: item.note,
      };
    }),
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
