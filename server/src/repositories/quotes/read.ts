// Reading quote requests for the sales inbox: the table (search, status, a date range of
// Asia/Jakarta days), the detail with current product names and prices, totals and history, and
// the rows of the export.
import { and, asc, count, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  products,
  quoteItems,
  quotePoFiles,
  quoteRequests,
  quoteRevisions,
  quoteStatusHistory,
} from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { containsText, orderFor, type AdminListQuery } from '../../lib/list-query.ts';
import type { ExportQuoteItem } from '#domain/import/exportColumns.ts';
import type { QuoteLeadTime, QuoteStatus } from '#domain/quote/constants.ts';
import { letterNumber, quoteTerms, type QuoteTermsDefaults } from '#domain/quote/letter.ts';
import { quoteItemsView } from '#domain/quote/items.ts';
import { quotedUnitPrice } from '#domain/quote/pricing.ts';
import type { components } from '../../../../src/api/schema.ts';

type Quote = components['schemas']['Quote'];
type QuoteSummary = components['schemas']['QuoteSummary'];

export interface QuoteFilter {
  status?: QuoteStatus;
  /** YYYY-MM-DD, inclusive. */
  from?: string;
  /** YYYY-MM-DD, inclusive. */
  to?: string;
}

const TIME_ZONE = 'Asia/Jakarta';
const dayStart = (day: string, plusDays = 0) =>
  sql`((${day}::date + ${plusDays}::int)::timestamp at time zone ${TIME_ZONE})`;

const sortColumns = {
  id: quoteRequests.id,
  reference: quoteRequests.reference,
  status: quoteRequests.status,
  created_at: quoteRequests.createdAt,
};

function whereOf(filter: QuoteFilter, search: string): SQL | undefined {
  return and(
    search
      ? or(
          containsText(quoteRequests.reference, search),
          containsText(quoteRequests.name, search),
          containsText(quoteRequests.company, search),
          containsText(quoteRequests.phone, search),
          containsText(quoteRequests.email, search),
        )
      : undefined,
    filter.status === undefined ? undefined : eq(quoteRequests.status, filter.status),
    filter.from === undefined ? undefined : gte(quoteRequests.createdAt, dayStart(filter.from)),
    filter.to === undefined ? undefined : lt(quoteRequests.createdAt, dayStart(filter.to, 1)),
  );
}

const summaryShape = {
  id: quoteRequests.id,
  reference: quoteRequests.reference,
  status: quoteRequests.status,
  name: quoteRequests.name,
  company: quoteRequests.company,
  phone: quoteRequests.phone,
  email: quoteRequests.email,
  city: quoteRequests.city,
  createdAt: quoteRequests.createdAt,
  erasedAt: quoteRequests.erasedAt,
  // The condition stays a nested SQL chunk: in a single-table select Drizzle writes the columns at
  // the top of a field bare, and a bare "id" inside the subquery is quote_items.id (issue 32: every
  // request counted 1 item).
  itemCount: sql<number>`(select count(*)::int from ${quoteItems} where ${eq(quoteItems.quoteId, quoteRequests.id)})`,
};

const iso = (date: Date | null) => (date === null ? null : date.toISOString());

export async function listQuotes(
  db: Db,
  q: AdminListQuery,
  filter: QuoteFilter,
): Promise<{ rows: QuoteSummary[]; total: number }> {
  const where = whereOf(filter, q.search);
  const [rows, [total]] = await Promise.all([
    db
      .select(summaryShape)
      .from(quoteRequests)
      .where(where)
      .orderBy(...orderFor(sortColumns, q, quoteRequests.id))
      .limit(q.size)
      .offset(q.offset),
    db.select({ value: count() }).from(quoteRequests).where(where),
  ]);
  return {
    rows: rows.map((row) => ({
      ...row,
      status: row.status as QuoteStatus,
      createdAt: row.createdAt.toISOString(),
      erasedAt: iso(row.erasedAt),
    })),
    total: total?.value ?? 0,
  };
}

/** The items of some requests with their product's current name and prices, in the buyer's order. */
function itemsOf(db: DbOrTx, quoteIds: number[]) {
  return db
    .select({
      id: quoteItems.id,
      quoteId: quoteItems.quoteId,
      productId: products.id,
      productName: quoteItems.productName,
      currentName: products.name,
      quantity: quoteItems.quantity,
      note: quoteItems.note,
      harga: products.harga,
      hargaAkhir: products.hargaAkhir,
      unitPrice: quoteItems.unitPrice,
      discountPercent: quoteItems.discountPercent,
      leadTime: quoteItems.leadTime,
      leadTimeWeeks: quoteItems.leadTimeWeeks,
    })
    .from(quoteItems)
    .leftJoin(products, eq(products.id, quoteItems.productId))
    .where(inArray(quoteItems.quoteId, quoteIds))
    .orderBy(asc(quoteItems.quoteId), asc(quoteItems.position));
}

/** A request's revisions as the detail lists them, newest first (the PDF bytes stay behind). */
function revisionsOf(db: DbOrTx, quoteId: number) {
  return db
    .select({
      revision: quoteRevisions.revision,
      sentAt: quoteRevisions.sentAt,
      sentBy: quoteRevisions.sentByName,
      status: quoteRevisions.status,
      validUntil: sql<string>`${quoteRevisions.letter}->>'validUntil'`,
      total: sql<number>`(${quoteRevisions.letter}->'totals'->>'total')::bigint`,
      revisionNote: quoteRevisions.revisionNote,
      answeredAt: quoteRevisions.answeredAt,
    })
    .from(quoteRevisions)
    .where(eq(quoteRevisions.quoteId, quoteId))
    .orderBy(desc(quoteRevisions.revision));
}

export async function getQuote(
  db: DbOrTx,
  id: number,
  defaults: QuoteTermsDefaults,
  now: Date,
): Promise<Quote> {
  const [row] = await db.select().from(quoteRequests).where(eq(quoteRequests.id, id));
  if (!row) throw notFound();
  const [items, history, revisions, [poFile]] = await Promise.all([
    itemsOf(db, [id]),
    db
      .select()
      .from(quoteStatusHistory)
      .where(eq(quoteStatusHistory.quoteId, id))
      .orderBy(asc(quoteStatusHistory.id)),
    revisionsOf(db, id),
    db
      .select({ name: quotePoFiles.name, size: quotePoFiles.size })
      .from(quotePoFiles)
      .where(eq(quotePoFiles.quoteId, id)),
  ]);
  const view = quoteItemsView(
    items.map((item) => ({
      id: item.id,
      productName: item.productName,
      quantity: item.quantity,
      note: item.note,
      unitPrice: item.unitPrice,
      discountPercent: Number(item.discountPercent),
      leadTime: item.leadTime as QuoteLeadTime | null,
      leadTimeWeeks: item.leadTimeWeeks,
      product:
        item.productId === null
          ? null
          : {
              id: item.productId,
              name: item.currentName ?? item.productName,
              harga: item.harga,
              hargaAkhir: item.hargaAkhir,
            },
    })),
  );
  return {
    id: row.id,
    reference: row.reference,
    status: row.status as QuoteStatus,
    buyer: {
      name: row.name,
      company: row.company,
      phone: row.phone,
      email: row.email,
      npwp: row.npwp,
      city: row.city,
    },
    note: row.note,
    staffNote: row.staffNote,
    consent: { version: row.consentVersion, at: row.consentAt.toISOString() },
    items: view.items,
    totals: view.totals,
    history: history.map((entry) => ({
      status: entry.status as QuoteStatus,
      at: entry.createdAt.toISOString(),
      user: entry.userName === null ? null : { id: entry.userId, name: entry.userName },
    })),
    createdAt: row.createdAt.toISOString(),
    erasedAt: iso(row.erasedAt),
    ...quoteTerms(row, defaults, now),
    revisions: revisions.map((revision) => ({
      ...revision,
      letterNumber: letterNumber(row.reference, revision.revision),
      sentAt: revision.sentAt.toISOString(),
      status: revision.status as Quote['revisions'][number]['status'],
      total: Number(revision.total),
      answeredAt: iso(revision.answeredAt),
    })),
    acceptance:
      row.acceptedAt === null || row.acceptedRevision === null
        ? null
        : {
            revision: row.acceptedRevision,
            name: row.acceptedName,
            title: row.acceptedTitle,
            poNumber: row.acceptedPoNumber,
            poFile: poFile ?? null,
            at: row.acceptedAt.toISOString(),
          },
  };
}

/** Every item of the requests the table shows for the same query (all pages), one row each. */
export async function exportQuotes(
  db: Db,
  q: AdminListQuery,
  filter: QuoteFilter,
): Promise<ExportQuoteItem[]> {
  const rows = await db
    .select({
      reference: quoteRequests.reference,
      createdAt: quoteRequests.createdAt,
      status: quoteRequests.status,
      name: quoteRequests.name,
      company: quoteRequests.company,
      phone: quoteRequests.phone,
      email: quoteRequests.email,
      npwp: quoteRequests.npwp,
      city: quoteRequests.city,
      productName: sql<string>`coalesce(${products.name}, ${quoteItems.productName})`,
      quantity: quoteItems.quantity,
      staffPrice: quoteItems.unitPrice,
      harga: products.harga,
      itemNote: quoteItems.note,
    })
    .from(quoteRequests)
    .innerJoin(quoteItems, eq(quoteItems.quoteId, quoteRequests.id))
    .leftJoin(products, eq(products.id, quoteItems.productId))
    .where(whereOf(filter, q.search))
    .orderBy(...orderFor(sortColumns, q, quoteRequests.id), asc(quoteItems.position));
  return rows.map(({ staffPrice, harga, ...row }) => ({
    ...row,
    status: row.status as QuoteStatus,
    createdAt: row.createdAt.toISOString(),
    unitPrice: quotedUnitPrice(staffPrice, harga),
  }));
}

/** Requests still in status 'Baru', for the dashboard. */
export async function countNewQuotes(db: Db): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(quoteRequests)
    .where(eq(quoteRequests.status, 'new'));
  return row?.value ?? 0;
}
