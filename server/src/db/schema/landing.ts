// Landing content: bumper banners, projects with their images, the single new-product banner.
import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { activeFlag, timestamps } from './common.ts';
import { files } from './files.ts';

export const bumpers = pgTable(
  'bumpers',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    fileId: integer('file_id').references(() => files.id, { onDelete: 'set null' }),
    ...activeFlag,
    ...timestamps,
  },
  (t) => [
    index('bumpers_name_idx').on(t.name),
    index('bumpers_is_active_idx').on(t.isActive),
    index('bumpers_created_idx').on(t.createdAt),
  ],
);

export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    ...activeFlag,
    ...timestamps,
  },
  (t) => [
    index('projects_title_idx').on(t.title),
    index('projects_is_active_idx').on(t.isActive),
    index('projects_created_idx').on(t.createdAt),
  ],
);

export const projectFiles = pgTable(
  'project_files',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'restrict' }),
    isCover: boolean('is_cover').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('project_files_project_idx').on(t.projectId, t.position)],
);

/** History of new-product banners; the newest row is the current one. */
export const newProductBanners = pgTable('new_product_banners', {
  id: serial('id').primaryKey(),
  fileId: integer('file_id')
    .notNull()
    .references(() => files.id, { onDelete: 'restrict' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
