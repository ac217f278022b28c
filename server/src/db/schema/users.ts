import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { activeFlag, timestamps } from './common.ts';
import { roles } from './roles.ts';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'restrict' }),
    /** Set by "Reset Password": the back office stays closed until the user picks a new password. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /** The confirmed TOTP key (base32) of two-step sign-in; null while it is off. */
    totpSecret: text('totp_secret'),
    /** A key shown by the set-up and not yet confirmed with a code. */
    totpPendingSecret: text('totp_pending_secret'),
    /** The last TOTP time step accepted: a code of that step or an earlier one is a replay. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    ...activeFlag,
    ...timestamps,
  },
  (t) => [
    // Login matches name or e-mail case-insensitively, so both are unique case-insensitively.
    uniqueIndex('users_name_lower_idx').on(sql`lower(${t.name})`),
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    index('users_role_idx').on(t.roleId),
    index('users_is_active_idx').on(t.isActive),
  ],
);
