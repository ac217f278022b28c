// Issue 26: visitor events counted per day, nothing finer (no visitor, time, address or agent).
// Rows older than two years are deleted (insights/retention.ts).
import { bigint, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Product events per day and kind ('view', 'marketplace', 'chat', 'quote_add'; 'quote_request'
 * under product 0 for a sent quote request). No foreign key: a batch written after a product's
 * deletion must not fail; the staff figures join the products that still exist.
 */
export const productEventDays = pgTable(
  'product_event_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    productId: integer('product_id').notNull(),
    kind: text('kind').notNull(),
    /** The e-commerce id of a marketplace click; 0 for the other kinds. */
    marketplaceId: integer('marketplace_id').notNull().default(0),
    count: integer('count').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.day, table.productId, table.kind, table.marketplaceId] }),
    index('product_event_days_product_idx').on(table.productId, table.day),
  ],
);

/** Searches per day and normalised query, with their zero-result searches and result clicks. */
export const searchQueryDays = pgTable(
  'search_query_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    query: text('query').notNull(),
    searches: integer('searches').notNull().default(0),
    zeroResults: integer('zero_results').notNull().default(0),
    clicks: integer('clicks').notNull().default(0),
    /** The clicked positions added up (the average is this ÷ clicks). */
    positionSum: bigint('position_sum', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.query] })],
);
