// Every uploaded or generated file: records point here; storage holds the bytes under `storageKey`.
import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const files = pgTable('files', {
  id: serial('id').primaryKey(),
  storageKey: text('storage_key').notNull().unique(),
  /** The original file name, shown to staff; never used as a path. */
  name: text('name').notNull(),
  size: integer('size').notNull(),
  mime: text('mime').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
