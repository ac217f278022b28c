// The audit trail: one row per staff change, sign-in or password event (who, when, which record,
// which fields before → after). Written by server/src/audit/, never holds a password, hash or token.
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** One changed field: its value before and after (null when it did not exist). */
export interface AuditChange {
  field: string;
  before: unknown;
  after: unknown;
}

export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Null once the user is deleted; `userName` keeps who it was. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    userName: text('user_name').notNull(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    recordId: integer('record_id'),
    recordName: text('record_name'),
    changes: jsonb('changes').$type<AuditChange[]>().notNull().default([]),
  },
  (t) => [
    index('audit_log_created_at_idx').on(t.createdAt),
    index('audit_log_entity_record_idx').on(t.entity, t.recordId),
    index('audit_log_user_idx').on(t.userId),
  ],
);
