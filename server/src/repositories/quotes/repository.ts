// Quote requests (issue 25): one repository over the request, its items and its status history.
import type { Db } from '../../db/client.ts';
import type { AdminListQuery } from '../../lib/list-query.ts';
import type { QuoteTermsDefaults } from '#domain/quote/letter.ts';
import type { NormalizedQuoteRequest } from '#domain/quote/request.ts';
import { quotedProducts, storeQuote, type QuotedProduct } from './create.ts';
import { countNewQuotes, exportQuotes, getQuote, listQuotes, type QuoteFilter } from './read.ts';
import {
  acceptRevision,
  hasRevisions,
  letterByTokenHash,
  nextRevision,
  poFileOf,
  reviseRevision,
  revisionPdf,
  storeRevision,
  type Acceptance,
  type NewRevision,
} from './letters.ts';
import { eraseQuote, updateQuote, type QuoteUpdate, type Staff } from './write.ts';

export type { QuoteFilter, QuoteUpdate, QuotedProduct, Staff };

export function quoteRepository(db: Db, terms: QuoteTermsDefaults) {
  return {
    /** The request's products (public and visible; 422 otherwise) by id. */
    products: (request: NormalizedQuoteRequest) => quotedProducts(db, request),
    /** Stores a request, or finds the same one sent within the minute. */
    store: (request: NormalizedQuoteRequest, named: Map<number, QuotedProduct>, now: Date) =>
      storeQuote(db, request, named, now),
    list: (q: AdminListQuery, filter: QuoteFilter) => listQuotes(db, q, filter),
    /** The detail; `now` dates the default 'Berlaku sampai'. */
    get: (id: number, now: Date = new Date()) => getQuote(db, id, terms, now),
    exportRows: (q: AdminListQuery, filter: QuoteFilter) => exportQuotes(db, q, filter),
    countNew: () => countNewQuotes(db),
    update: (id: number, change: QuoteUpdate, staff: Staff, now: Date) =>
      updateQuote(db, id, change, staff, now),
    erase: (id: number, staff: Staff, now: Date) => eraseQuote(db, id, staff, now),
    // Issue 35: revisions sent and the buyer's answers (letters.ts).
    nextRevision: (id: number) => nextRevision(db, id),
    storeRevision: (revision: NewRevision) => storeRevision(db, revision),
    letterByTokenHash: (tokenHash: string) => letterByTokenHash(db, tokenHash),
    revisionPdf: (id: number, revision: number | null) => revisionPdf(db, id, revision),
    hasRevisions: (id: number) => hasRevisions(db, id),
    poFile: (id: number) => poFileOf(db, id),
    accept: (id: number, revision: number, acceptance: Acceptance, now: Date) =>
      acceptRevision(db, id, revision, acceptance, now),
    revise: (id: number, revision: number, note: string, now: Date) =>
      reviseRevision(db, id, revision, note, now),
  };
}
