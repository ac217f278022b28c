// Quote requests (issue 25): the visitor's 'Kirim Permintaan' (POST quote) and the sales inbox
// 'Permintaan Penawaran' (admin/quote: list, detail, update, erase, PDF and export).
import { api } from '../client.ts';
import { unwrap } from '../request.ts';
import type { components, operations } from '../schema.ts';
import { fileOf } from './exports.ts';
import type { ExportFile, ExportFormat } from './exports.ts';
import { mutationHook, withId } from './mutation.ts';
import { detailHook, queryHook } from './query.ts';

/** The body of POST quote. */
export type QuoteInput = components['schemas']['QuoteInput'];
/** What staff change on a request: status, staff note, quoted unit prices. */
export type QuoteUpdateInput = components['schemas']['QuoteUpdateInput'];
/** The inbox table's filters and sort, as the export takes them (no page: every row). */
export type QuoteExportQuery = Omit<
  NonNullable<operations['exportAdminQuotes']['parameters']['query']>,
  'format'
>;

// A request changes the inbox, its detail and the dashboard's count of new ones.
const TOUCHES = ['/admin/quote', '/admin/dashboard/count'];

/** Sends the visitor's quote request; answers its reference and the WhatsApp link. */
export function sendQuote(values: QuoteInput) {
  return unwrap(api.POST('/quote', { body: values }));
}

/** sendQuote with isMutating; refreshes the inbox if it is cached (staff testing the site). */
export const useSendQuote = mutationHook(sendQuote, TOUCHES);

/** The inbox table: page, length, search, status, from, to, sortBy, orderBy. */
export const useQuotes = queryHook('/admin/quote');

/** One request with its items, current prices, totals and status history. */
export const useQuote = detailHook('/admin/quote/{id}');

/** Changes a request's status, staff note or quoted unit prices. */
export function updateQuote({ id, values }: { id: number; values: QuoteUpdateInput }) {
  return unwrap(api.POST('/admin/quote/update/{id}', { ...withId(id), body: values }));
}

/** Erases the buyer's personal data ('Hapus Data Pribadi'); the items stay. */
export function eraseQuote(id: number) {
  return unwrap(api.DELETE('/admin/quote/{id}', withId(id)));
}

/** updateQuote with isMutating and revalidation of the inbox and its detail. */
export const useUpdateQuote = mutationHook(updateQuote, TOUCHES);

/** eraseQuote with isMutating and revalidation of the inbox and its detail. */
export const useEraseQuote = mutationHook(eraseQuote, TOUCHES);

/**
 * The 'Surat Penawaran Harga' of a request, as `<reference>.pdf`: the newest revision sent (a
 * draft before the first), or revision `revision`.
 */
export function downloadQuotePdf(
  id: number,
  reference: string,
  revision?: number,
): Promise<ExportFile> {
  return fileOf(
    api.GET('/admin/quote/pdf/{id}', {
      params: { path: { id }, query: revision === undefined ? {} : { revision } },
      parseAs: 'blob',
    }),
    revision === undefined ? reference : `${reference}-Rev.${revision}`,
    'pdf',
  );
}

/** 'Kirim Penawaran': freezes a new revision; answers its letter number and the buyer's links. */
export function sendQuotation(id: number) {
  return unwrap(api.POST('/admin/quote/send/{id}', withId(id)));
}

/** sendQuotation with isMutating and revalidation of the inbox and its detail. */
export const useSendQuotation = mutationHook(sendQuotation, TOUCHES);

/** The buyer's purchase order (staff only), under the name the buyer gave it. */
export function downloadQuotePo(id: number, reference: string): Promise<ExportFile> {
  return fileOf(
    api.GET('/admin/quote/po/{id}', { ...withId(id), parseAs: 'blob' }),
    `PO-${reference}`,
    'pdf',
  );
}

/** Every request of the inbox's filters and sort, one row per item, as a file. */
export function exportQuotes(format: ExportFormat, query: QuoteExportQuery): Promise<ExportFile> {
  return fileOf(
    api.GET('/admin/quote/export', { params: { query: { ...query, format } }, parseAs: 'blob' }),
    'penawaran',
    format,
  );
}
