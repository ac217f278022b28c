// Staff changes to a quote request: status, staff note and quoted unit prices ('Permintaan
// Penawaran'), and 'Hapus Data Pribadi' (UU PDP), which empties the buyer's fields of the request
// and of every audit entry about it, then records itself without them.
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  auditLog,
  products,
  quoteItems,
  quoteRequests,
  quoteStatusHistory,
  type AuditChange,
} from '../../db/schema/index.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import { QUOTE_TEXTS, type QuoteStatus } from '#domain/quote/constants.ts';
import { erasedValues, scrubbed } from '#domain/quote/erasure.ts';
import { exceedsQuotableTotal, quotedUnitPrice } from '#domain/quote/pricing.ts';

export interface QuoteUpdate {
  status?: QuoteStatus;
  staffNote?: string;
  items?: { id: number; unitPrice: number | null }[];
}

export interface Staff {
  id: number;
  name: string;
}

/** The request, locked for this transaction; 404 when there is none. */
async function lockQuote(tx: Tx, id: number) {
  const [row] = await tx.select().from(quoteRequests).where(eq(quoteRequests.id, id)).for('update');
  if (!row) throw notFound();
  return row;
}

async function setUnitPrices(tx: Tx, id: number, prices: QuoteUpdate['items']): Promise<void> {
  const items = await tx
    .select({
      id: quoteItems.id,
      quantity: quoteItems.quantity,
      unitPrice: quoteItems.unitPrice,
      harga: products.harga,
    })
    .from(quoteItems)
    .leftJoin(products, eq(products.id, quoteItems.productId))
    .where(eq(quoteItems.quoteId, id));
  const wanted = new Map((prices ?? []).map((item) => [item.id, item.unitPrice]));
  if ([...wanted.keys()].some((itemId) => !items.some((item) => item.id === itemId)))
    throw invalid({ items: QUOTE_TEXTS.unknownItem });
  const priced = items.map((item) => ({
    quantity: item.quantity,
    unitPrice: quotedUnitPrice(
      wanted.has(item.id) ? (wanted.get(item.id) ?? null) : item.unitPrice,
      item.harga,
    ),
  }));
  if (exceedsQuotableTotal(priced)) throw invalid({ items: QUOTE_TEXTS.totalTooLarge });
  for (const [itemId, unitPrice] of wanted)
    await tx
      .update(quoteItems)
      .set({ unitPrice })
      .where(and(eq(quoteItems.id, itemId), eq(quoteItems.quoteId, id)));
}

export async function updateQuote(
  db: Db,
  id: number,
  change: QuoteUpdate,
  staff: Staff,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockQuote(tx, id);
    if (change.items && change.items.length > 0) await setUnitPrices(tx, id, change.items);
    const statusChanged = change.status !== undefined && change.status !== row.status;
    await tx
      .update(quoteRequests)
      .set({
        ...(statusChanged ? { status: change.status } : {}),
        ...(change.staffNote === undefined ? {} : { staffNote: change.staffNote.trim() || null }),
        updatedAt: now,
      })
      .where(eq(quoteRequests.id, id));
    if (statusChanged && change.status)
      await tx.insert(quoteStatusHistory).values({
        quoteId: id,
        status: change.status,
        userId: staff.id,
        userName: staff.name,
        createdAt: now,
      });
  });
}

/**
 * 'Hapus Data Pribadi': name, company, phone, e-mail, NPWP and the buyer's note go from the
 * request and from the audit trail's entries about it (and from the staff note, should staff have
 * copied them there); items, statuses and dates stay. A second erase changes nothing.
 */
export async function eraseQuote(db: Db, id: number, staff: Staff, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockQuote(tx, id);
    if (row.erasedAt !== null) return;
    const erased = erasedValues(row);
    const entries = await tx
      .select({ id: auditLog.id, changes: auditLog.changes })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'quote'), eq(auditLog.recordId, id)));
    for (const entry of entries)
      await tx
        .update(auditLog)
        .set({ changes: scrubbed(entry.changes, erased) as AuditChange[] })
        .where(eq(auditLog.id, entry.id));
    await tx
      .update(quoteRequests)
      .set({
        name: null,
        company: null,
        phone: null,
        email: null,
        npwp: null,
        note: null,
        staffNote: row.staffNote === null ? null : (scrubbed(row.staffNote, erased) as string),
        erasedAt: now,
        updatedAt: now,
      })
      .where(eq(quoteRequests.id, id));
    await tx.insert(auditLog).values({
      userId: staff.id,
      userName: staff.name,
      action: 'update',
      entity: 'quote',
      recordId: id,
      recordName: row.reference,
      changes: [{ field: 'erasedAt', before: null, after: now.toISOString() }],
      createdAt: now,
    });
  });
}
