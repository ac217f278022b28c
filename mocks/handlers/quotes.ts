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
import { QUOTATION_TEXTS } from '../../src/lib/quote/quotationTexts.ts';
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
import {
  DEFAULT_QUOTE_TERMS,
  UNSET_QUOTE_TERMS,
  letterFileName,
  letterMessage,
  letterNumber,
  letterSnapshot,
  quoteLetterView,
  quoteTerms,
  quoteViewUrl,
  repeatsLetter,
  sendErrors,
  type QuoteLetter,
  type QuoteLetterSeller,
  type QuoteLetterSnapshot,
} from '../../src/lib/quote/letter.ts';
import { poFileError, poFileName } from '../../src/lib/quote/po.ts';
import {
  changedLine,
  changedTerms,
  quoteUpdateErrors,
  type QuoteLineFields,
  type QuoteUpdateInput,
} from '../../src/lib/quote/update.ts';
import { exceedsQuotableTotal, quotedUnitPrice } from '../../src/lib/quote/pricing.ts';
import { quoteRequestWhatsappUrl, quoteSentWhatsappUrl } from '../../src/lib/quote/whatsapp.ts';
import { recordMockAudit } from '../audit.ts';
import { db, nextId, now } from '../db.ts';
import { pdfBytes } from '../media.ts';
import { msg } from '../messages.ts';
import { adminList, sortedAdminRows, type ListSpec } from '../query.ts';
import {
  fail,
  findOr404,
  idParam,
  invalid,
  readForm,
  list,
  readJson,
  route,
  signedIn,
  single,
  statusChange,
} from '../respond.ts';
import type { QuoteItemRow, QuoteRevisionRow, QuoteRow, Schemas } from '../rows.ts';
import { isPubliclyVisible } from '../views.ts';
import { dayParam, jakartaDay } from './audit.ts';
import { mockConfig } from './config.ts';
import { fileAnswer, formatParam } from './exports.ts';
import { countMockQuoteRequest } from './insights.ts';

const productOf = (id: number | null) =>
  id === null ? undefined : db.products.find((product) => product.id === id);

/** A line's issue-35 fields as stored (absent in older fixtures: none). */
const lineFields = (item: QuoteItemRow): QuoteLineFields => ({
  unitPrice: item.unitPrice,
  discountPercent: item.discountPercent ?? 0,
  leadTime: item.leadTime ?? null,
  leadTimeWeeks: item.leadTimeWeeks ?? null,
});

/** A request as the inbox's detail shows it: current product names and prices, totals, history. */
export function quoteView(row: QuoteRow): Schemas['Quote'] {
  const { items, totals } = quoteItemsView(
    row.items.map((item) => {
      const product = productOf(item.productId);
      return {
        ...item,
        ...lineFields(item),
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
    ...quoteTerms({ ...UNSET_QUOTE_TERMS, ...row.terms }, DEFAULT_QUOTE_TERMS, new Date(now())),
    revisions: (row.revisions ?? [])
      .map((revision) => ({
        revision: revision.revision,
        letterNumber: letterNumber(row.reference, revision.revision),
        sentAt: revision.sentAt,
        sentBy: revision.sentBy,
        status: revision.status,
        validUntil: revisionLetter(row, revision).validUntil,
        total: revisionLetter(row, revision).totals.total,
        revisionNote: row.erasedAt === null ? revision.revisionNote : null,
        answeredAt: revision.answeredAt,
      }))
      .reverse(),
    acceptance: row.acceptance ?? null,
  };
}

/** The seller as the mock letter names it (the mock footer). */
const mockSeller = (): QuoteLetterSeller => ({
  name: mockConfig.appName,
  office: db.footer.office,
  telp: db.footer.telp,
  email: db.footer.email,
});

/** A revision's frozen letter; a fixture's revision is the request as it stands. */
function revisionLetter(row: QuoteRow, revision: QuoteRevisionRow): QuoteLetterSnapshot {
  revision.snapshot ??= letterSnapshot(
    quoteView({ ...row, revisions: [] }),
    revision.revision,
    new Date(revision.sentAt),
    mockSeller(),
  );
  return revision.snapshot;
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

function updateQuote(row: QuoteRow, body: QuoteUpdateInput, user: { id: number; name: string }) {
  const changes = new Map((body.items ?? []).map((item) => [item.id, item]));
  if ([...changes.keys()].some((id) => !row.items.some((item) => item.id === id)))
    throw invalid({ items: QUOTE_TEXTS.unknownItem });
  const items = row.items.map((item) => {
    const change = changes.get(item.id);
    return change ? { ...item, ...changedLine(lineFields(item), change) } : item;
  });
  const errors = quoteUpdateErrors(items.map(lineFields), body, new Date(now()));
  if (Object.keys(errors).length > 0) throw invalid(errors);
  const priced = items.map((item) => ({
    quantity: item.quantity,
    unitPrice: quotedUnitPrice(item.unitPrice, productOf(item.productId)?.harga ?? null),
    discountPercent: item.discountPercent ?? 0,
  }));
  if (exceedsQuotableTotal(priced)) throw invalid({ items: QUOTE_TEXTS.totalTooLarge });
  row.items = items;
  row.terms = { ...row.terms, ...changedTerms(body) };
  if (body.staffNote !== undefined) row.staffNote = body.staffNote.trim() || null;
  if (body.status !== undefined) setStatus(row, body.status, { id: user.id, name: user.name });
}

/** A new status with its history entry (none when it stays). */
function setStatus(
  row: QuoteRow,
  status: QuoteStatus,
  user: { id: number | null; name: string } | null,
) {
  if (status === row.status) return;
  row.status = status;
  row.history.push({ status, at: now(), user });
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

/** A PDF answer as the mocks give one (the real document is the server's, src/documents/QuoteDocument). */
const pdfAnswer = (title: string, fileName: string) =>
  new HttpResponse(new Blob([pdfBytes(title)], { type: 'application/pdf' }), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${fileName}"`,
    },
  });

/** The buyer's pages and calls are never indexed nor stored (issue 35). */
const PRIVATE_HEADERS = { 'X-Robots-Tag': 'noindex', 'Cache-Control': 'no-store' };

/** 'Kirim Penawaran': freezes the next revision, with a new link; 'Dikirim'. */
function sendQuote(row: QuoteRow, user: { id: number; name: string }, origin: string) {
  const view = quoteView(row);
  const errors = sendErrors(view);
  if (Object.keys(errors).length > 0) throw invalid(errors);
  const revisions = (row.revisions ??= []);
  const revision = revisions.length;
  const sentAt = new Date(now());
  const token = `mock-${row.id}-${revision}-${Math.random().toString(36).slice(2, 12)}`;
  const snapshot = letterSnapshot(view, revision, sentAt, mockSeller());
  const newest = revisions.at(-1);
  if (
    newest &&
    repeatsLetter(
      { ...newest, letter: revisionLetter(row, newest), sentAt: new Date(newest.sentAt) },
      { letter: snapshot, sentAt },
    )
  )
    throw fail(409, QUOTATION_TEXTS.sendingTwice);
  revisions.push({
    revision,
    token,
    sentAt: sentAt.toISOString(),
    sentBy: user.name,
    status: 'sent',
    snapshot,
    revisionNote: null,
    answeredAt: null,
  });
  setStatus(row, 'sent', { id: user.id, name: user.name });
  const publicUrl = quoteViewUrl(origin, token);
  return {
    revision,
    letterNumber: snapshot.letterNumber,
    publicUrl,
    whatsappUrl: quoteSentWhatsappUrl(row, snapshot.letterNumber, publicUrl),
    emailed: false,
  };
}

/** The request and revision of a buyer's link: 404 for no such link, 410 once erased. */
function byToken(token: string): { row: QuoteRow; revision: QuoteRevisionRow } {
  for (const row of db.quotes) {
    const revision = row.revisions?.find((candidate) => candidate.token === token);
    if (!revision) continue;
    if (row.erasedAt !== null) throw fail(410, QUOTATION_TEXTS.gone);
    return { row, revision };
  }
  throw fail(404, msg.notFound);
}

/** The buyer's page of a link: the newest revision and the answer to it. */
function letterOf(token: string): { row: QuoteRow; newest: QuoteRevisionRow; letter: QuoteLetter } {
  const { row, revision } = byToken(token);
  const revisions = row.revisions ?? [];
  const newest = revisions[revisions.length - 1] ?? revision;
  const acceptance =
    row.acceptance && row.acceptance.revision === newest.revision ? row.acceptance : null;
  const letter = quoteLetterView(
    revisionLetter(row, newest),
    {
      status: newest.status,
      acceptance: acceptance
        ? {
            name: acceptance.name ?? '',
            title: acceptance.title ?? '',
            poNumber: acceptance.poNumber,
            hasPo: acceptance.poFile !== null,
            at: acceptance.at,
          }
        : null,
      revisionRequest:
        newest.revisionNote !== null && newest.answeredAt !== null
          ? { note: newest.revisionNote, at: newest.answeredAt }
          : null,
    },
    { superseded: newest !== revision, now: new Date(now()), chatPhone: mockConfig.chatPhone },
  );
  return { row, newest, letter };
}

const letterAnswer = (letter: QuoteLetter, message: string = msg.ok) =>
  HttpResponse.json(
    { data: letter, meta: { message: letterMessage(letter, message) } },
    { headers: PRIVATE_HEADERS },
  );

/** An answer of the buyer's: refused once accepted (409) or, for an acceptance, once expired (422). */
function assertAnswerable(row: QuoteRow, letter: QuoteLetter, isAcceptance: boolean): void {
  if (row.status === 'accepted' || letter.status === 'accepted')
    throw fail(409, QUOTATION_TEXTS.alreadyAccepted);
  if (isAcceptance && letter.expired) throw invalid({ token: QUOTATION_TEXTS.expired });
}

/** The buyer as the audit trail names them: their link, not a staff account. */
const BUYER = { id: 0, name: 'Pembeli' };

function recordBuyerAnswer(row: QuoteRow, before: QuoteStatus, after: QuoteStatus): void {
  recordMockAudit(BUYER, {
    action: 'update',
    entity: 'quote',
    recordId: row.id,
    recordName: row.reference,
    changes: [{ field: 'status', before, after }],
  });
}

async function acceptQuote(request: Request, token: string): Promise<Response> {
  const { row, newest, letter } = letterOf(token);
  assertAnswerable(row, letter, true);
  const form = await readForm(request);
  const po = form.get('po');
  const file = po instanceof File && (po.size > 0 || po.name) ? po : null;
  if (file) {
    const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
    const error = poFileError(head, file.size);
    if (error) throw invalid({ po: error });
  }
  const text = (name: string) => String(form.get(name) ?? '').trim();
  const at = now();
  row.acceptance = {
    revision: newest.revision,
    name: text('name'),
    title: text('title'),
    poNumber: text('poNumber') || null,
    poFile: file ? { name: poFileName(file.name), size: file.size } : null,
    at,
  };
  newest.status = 'accepted';
  newest.answeredAt = at;
  const before = row.status;
  setStatus(row, 'accepted', null);
  recordBuyerAnswer(row, before, 'accepted');
  return letterAnswer(letterOf(token).letter, QUOTATION_TEXTS.accepted);
}

function reviseQuote(token: string, note: string): Response {
  const { row, newest, letter } = letterOf(token);
  assertAnswerable(row, letter, false);
  newest.status = 'revision';
  newest.revisionNote = note.trim();
  newest.answeredAt = now();
  const before = row.status;
  setStatus(row, 'revision', null);
  recordBuyerAnswer(row, before, 'revision');
  return letterAnswer(letterOf(token).letter, QUOTATION_TEXTS.revisionAsked);
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
    updateQuote(row, (await readJson(context.request)) as QuoteUpdateInput, signedIn(context));
    return single(quoteView(row), msg.updated);
  }),
  ...route('delete', '/admin/quote/:id', (context) => {
    const row = findOr404(db.quotes, idParam(context));
    eraseQuote(row, signedIn(context));
    return statusChange(row.id, QUOTE_TEXTS.erased);
  }),
  ...route('get', '/admin/quote/pdf/:id', ({ params, url }) => {
    const row = findOr404(db.quotes, Number(params.id));
    const revisions = row.revisions ?? [];
    if (revisions.length === 0) {
      if (quoteView(row).totals === null) throw invalid({ items: QUOTE_TEXTS.missingPrice });
      return pdfAnswer(`${QUOTE_TEXTS.documentTitle} ${row.reference}`, `${row.reference}.pdf`);
    }
    const asked = url.searchParams.get('revision');
    const revision =
      asked === null
        ? revisions[revisions.length - 1]
        : revisions.find((candidate) => candidate.revision === Number(asked));
    if (!revision) throw fail(404, msg.notFound);
    const number = letterNumber(row.reference, revision.revision);
    return pdfAnswer(`${QUOTE_TEXTS.documentTitle} ${number}`, letterFileName(number));
  }),
  ...route('post', '/admin/quote/send/:id', (context) => {
    const row = findOr404(db.quotes, idParam(context));
    return single(sendQuote(row, signedIn(context), context.url.origin), QUOTATION_TEXTS.quoteSent);
  }),
  ...route('get', '/admin/quote/po/:id', (context) => {
    const row = findOr404(db.quotes, idParam(context));
    const file = row.erasedAt === null ? row.acceptance?.poFile : null;
    if (!file) throw fail(404, msg.notFound);
    return pdfAnswer(`PO ${row.acceptance?.poNumber ?? row.reference}`, file.name);
  }),
  // Before '/quote/view/:token', which would read 'pdf' as a token.
  ...route('get', '/quote/view/pdf/:token', ({ params }) => {
    const { letter } = letterOf(params.token ?? '');
    const answer = pdfAnswer(
      `${QUOTE_TEXTS.documentTitle} ${letter.letterNumber}`,
      letterFileName(letter.letterNumber),
    );
    for (const [name, value] of Object.entries(PRIVATE_HEADERS)) answer.headers.set(name, value);
    return answer;
  }),
  ...route('get', '/quote/view/:token', ({ params }) =>
    letterAnswer(letterOf(params.token ?? '').letter),
  ),
  ...route('post', '/quote/accept/:token', ({ request, params }) =>
    acceptQuote(request, params.token ?? ''),
  ),
  ...route('post', '/quote/revise/:token', async ({ request, params }) => {
    const body = await readJson(request);
    return reviseQuote(params.token ?? '', String(body.note ?? ''));
  }),
];
