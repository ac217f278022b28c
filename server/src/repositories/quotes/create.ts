// Storing a visitor's quote request (issue 25). The same request sent again within a minute is
// answered with the first one's reference and stores nothing: a transaction-scoped advisory lock
// on the request's fingerprint makes concurrent sends (from any server instance on the same
// database) wait for each other, so the second one finds the first.
import { createHash } from 'node:crypto';
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  products,
  quoteItems,
  quoteReferenceCounters,
  quoteRequests,
  quoteStatusHistory,
} from '../../db/schema/index.ts';
import { invalid } from '../../lib/errors.ts';
import { QUOTE_CONSENT_VERSION, QUOTE_TEXTS } from '#domain/quote/constants.ts';
import {
  QUOTE_DUPLICATE_WINDOW_MS,
  quoteFingerprintText,
  quoteReference,
  quoteReferenceMonth,
  type NormalizedQuoteRequest,
} from '#domain/quote/request.ts';

/** A product of the request as the WhatsApp message and the e-mail name it. */
export interface QuotedProduct {
  id: number;
  name: string;
  harga: number;
  hargaAkhir: number | null;
}

export interface StoredQuote {
  id: number;
  reference: string;
  /** False when this was a repeat of a request stored within the minute. */
  isNew: boolean;
}

/** The public, visible products of the request by id; any other id is 422. */
export async function quotedProducts(
  db: Db,
  request: NormalizedQuoteRequest,
): Promise<Map<number, QuotedProduct>> {
  const ids = [...new Set(request.items.map((item) => item.productId))];
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      harga: products.harga,
      hargaAkhir: products.hargaAkhir,
    })
    .from(products)
    .where(and(inArray(products.id, ids), eq(products.isPublic, true)));
  if (rows.length !== ids.length) throw invalid({ items: QUOTE_TEXTS.productUnavailable });
  return new Map(rows.map((row) => [row.id, row]));
}

/** The next running number of a month, counted in one atomic upsert. */
async function nextMonthNumber(tx: Tx, month: string): Promise<number> {
  const [row] = await tx
    .insert(quoteReferenceCounters)
    .values({ month, last: 1 })
    .onConflictDoUpdate({
      target: quoteReferenceCounters.month,
      set: { last: sql`${quoteReferenceCounters.last} + 1` },
    })
    .returning({ last: quoteReferenceCounters.last });
  return row?.last ?? 1;
}

export async function storeQuote(
  db: Db,
  request: NormalizedQuoteRequest,
  named: Map<number, QuotedProduct>,
  now: Date,
): Promise<StoredQuote> {
  const fingerprint = createHash('sha256').update(quoteFingerprintText(request)).digest('hex');
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${fingerprint}, 25))`);
    const [repeat] = await tx
      .select({ id: quoteRequests.id, reference: quoteRequests.reference })
      .from(quoteRequests)
      .where(
        and(
          eq(quoteRequests.fingerprint, fingerprint),
          gt(quoteRequests.createdAt, new Date(now.getTime() - QUOTE_DUPLICATE_WINDOW_MS)),
        ),
      )
      .orderBy(desc(quoteRequests.id))
      .limit(1);
    if (repeat) return { ...repeat, isNew: false };
    const number = await nextMonthNumber(tx, quoteReferenceMonth(now));
    const [stored] = await tx
      .insert(quoteRequests)
      .values({
        reference: quoteReference(now, number),
        status: 'new',
        name: request.name,
        company: request.company,
        phone: request.phone,
        email: request.email,
        npwp: request.npwp,
        city: request.city,
        note: request.note,
        consentVersion: QUOTE_CONSENT_VERSION,
        consentAt: now,
        fingerprint,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: quoteRequests.id, reference: quoteRequests.reference });
    if (!stored) throw new Error('quote request not stored');
    await tx.insert(quoteItems).values(
      request.items.map((item, position) => ({
        quoteId: stored.id,
        position,
        productId: item.productId,
        productName: named.get(item.productId)?.name ?? '',
        quantity: item.quantity,
        note: item.note,
      })),
    );
    await tx
      .insert(quoteStatusHistory)
      .values({ quoteId: stored.id, status: 'new', createdAt: now });
    return { ...stored, isNew: true };
  });
}
