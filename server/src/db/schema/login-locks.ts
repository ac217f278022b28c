// Sign-in attempts per account, in the database so every server instance agrees (DECISIONS.md
// "Server rules"). One row per account (its name and e-mail alike) or per unknown name.
import { sql } from 'drizzle-orm';
import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const loginLocks = pgTable('login_locks', {
  /** `user:<id>` for an account, `name:<lower-cased name>` for a name no account has. */
  accountKey: text('account_key').primaryKey(),
  /** When the attempts of the last minute started (a password check is counted before it runs). */
  attempts: timestamp('attempts', { withTimezone: true, mode: 'date' })
    .array()
    .notNull()
    .default(sql`'{}'::timestamptz[]`),
  lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
  /** Whether the latest attempt was refused: what the one atomic UPDATE hands back to its caller. */
  lastRefused: boolean('last_refused').notNull().default(false),
});
