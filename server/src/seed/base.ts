// What every database needs: the two roles, the superuser `admin`, the reset password. Generated
// secrets are printed once (to stdout, not the log, so log shipping never carries them).
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { roles, settings, users } from '../db/schema/index.ts';
import { generatePassword, hashPassword } from '../lib/passwords.ts';

const RESET_PASSWORD_KEY = 'reset_password';

async function ensureRoles(app: FastifyInstance): Promise<void> {
  const { superuserRoleId, adminRoleId } = app.config;
  await app.db
    .insert(roles)
    .values([
      { id: superuserRoleId, name: 'Superuser' },
      { id: adminRoleId, name: 'Admin' },
    ])
    .onConflictDoNothing();
}

async function ensureAdmin(app: FastifyInstance, print: (line: string) => void): Promise<void> {
  const [existing] = await app.db.select({ value: count() }).from(users);
  if ((existing?.value ?? 0) > 0) return;
  const password = app.config.adminPassword || generatePassword();
  await app.db.insert(users).values({
    name: 'admin',
    email: 'admin@example.com',
    passwordHash: await hashPassword(password),
    roleId: app.config.superuserRoleId,
  });
  if (!app.config.adminPassword)
    print(`Superuser dibuat: nama "admin", password "${password}" (ditampilkan sekali ini saja).`);
}

/** The password "Reset Password" sets: RESET_PASSWORD, or one generated once and kept. */
export async function resetPasswordOf(app: FastifyInstance): Promise<string> {
  if (app.config.resetPassword) return app.config.resetPassword;
  const [row] = await app.db.select().from(settings).where(eq(settings.key, RESET_PASSWORD_KEY));
  if (row) return row.value;
  const value = generatePassword();
  await app.db.insert(settings).values({ key: RESET_PASSWORD_KEY, value }).onConflictDoNothing();
  return (
    (await app.db.select().from(settings).where(eq(settings.key, RESET_PASSWORD_KEY)))[0]?.value ??
    value
  );
}

export async function ensureBaseData(
  app: FastifyInstance,
  print: (line: string) => void = console.log,
): Promise<void> {
  await ensureRoles(app);
  await ensureAdmin(app, print);
  if (!app.config.resetPassword) {
    const [row] = await app.db.select().from(settings).where(eq(settings.key, RESET_PASSWORD_KEY));
    if (!row)
      print(
        `Password default untuk "Reset Password": "${await resetPasswordOf(app)}" (ditampilkan sekali ini saja).`,
      );
  }
}
