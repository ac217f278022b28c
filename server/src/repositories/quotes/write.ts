// Staff changes to a quote request: status, staff note and quoted unit prices ('Permintaan
// Penawaran'), and 'Hapus Data Pribadi' (UU PDP), which empties the buyer's fields of the request
// and of every audit entry about it, then records itself without them.
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  auditLog,
  products,
  quoteItems,
  quotePoFiles,
  quoteRequests,
  quoteRevisions,
  quoteStatusHistory,
  type AuditChange,
} from '../../db/schema/index.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import { QUOTE_TEXTS, type QuoteLeadTime, type QuoteStatus } from '#domain/quote/constants.ts';
import { erasedValues, scrubbed } from '#domain/quote/erasure.ts';
import { exceedsQuotableTotal, quotedUnitPrice } from '#domain/quote/pricing.ts';
import {
  changedLine,
  changedTerms,
  quoteUpdateErrors,
  type QuoteLineFields,
  type QuoteUpdateInput,
} from '#domain/quote/update.ts';

export type QuoteUpdate = QuoteUpdateInput;

export interface Staff {
  id: number;
  name: string;
}

/** The request, locked for this transaction; 404 when there is none. */
export async function lockQuote(tx: Tx, id: number) {
  const [row] = await tx.select().from(quoteRequests).where(eq(quoteRequests.id, id)).for('update');
  if (!row) throw notFound();
  return row;
}

/** Staff's prices, discounts and delivery times of the lines (issue 35), checked as a whole. */
async function setLines(tx: Tx, id: number, change: QuoteUpdate, now: Date): Promise<void> {
  const items = await tx
    .select({
      id: quoteItems.id,
      quantity: quoteItems.quantity,
      unitPrice: quoteItems.unitPrice,
      discountPercent: quoteItems.discountPercent,
      leadTime: quoteItems.leadTime,
      leadTimeWeeks: quoteItems.leadTimeWeeks,
      harga: products.harga,
    })
    .from(quoteItems)
    .leftJoin(products, eq(products.id, quoteItems.productId))
    .where(eq(quoteItems.quoteId, id));
  const wanted = new Map((change.items ?? []).map((item) => [item.id, item]));
  if ([...wanted.keys()].some((itemId) => !items.some((item) => item.id === itemId)))
    throw invalid({ items: QUOTE_TEXTS.unknownItem });
  const lines = items.map((item) => {
    const current: QuoteLineFields = {
      unitPrice: item.unitPrice,
      discountPercent: Number(item.discountPercent),
      leadTime: item.leadTime as QuoteLeadTime | null,
      leadTimeWeeks: item.leadTimeWeeks,
    };
    const update = wanted.get(item.id);
    return {
      id: item.id,
      quantity: item.quantity,
      harga: item.harga,
      fields: update ? changedLine(current, update) : current,
    };
  });
  const errors = quoteUpdateErrors(
    lines.map((line) => line.fields),
    change,
    now,
  );
  if (Object.keys(errors).length > 0) throw invalid(errors);
  const priced = lines.map((line) => ({
    quantity: line.quantity,
    unitPrice: quotedUnitPrice(line.fields.unitPrice, line.harga),
    discountPercent: line.fields.discountPercent,
  }));
  if (exceedsQuotableTotal(priced)) throw invalid({ items: QUOTE_TEXTS.totalTooLarge });
  for (const line of lines)
    if (wanted.has(line.id))
      await tx
        .update(quoteItems)
        .set(line.fields)
        .where(and(eq(quoteItems.id, line.id), eq(quoteItems.quoteId, id)));
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
    await setLines(tx, id, change, now);
    await tx
      .update(quoteRequests)
      .set({
        ...changedTerms(change),
        ...(change.staffNote === undefined ? {} : { staffNote: change.staffNote.trim() || null }),
        updatedAt: now,
      })
      .where(eq(quoteRequests.id, id));
    if (change.status !== undefined) await setStatus(tx, row, change.status, staff, now);
  });
}

/** A new status with its history entry; nothing when it stays. `staff` null: the buyer. */
export async function setStatus(
  tx: Tx,
  row: { id: number; status: string },
  status: QuoteStatus,
  staff: Staff | null,
  now: Date,
): Promise<void> {
  if (status === row.status) return;
  await tx
    .update(quoteRequests)
    .set({ status, updatedAt: now })
    .where(eq(quoteRequests.id, row.id));
  await tx.insert(quoteStatusHistory).values({
    quoteId: row.id,
    status,
    userId: staff?.id ?? null,
    userName: staff?.name ?? null,
    createdAt: now,
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
        acceptedName: null,
        acceptedTitle: null,
        acceptedPoNumber: null,
        erasedAt: now,
        updatedAt: now,
      })
      .where(eq(quoteRequests.id, id));
    // Issue 35: the PO goes, and so do the buyer's revision notes; the buyer's page then answers 410.
    await tx.delete(quotePoFiles).where(eq(quotePoFiles.quoteId, id));
    // The letters sent named the buyer: their name and company go, and the PDFs with them (a
    // revision's PDF is then drawn again from the letter without them).
    await tx
      .update(quoteRevisions)
      .set({
        revisionNote: null,
        pdf: Buffer.alloc(0),
        letter: sql`jsonb_set(${quoteRevisions.letter}, '{buyer}', jsonb_build_object('name', '', 'company', null, 'city', ${quoteRevisions.letter}->'buyer'->'city'))`,
      })
      .where(eq(quoteRevisions.quoteId, id));
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
