import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { activeFlag, timestamps } from './common.ts';
import { files } from './files.ts';

export const ecommerces = pgTable(
  'ecommerces',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    link: text('link').notNull(),
    imageFileId: integer('image_file_id').references(() => files.id, { onDelete: 'set null' }),
    ...activeFlag,
    ...timestamps,
  },
  (t) => [
    index('ecommerces_name_idx').on(t.name),
    index('ecommerces_is_active_idx').on(t.isActive),
    index('ecommerces_created_idx').on(t.createdAt),
  ],
);
