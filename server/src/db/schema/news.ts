import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { activeFlag, timestamps } from './common.ts';
import { files } from './files.ts';

export const news = pgTable(
  'news',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** Sanitised HTML (allow-list), never raw input. */
    content: text('content').notNull().default(''),
    fotoFileId: integer('foto_file_id').references(() => files.id, { onDelete: 'set null' }),
    fileFileId: integer('file_file_id').references(() => files.id, { onDelete: 'set null' }),
    ...activeFlag,
    ...timestamps,
  },
  (t) => [
    index('news_title_idx').on(t.title),
    index('news_is_active_idx').on(t.isActive),
    index('news_created_idx').on(t.createdAt),
  ],
);
