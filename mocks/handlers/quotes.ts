// Quote requests (issue 25): the visitor's `POST quote` and the sales inbox 'Permintaan
// Penawaran', with the rules, totals and WhatsApp text of src/lib as the server uses them.
import type { RequestHandler } from 'msw';
import { HttpResponse } from 'msw';
import { QUOTE_EXPORT_COLUMNS, type ExportQuoteItem } from '../../src/lib/import/exportColumns.ts';
import {
  QUOTE_CONSENT_VERSION,
  QUOTE_TEXTS,
  type QuoteStatus,
} from '../../src/lib/quote/constants.ts';
import {
  QUOTE_DUPLICATE_WINDOW_MS,
  normalizeQuoteRequest,
  quoteFingerprintText,
  quoteReference,
  quoteReferenceMonth,
  quoteRequestErrors,
  type QuoteRequestInput,
} from '../../src/lib/quote/request.ts';
import { erasedValues, scrubbed } from '../../src/lib/quote/erasure.ts';
import { quoteItemsView } from '../../src/lib/quote/items.ts';
import { exceedsQuotableTotal, quotedUnitPrice } from '../../src/lib/quote/pricing.ts';
import { quoteRequestWhatsappUrl } from '../../src/lib/quote/whatsapp.ts';
import { recordMockAudit } from '../audit.ts';
import { db, nextId, now } from '../db.ts';
import { pdfBytes } from '../media.ts';
import { msg } from '../messages.ts';
import { adminList, sortedAdminRows, type ListSpec } from '../query.ts';
import {
  findOr404,
  idParam,
  invalid,
  list,
  readJson,
  route,
  signedIn,
  single,
  statusChange,
} from '../respond.ts';
import type { QuoteRow, Schemas } from '../rows.ts';
import { isPubliclyVisible } from '../views.ts';
import { dayParam, jakartaDay } from './audit.ts';
import { mockConfig } from './config.ts';
import { fileAnswer, formatParam } from './exports.ts';
import { countMockQuoteRequest } from './insights.ts';

const productOf = (id: number | null) =>
  id === null ? undefined : db.products.find((product) => product.id === id);

/** A request as the inbox's detail shows it: current product names and prices, totals, history. */
export function quoteView(row: QuoteRow): Schemas['Quote'] {
  const { items, totals } = quoteItemsView(
    row.items.map((item) => {
      const product = productOf(item.productId);
      return {
        ...item,
        product: product
          ? {
              id: product.id,
              name: product.name,
              harga: product.harga ?? null,
              hargaAkhir: product.hargaAkhir ?? null,
            }
          : null,
      };
    }),
  );
  return {
    id: row.id,
    reference: row.reference,
    status: row.status,
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
    consent: { version: row.consentVersion, at: row.consentAt },
    items,
    totals,
    history: row.history,
    createdAt: row.createdAt,
    erasedAt: row.erasedAt,
  };
}

const summary = (row: QuoteRow): Schemas['QuoteSummary'] => ({
  id: row.id,
  reference: row.reference,
  status: row.status,
  name: row.name,
  company: row.company,
  phone: row.phone,
  email: row.email,
  city: row.city,
  itemCount: row.items.length,
  createdAt: row.createdAt,
  erasedAt: row.erasedAt,
});

/** The inbox table's sort columns and search; the export uses the same. */
export const quoteListSpec: ListSpec<QuoteRow> = {
  columns: {
    id: (row) => row.id,
    reference: (row) => row.reference,
    status: (row) => row.status,
    created_at: (row) => row.createdAt,
  },
  searchIn: (row) => [row.reference, row.name, row.company, row.phone, row.email],
};

/** The requests `status`, `from` and `to` select (days in Asia/Jakarta, both inclusive). */
function filtered(url: URL): QuoteRow[] {
  const status = url.searchParams.get('status') || undefined;
  const from = dayParam(url, 'from');
  const to = dayParam(url, 'to');
  return db.quotes.filter(
    (row) =>
      (status === undefined || row.status === status) &&
      (from === undefined || jakartaDay(row.createdAt) >= from) &&
      (to === undefined || jakartaDay(row.createdAt) <= to),
  );
}

function createQuote(body: Record<string, unknown>, origin: string): Response {
  const input = body as unknown as QuoteRequestInput;
  const errors = quoteRequestErrors(input);
  if (Object.keys(errors).length === 0) {
    const missing = input.items.some((item) => {
      const product = productOf(item.productId);
      return !product || !isPubliclyVisible(product);
    });
    if (missing) errors.items = QUOTE_TEXTS.productUnavailable;
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
  const request = normalizeQuoteRequest(input);
  const fingerprint = quoteFingerprintText(request);
  const at = Date.now();
  // A double click or a retry within the minute: the first request's answer, nothing stored.
  let row = db.quotes.find(
    (candidate) =>
      candidate.fingerprint === fingerprint &&
      at - new Date(candidate.createdAt).getTime() < QUOTE_DUPLICATE_WINDOW_MS,
  );
  if (!row) {
    const createdAt = new Date(at);
    const month = quoteReferenceMonth(createdAt);
    const inMonth = db.quotes.filter((quote) => quote.reference.slice(4, 10) === month).length;
    const firstItemId = nextId(db.quotes.flatMap((quote) => quote.items));
    row = {
      id: nextId(db.quotes),
      reference: quoteReference(createdAt, inMonth + 1),
      status: 'new',
      ...request,
      staffNote: null,
      consentVersion: QUOTE_CONSENT_VERSION,
      consentAt: createdAt.toISOString(),
      createdAt: createdAt.toISOString(),
      erasedAt: null,
      fingerprint,
      items: request.items.map((item, index) => ({
        id: firstItemId + index,
        productId: item.productId,
        productName: productOf(item.productId)?.name ?? '',
        quantity: item.quantity,
        note: item.note,
        unitPrice: null,
      })),
      history: [{ status: 'new', at: createdAt.toISOString(), user: null }],
    };
    db.quotes.push(row);
    countMockQuoteRequest();
  }
  const whatsappUrl = quoteRequestWhatsappUrl({ ...row, name: row.name ?? '' }, productOf, {
    chatPhone: mockConfig.chatPhone,
    origin,
  });
  return single({ reference: row.reference, whatsappUrl }, QUOTE_TEXTS.sent);
}

interface QuoteUpdate {
  status?: QuoteStatus;
  staffNote?: string;
  items?: { id: number; unitPrice: number | null }[];
}

function updateQuote(row: QuoteRow, body: QuoteUpdate, user: { id: number; name: string }) {
  const prices = new Map((body.items ?? []).map((item) => [item.id, item.unitPrice]));
  if ([...prices.keys()].some((id) => !row.items.some((item) => item.id === id)))
    throw invalid({ items: QUOTE_TEXTS.unknownItem });
  const items = row.items.map((item) =>
    prices.has(item.id) ? { ...item, unitPrice: prices.get(item.id) ?? null } : item,
  );
  const priced = items.map((item) => ({
    quantity: item.quantity,
    unitPrice: quotedUnitPrice(item.unitPrice, productOf(item.productId)?.harga ?? null),
  }));
  if (exceedsQuotableTotal(priced)) throw invalid({ items: QUOTE_TEXTS.totalTooLarge });
  row.items = items;
  if (body.staffNote !== undefined) row.staffNote = body.staffNote.trim() || null;
  if (body.status !== undefined && body.status !== row.status) {
    row.status = body.status;
    row.history.push({ status: body.status, at: now(), user: { id: user.id, name: user.name } });
  }
}

/** 'Hapus Data Pribadi': the buyer's data goes from the request and from the trail about it. */
function eraseQuote(row: QuoteRow, user: { id: number; name: string }): void {
  if (row.erasedAt === null) {
    const erased = erasedValues(row);
    for (const entry of db.audit)
      if (entry.entity === 'quote' && entry.recordId === row.id)
        entry.changes = scrubbed(entry.changes, erased) as typeof entry.changes;
    if (row.staffNote) row.staffNote = scrubbed(row.staffNote, erased) as string;
    Object.assign(row, {
      name: null,
      company: null,
      phone: null,
      email: null,
      npwp: null,
      note: null,
    });
    const at = now();
    recordMockAudit(user, {
      action: 'update',
      entity: 'quote',
      recordId: row.id,
      recordName: row.reference,
      changes: [{ field: 'erasedAt', before: row.erasedAt, after: at }],
    });
    row.erasedAt = at;
  }
}

function exportRows(rows: readonly QuoteRow[]): ExportQuoteItem[] {
  return rows.flatMap((row) =>
    row.items.map((item) => ({
      reference: row.reference,
      createdAt: row.createdAt,
      status: row.status,
      name: row.name,
      company: row.company,
      phone: row.phone,
      email: row.email,
      npwp: row.npwp,
      city: row.city,
      productName: productOf(item.productId)?.name ?? item.productName,
      quantity: item.quantity,
      unitPrice: quotedUnitPrice(item.unitPrice, productOf(item.productId)?.harga ?? null),
      itemNote: item.note,
    })),
  );
}

/** Handlers of `quote` and `admin/quote*`. */
export const quoteHandlers: RequestHandler[] = [
  ...route('post', '/quote', async ({ request, url }) =>
    createQuote(await readJson(request), url.origin),
  ),
  // Before '/admin/quote/:id', which would read 'export' as an id.
  ...route('get', '/admin/quote/export', ({ url }) => {
    const format = formatParam(url);
    const rows = sortedAdminRows(url, filtered(url), quoteListSpec);
    return fileAnswer(format, 'penawaran', QUOTE_EXPORT_COLUMNS, exportRows(rows));
  }),
  ...route('get', '/admin/quote', ({ url }) => {
    const { rows, total } = adminList(url, filtered(url), quoteListSpec);
    return list(rows.map(summary), total);
  }),
  ...route('get', '/admin/quote/:id', (context) =>
    single(quoteView(findOr404(db.quotes, idParam(context)))),
  ),
  ...route('post', '/admin/quote/update/:id', async (context) => {
    const row = findOr404(db.quotes, idParam(context));
    updateQuote(row, (await readJson(context.request)) as QuoteUpdate, signedIn(context));
    return single(quoteView(row), msg.updated);
  }),
  ...route('delete', '/admin/quote/:id', (context) => {
    const row = findOr404(db.quotes, idParam(context));
    eraseQuote(row, signedIn(context));
    return statusChange(row.id, QUOTE_TEXTS.erased);
  }),
  ...route('get', '/admin/quote/pdf/:id', (context) => {
    const row = findOr404(db.quotes, idParam(context));
    if (quoteView(row).totals === null) throw invalid({ items: QUOTE_TEXTS.missingPrice });
    // The real document is the server's (src/documents/QuoteDocument); a story only needs a PDF.
    return new HttpResponse(
      new Blob([pdfBytes(`${QUOTE_TEXTS.documentTitle} ${row.reference}`)], {
        type: 'application/pdf',
      }),
      {
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': `attachment; filename="${row.reference}.pdf"`,
        },
      },
    );
  }),
];
