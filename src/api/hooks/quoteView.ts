// The buyer's quotation page (issue 35): the quotation behind an unguessable link, its PDF, and
// the buyer's answers 'Setujui Penawaran' (multipart, with the PO) and 'Minta Revisi'. Kept apart
// from ./quotes.ts (the staff inbox) so the page's chunk carries only these calls.
import { api, DEFAULT_BASE_URL } from '../client.ts';
import { unwrap } from '../request.ts';
import type { components } from '../schema.ts';
import { formBody } from './formData.ts';
import { mutationHook } from './mutation.ts';
import { useApiQuery } from './query.ts';
import type { QueryConfig } from './query.ts';

/** The quotation as the buyer's page shows it (the newest revision, as sent). */
export type QuoteLetter = components['schemas']['QuoteLetter'];
/** The answer of the page's calls: the quotation as it now stands. */
export type QuoteLetterResponse = components['schemas']['QuoteLetterResponse'];

/** The buyer's acceptance as the form holds it. */
export interface QuoteAcceptInput {
  name: string;
  title: string;
  poNumber: string;
  po: File | null;
}

const tokenPath = (token: string) => ({ params: { path: { token } } });

// An answer changes what the page shows.
const TOUCHES = ['/quote/view'];

/** The quotation of a link; null fetches nothing (on the server and before hydration). */
export function useQuoteView(token: string | null, config?: QueryConfig<'/quote/view/{token}'>) {
  return useApiQuery(
    token === null ? null : '/quote/view/{token}',
    { path: { token: token ?? '' } },
    {
      // A 404 or 410 answers the same again; the page says so instead of retrying.
      revalidateOnFocus: false,
      ...config,
    },
  );
}

/** Where 'Unduh PDF' takes the buyer: the stored PDF of the newest revision, as an attachment. */
export const quoteViewPdfUrl = (token: string): string =>
  `${DEFAULT_BASE_URL}/quote/view/pdf/${encodeURIComponent(token)}`;

/** 'Setujui Penawaran': name, position, the optional PO number and PO file. */
export function acceptQuote({ token, values }: { token: string; values: QuoteAcceptInput }) {
  return unwrap(
    api.POST('/quote/accept/{token}', {
      ...tokenPath(token),
      body: formBody<components['schemas']['QuoteAcceptForm']>({
        name: values.name,
        title: values.title,
        poNumber: values.poNumber.trim() === '' ? undefined : values.poNumber,
        po: values.po,
      }),
    }),
  );
}

/** 'Minta Revisi' with the buyer's note. */
export function reviseQuote({ token, note }: { token: string; note: string }) {
  return unwrap(api.POST('/quote/revise/{token}', { ...tokenPath(token), body: { note } }));
}

/** acceptQuote with isMutating. */
export const useAcceptQuote = mutationHook(acceptQuote, TOUCHES);

/** reviseQuote with isMutating. */
export const useReviseQuote = mutationHook(reviseQuote, TOUCHES);
