// Roles have fixed ids from configuration (SUPERUSER_ROLE_ID, ADMIN_ROLE_ID), so no serial.
import { integer, pgTable, text } from 'drizzle-orm/pg-core';

export const roles = pgTable('roles', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
});
