// Search synonym groups managed by staff: every word of an active group finds the others.
import { bigserial, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { activeFlag, timestamps } from './common.ts';

export const searchSynonyms = pgTable(
  'search_synonyms',
  {
    id: serial('id').primaryKey(),
    /** Lower-cased, trimmed, distinct words or short phrases (at least two). */
    words: text('words').array().notNull(),
    ...activeFlag,
    ...timestamps,
  },
  (t) => [index('search_synonyms_is_active_idx').on(t.isActive)],
);

/**
 * What changed for search: triggers (migration 0005) append one row per changed product, brand,
 * category, type or synonym group in the writing transaction; every server instance reads the
 * rows past the last one it applied before it answers a search, so they all agree at once.
 */
export const searchChanges = pgTable('search_changes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  entity: text('entity').notNull(),
  entityId: integer('entity_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
