import { index, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { activeFlag, timestamps } from './common.ts';

export const productTypes = pgTable(
  'product_types',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    ...activeFlag,
    ...timestamps,
  },
  (t) => [
    index('product_types_name_idx').on(t.name),
    index('product_types_is_active_idx').on(t.isActive),
    index('product_types_created_idx').on(t.createdAt),
  ],
);
