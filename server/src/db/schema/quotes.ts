// Quote requests from the 'Daftar Penawaran' (issue 25): the request with its buyer and the consent
// they gave, its items, its status history, and a running number per month for the reference.
// The buyer's fields are nullable: 'Hapus Data Pribadi' (UU PDP) empties them and keeps the rest.
import { bigint, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
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
