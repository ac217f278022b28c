// Product import jobs (issue 14): one row per import, so that any instance answers its progress.
// The rows themselves are written in one transaction; this row says how far the job got.
import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from './common.ts';
import { users } from './users.ts';

export const productImports = pgTable('product_imports', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  /** `running`, `done` or `failed`. */
  status: text('status').notNull().default('running'),
  /** Valid rows to write. */
  total: integer('total').notNull().default(0),
  processed: integer('processed').notNull().default(0),
  created: integer('created').notNull().default(0),
  updated: integer('updated').notNull().default(0),
  /** Invalid rows left out. */
  skipped: integer('skipped').notNull().default(0),
  message: text('message'),
  finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
  ...timestamps,
});
