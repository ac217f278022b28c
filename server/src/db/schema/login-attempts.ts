// Failed logins per (lower-cased) name, in the database so every server instance agrees.
import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: serial('id').primaryKey(),
    nameKey: text('name_key').notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('login_attempts_name_time_idx').on(t.nameKey, t.attemptedAt)],
);
