// Opaque bearer tokens: only their sha256 is stored, so a database leak gives no usable token.
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Absolute expiry (7 days after creation); idle expiry is computed from lastUsedAt. */
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** The browser's User-Agent at sign-in (at most 512 characters), for the list of active sessions. */
    userAgent: text('user_agent'),
    /**
     * When this session last proved a factor: the sign-in itself, then `POST admin/auth/reauth`.
     * Turning the second factor off or on and ending sessions need it within STEP_UP_MS (src/lib/account/stepUp.ts).
     */
    reauthenticatedAt: timestamp('reauthenticated_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);
