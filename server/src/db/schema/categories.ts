import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { activeFlag, timestamps } from './common.ts';
import { files } from './files.ts';

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    imageFileId: integer('image_file_id').references(() => files.id, { onDelete: 'set null' }),
    ...activeFlag,
    ...timestamps,
  },
  (t) => [
    index('categories_name_idx').on(t.name),
    index('categories_is_active_idx').on(t.isActive),
    index('categories_created_idx').on(t.createdAt),
  ],
);
