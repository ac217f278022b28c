// Requests per client address and operation in the current window (the per-IP limit on login and
// subscribe), in the database so that every server instance counts the same requests.
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const rateLimits = pgTable('rate_limits', {
  /** `<operationId>:<client address>`. */
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  windowEnds: timestamp('window_ends', { withTimezone: true, mode: 'date' }).notNull(),
});
