// Small key/value store for generated values that must survive restarts (the reset password).
import { pgTable, text } from 'drizzle-orm/pg-core';

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
