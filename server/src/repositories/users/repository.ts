import { and, asc, count, eq, ilike, ne, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { found } from '../../db/queries.ts';
import { recoveryCodes, roles, users } from '../../db/schema/index.ts';
import { MESSAGES, invalid, type FieldErrors } from '../../lib/errors.ts';
import { containsText, likePattern, orderFor, type AdminListQuery } from '../../lib/list-query.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { newPasswordError } from '#domain/account/passwordRules.ts';

const shape = {
  id: users.id,
  name: users.name,
  email: users.email,
  isActive: users.isActive,
  roleId: roles.id,
  roleName: roles.name,
  mfaEnabled: sql<boolean>`${users.totpSecret} is not null`,
};
const sortColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  is_active: users.isActive,
};
type Row = {
  id: number;
  name: string;
  email: string;
  isActive: boolean;
  roleId: number;
  roleName: string;
  mfaEnabled: boolean;
};
const toUser = (row: Row) => ({
  id: row.id,
  name: row.name,
  email: row.email,
  role: { id: row.roleId, name: row.roleName },
  isActive: row.isActive,
  mfaEnabled: row.mfaEnabled,
});

export const SELF_MESSAGE = MESSAGES.selfAction;
export const LAST_SUPERUSER_MESSAGE = MESSAGES.lastSuperuser;

export interface UserInput {
  name: string;
  email: string;
  role_id: number;
  password?: string;
}

export function userRepository(db: Db, superuserRoleId: number) {
  const get = async (id: number) =>
    toUser(
      found(
        await db
          .select(shape)
          .from(users)
          .innerJoin(roles, eq(roles.id, users.roleId))
          .where(eq(users.id, id)),
      ),
    );

  async function checkUnique(
    input: UserInput,
    id?: number,
    siteNames: readonly string[] = [],
  ): Promise<void> {
    const errors: FieldErrors = {};
    const others = id === undefined ? undefined : ne(users.id, id);
    const clash = async (column: AnyColumn, value: string) =>
      ((
        await db
          .select({ value: count() })
          .from(users)
          .where(and(eq(sql`lower(${column})`, value.toLowerCase()), others))
      )[0]?.value ?? 0) > 0;
    if (await clash(users.name, input.name)) errors.name = MESSAGES.nameTaken;
    if (await clash(users.email, input.email)) errors.email = MESSAGES.emailTaken;
    const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.id, input.role_id));
    if (!role) errors.role_id = MESSAGES.roleNotFound;
    // Only create carries a password (update and reset do not set a chosen one).
    const weakPassword =
      input.password === undefined ? undefined : newPasswordError(input.password, input, siteNames);
    if (weakPassword) errors.password = weakPassword;
    if (Object.keys(errors).length > 0) throw invalid(errors);
  }

  /**
   * Inside the change's transaction: locks every active superuser row (in id order, so two
   * guards never deadlock) and refuses when `id` is the only one left. A concurrent guard waits
   * for these locks and then sees the committed change, so two superusers deactivating each
   * other at once leave one, not none. Refusals answer 422 with a field message, as the contract
   * says (and the mocks do).
   */
  async function guardLastSuperuser(tx: Tx, id: number, field = 'id'): Promise<void> {
    const active = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.roleId, superuserRoleId), eq(users.isActive, true)))
      .orderBy(asc(users.id))
      .for('update');
    if (active.length === 1 && active[0]?.id === id)
      throw invalid({ [field]: LAST_SUPERUSER_MESSAGE }, LAST_SUPERUSER_MESSAGE);
  }

  /**
   * The active-flag change of the toggle and of a bulk switch: never oneself, and never the last
   * active superuser when the new value may be false (a flip, or a deactivation).
   */
  async function writeActive(id: number, actorId: number, value: boolean | SQL) {
    if (id === actorId) throw invalid({ id: SELF_MESSAGE }, SELF_MESSAGE);
    await get(id);
    return db.transaction(async (tx) => {
      // Only refuses when the target is the one active superuser, so activating passes.
      if (value !== true) await guardLastSuperuser(tx, id);
      const [row] = await tx
        .update(users)
        .set({ isActive: value, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning({ isActive: users.isActive });
      return { id, isActive: row?.isActive ?? false };
    });
  }

  return {
    get,
    async list(q: AdminListQuery) {
      const where = q.search
        ? or(containsText(users.name, q.search), containsText(users.email, q.search))
        : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select(shape)
          .from(users)
          .innerJoin(roles, eq(roles.id, users.roleId))
          .where(where)
          .orderBy(...orderFor(sortColumns, q, users.id))
          .limit(q.size)
          .offset(q.offset),
        db.select({ value: count() }).from(users).where(where),
      ]);
      return { rows: rows.map(toUser), total: total?.value ?? 0 };
    },
    /** `siteNames`: the site's and company's names the password must not contain (passwordRules.ts). */
    async create(input: UserInput, siteNames: readonly string[] = []) {
      const values = { name: input.name.trim(), email: input.email.trim(), roleId: input.role_id };
      await checkUnique({ ...input, ...values }, undefined, siteNames);
      const [created] = await db
        .insert(users)
        .values({ ...values, passwordHash: await hashPassword(input.password ?? '') })
        .returning({ id: users.id });
      return get(created?.id ?? 0);
    },
    async update(id: number, input: UserInput) {
      await get(id);
      const values = { name: input.name.trim(), email: input.email.trim(), roleId: input.role_id };
      await checkUnique({ ...input, ...values }, id);
      await db.transaction(async (tx) => {
        if (input.role_id !== superuserRoleId) await guardLastSuperuser(tx, id, 'role_id');
        await tx
          .update(users)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(users.id, id));
      });
      return get(id);
    },
    async remove(id: number, actorId: number) {
      if (id === actorId) throw invalid({ id: SELF_MESSAGE }, SELF_MESSAGE);
      await get(id);
      await db.transaction(async (tx) => {
        await guardLastSuperuser(tx, id);
        await tx.delete(users).where(eq(users.id, id));
      });
    },
    toggle: (id: number, actorId: number) => writeActive(id, actorId, sql`not ${users.isActive}`),
    /** A bulk activate or deactivate: the toggle's rules, but the flag is set, not flipped. */
    setActive: (id: number, isActive: boolean, actorId: number) =>
      writeActive(id, actorId, isActive),
    /** "Reset Password": the shared word, to be replaced by the user at their next sign-in. */
    async resetPassword(id: number, password: string) {
      await get(id);
      await db
        .update(users)
        .set({
          passwordHash: await hashPassword(password),
          mustChangePassword: true,
          updatedAt: new Date(),
        })
        .where(eq(users.id, id));
    },
    /**
     * The superuser's reset of another user's second factor (issue 27): the key, a key being set
     * up, the replay guard's step and every recovery code go, in one transaction.
     */
    async resetMfa(id: number, actorId: number) {
      await get(id);
      if (id === actorId) throw invalid({}, MESSAGES.mfaResetSelf);
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({
            totpSecret: null,
            totpPendingSecret: null,
            totpLastStep: null,
            updatedAt: new Date(),
          })
          .where(eq(users.id, id));
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, id));
      });
    },
    roles(limit: number, search: string) {
      const where = search ? ilike(roles.name, likePattern(search)) : undefined;
      return db
        .select({ id: roles.id, name: roles.name })
        .from(roles)
        .where(where)
        .orderBy(asc(roles.id))
        .limit(limit);
    },
  };
}
