import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { activeFlag, timestamps } from './common.ts';
import { files } from './files.ts';

export const brands = pgTable(
  'brands',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    keterangan: text('keterangan').notNull().default(''),
    mainFileId: integer('main_file_id').references(() => files.id, { onDelete: 'set null' }),
    thumbnailFileId: integer('thumbnail_file_id').references(() => files.id, {
      onDelete: 'set null',
    }),
    ...activeFlag,
    ...timestamps,
  },
  (t) => [
    index('brands_name_idx').on(t.name),
    index('brands_is_active_idx').on(t.isActive),
    index('brands_created_idx').on(t.createdAt),
  ],
);
