// The last-superuser rule under concurrent requests (issue 12, item 6): two superusers who
// deactivate or delete each other at the same moment leave one of them, never none. On
// PostgreSQL (DATABASE_URL_TEST) the two calls run on two pool connections at once.
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let admin: { id: number; token: string };

beforeAll(async () => {
  t = await buildTestApp();
  const token = await t.login();
  admin = {
    id: (await t.call('GET', '/admin/auth/fetch', { token })).body.data.id as number,
    token,
  };
});
afterAll(() => t.close());

async function activeSuperusers(): Promise<number> {
  const [row] = await t.app.db
    .select({ value: count() })
    .from(users)
    .where(and(eq(users.roleId, 1), eq(users.isActive, true)));
  return row?.value ?? 0;
}

/** A second active superuser, signed in. */
async function secondSuperuser(round: number): Promise<{ id: number; token: string }> {
  const name = `super-${round}`;
  const created = await t.call('POST', '/admin/user/create', {
    token: admin.token,
    json: { name, email: `${name}@example.com`, password: 'lampu-hijau-77', role_id: 1 },
  });
  expect(created.status).toBe(200);
  return { id: created.body.data.id as number, token: await t.login(name, 'lampu-hijau-77') };
}

describe('last active superuser', () => {
  it('two superusers deactivating each other at once leave exactly one active', async () => {
    for (let round = 0; round < 5; round++) {
      const other = await secondSuperuser(round);
      const answers = await Promise.all([
        t.call('POST', `/admin/user/is-active/${other.id}`, { token: admin.token }),
        t.call('POST', `/admin/user/is-active/${admin.id}`, { token: other.token }),
      ]);
      const statuses = answers.map((a) => a.status).sort((a, b) => a - b);
      // One wins; the other is refused by the rule (422) or finds its own session revoked (401).
      expect(statuses[0], JSON.stringify(answers.map((a) => a.body))).toBe(200);
      expect(statuses[1]).toBeOneOf([401, 422]);
      expect(await activeSuperusers()).toBe(1);
      // Back to admin as the one active superuser for the next round.
      await t.app.db.update(users).set({ isActive: true }).where(eq(users.id, admin.id));
      await t.app.db.delete(users).where(eq(users.id, other.id));
      admin.token = await t.login();
    }
  }, 120_000);

  it('two superusers deleting each other at once leave exactly one', async () => {
    const other = await secondSuperuser(99);
    const answers = await Promise.all([
      t.call('DELETE', `/admin/user/${other.id}`, { token: admin.token }),
      t.call('DELETE', `/admin/user/${admin.id}`, { token: other.token }),
    ]);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(await activeSuperusers()).toBe(1);
  }, 60_000);
});
