// Column helpers shared by every table: timestamps and the active flag.
import { boolean, timestamp } from 'drizzle-orm/pg-core';

export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};

export const activeFlag = {
  isActive: boolean('is_active').notNull().default(true),
};
