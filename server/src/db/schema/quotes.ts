// Quote requests from the 'Daftar Penawaran' (issue 25): the request with its buyer and the consent
// they gave, its items, its status history, and a running number per month for the reference.
// The buyer's fields are nullable: 'Hapus Data Pribadi' (UU PDP) empties them and keeps the rest.
import {
  bigint,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { QuoteLetterSnapshot } from '#domain/quote/letter.ts';
import { timestamps } from './common.ts';
import { products } from './products.ts';
import { users } from './users.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const quoteRequests = pgTable(
  'quote_requests',
  {
    id: serial('id').primaryKey(),
    /** 'PNW-<YYYYMM>-<5 digits>'. */
    reference: text('reference').notNull().unique(),
    /** One of src/lib/quote/constants.ts QUOTE_STATUSES. */
    status: text('status').notNull().default('new'),
    name: text('name'),
    company: text('company'),
    phone: text('phone'),
    email: text('email'),
    /** Digits only. */
    npwp: text('npwp'),
    city: text('city'),
    note: text('note'),
    staffNote: text('staff_note'),
    /** The consent text's version (src/lib/quote/constants.ts) and when it was given. */
    consentVersion: text('consent_version').notNull(),
    consentAt: at('consent_at').notNull(),
    /** A hash of what was sent: the same request again within a minute is answered, not stored. */
    fingerprint: text('fingerprint').notNull(),
    erasedAt: at('erased_at'),
    /** Issue 35: the quotation's terms as staff set them (null: the default). */
    validUntil: date('valid_until', { mode: 'string' }),
    paymentTerms: text('payment_terms'),
    deliveryTerms: text('delivery_terms'),
    signatoryName: text('signatory_name'),
    signatoryTitle: text('signatory_title'),
    /** The buyer's acceptance ('Setujui Penawaran'): of which revision, by whom, when. */
    acceptedRevision: integer('accepted_revision'),
    acceptedName: text('accepted_name'),
    acceptedTitle: text('accepted_title'),
    acceptedPoNumber: text('accepted_po_number'),
    acceptedAt: at('accepted_at'),
    ...timestamps,
  },
  (t) => [
    index('quote_requests_created_idx').on(t.createdAt),
    index('quote_requests_status_idx').on(t.status),
    index('quote_requests_fingerprint_idx').on(t.fingerprint, t.createdAt),
  ],
);

export const quoteItems = pgTable(
  'quote_items',
  {
    id: serial('id').primaryKey(),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quoteRequests.id, { onDelete: 'cascade' }),
    /** Order in the buyer's list. */
    position: integer('position').notNull(),
    /** Null once the product is deleted; `productName` keeps what it was called then. */
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    quantity: integer('quantity').notNull(),
    note: text('note'),
    /** The unit price staff quote (whole rupiah); null uses the product's harga. */
    unitPrice: bigint('unit_price', { mode: 'number' }),
    /** Issue 35: the line's discount in percent (two decimals) and delivery time. */
    discountPercent: numeric('discount_percent', { precision: 5, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    /** 'Ready Stok' or 'Inden' (src/lib/quote/constants.ts QUOTE_LEAD_TIMES); null: not set. */
    leadTime: text('lead_time'),
    leadTimeWeeks: integer('lead_time_weeks'),
  },
  (t) => [index('quote_items_quote_idx').on(t.quoteId, t.position)],
);

export const quoteStatusHistory = pgTable(
  'quote_status_history',
  {
    id: serial('id').primaryKey(),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quoteRequests.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    /** Null for the visitor's request itself, or once the user is deleted (`userName` stays). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    userName: text('user_name'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('quote_status_history_quote_idx').on(t.quoteId, t.id)],
);

/** The last reference number given in a month ('YYYYMM'), counted atomically. */
export const quoteReferenceCounters = pgTable('quote_reference_counters', {
  month: text('month').primaryKey(),
  last: integer('last').notNull(),
});

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * Issue 35: each 'Kirim Penawaran' freezes a revision: the letter as sent, its PDF, and the buyer's
 * link, kept only as a SHA-256 hash of its token. The buyer's answer to it is kept here too.
 */
export const quoteRevisions = pgTable(
  'quote_revisions',
  {
    id: serial('id').primaryKey(),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quoteRequests.id, { onDelete: 'cascade' }),
    /** 0 for Rev.0, then 1, 2, ... */
    revision: integer('revision').notNull(),
    tokenHash: text('token_hash').notNull(),
    letter: jsonb('letter').$type<QuoteLetterSnapshot>().notNull(),
    pdf: bytea('pdf').notNull(),
    sentAt: at('sent_at').notNull(),
    sentById: integer('sent_by_id').references(() => users.id, { onDelete: 'set null' }),
    sentByName: text('sent_by_name'),
    /** 'sent', then 'accepted' or 'revision' once the buyer answers it. */
    status: text('status').notNull().default('sent'),
    revisionNote: text('revision_note'),
    answeredAt: at('answered_at'),
  },
  (t) => [
    uniqueIndex('quote_revisions_token_idx').on(t.tokenHash),
    uniqueIndex('quote_revisions_quote_revision_idx').on(t.quoteId, t.revision),
  ],
);

/** The buyer's PO file (staff only; never served publicly); gone with 'Hapus Data Pribadi'. */
export const quotePoFiles = pgTable('quote_po_files', {
  quoteId: integer('quote_id')
    .primaryKey()
    .references(() => quoteRequests.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  size: integer('size').notNull(),
  data: bytea('data').notNull(),
});
