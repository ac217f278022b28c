// Two-step sign-in (issue 27): single-use recovery codes, stored as hashes, and the short-lived
// challenge between the password and the code, stored as the sha256 of its token.
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * The code's scrypt hash with its own salt (`server/src/lib/passwords.ts`): ~49 random bits are
     * below ASVS 5.0 6.5.2's 112, so a fast hash is not enough. Rows from before are sha256 hex.
     */
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);

export const mfaChallenges = pgTable('mfa_challenges', {
  tokenHash: text('token_hash').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The browser's User-Agent at the password step, for the session the code step opens. */
  userAgent: text('user_agent'),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
});
