// The audit trail: every staff write, sign-in and password event is recorded once, with who,
// which record and the fields before → after, never a password, hash or token; GET admin/audit
// filters it and only the superuser reads it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listContractOperations } from '../src/openapi/document.ts';
import { AUDITED_OPERATIONS } from '#domain/audit/audit.ts';
import { UNAUDITED_WRITES } from '../src/audit/operations.ts';
import { ADMIN, RESET_PASSWORD, buildTestApp, type TestApp } from './helpers/test-app.ts';
import { formOf } from './helpers/fixtures.ts';
import { seedCatalogue, type ProductRecord } from './helpers/catalogue.ts';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await buildTestApp();
  token = await t.login();
});
afterAll(() => t.close());

interface Entry {
  id: number;
  createdAt: string;
  user: { id: number | null; name: string };
  action: string;
  entity: string;
  recordId: number | null;
  recordName: string | null;
  changes: { field: string; before: unknown; after: unknown }[];
}

async function trail(query = ''): Promise<Entry[]> {
  const answer = await t.call<{ data: Entry[]; meta: { total: number } }>(
    'GET',
    `/admin/audit?length=100${query}`,
    { token },
  );
  expect(answer.status).toBe(200);
  return answer.body.data;
}

describe('audit trail', () => {
  it('knows, for every write operation of the contract, whether and as what it is recorded', () => {
    const writes = listContractOperations()
      .filter((op) => op.method !== 'GET')
      .map((op) => op.operationId);
    const unknown = writes.filter((id) => !AUDITED_OPERATIONS[id] && !UNAUDITED_WRITES[id]);
    expect(unknown).toEqual([]);
  });

  it('records a sign-in with the user as the record', async () => {
    const [entry] = await trail('&action=sign-in');
    expect(entry).toMatchObject({
      user: { name: ADMIN.name },
      action: 'sign-in',
      entity: 'user',
      recordName: ADMIN.name,
      changes: [],
    });
    expect(entry?.user.id).toBe(entry?.recordId);
  });

  it('records create, update, toggle and delete of a type with the changed fields only', async () => {
    const created = await t.call('POST', '/admin/type', {
      token,
      json: { name: 'Silinder Standar' },
    });
    const id = created.body.data.id as number;
    await t.call('PUT', `/admin/type/${id}`, { token, json: { name: 'Silinder Kompak' } });
    await t.call('PUT', `/admin/type/is-active/${id}`, { token });
    await t.call('DELETE', `/admin/type/${id}`, { token });
    const entries = await trail(`&entity=type&recordId=${id}&sortBy=id&orderBy=asc`);
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'update', 'toggle', 'delete']);
    expect(entries[0]?.changes).toEqual([
      { field: 'name', before: null, after: 'Silinder Standar' },
      { field: 'isActive', before: null, after: true },
    ]);
    expect(entries[1]?.changes).toEqual([
      { field: 'name', before: 'Silinder Standar', after: 'Silinder Kompak' },
    ]);
    expect(entries[2]?.changes).toEqual([{ field: 'isActive', before: true, after: false }]);
    expect(entries[3]?.changes).toEqual([
      { field: 'name', before: 'Silinder Kompak', after: null },
      { field: 'isActive', before: false, after: null },
    ]);
    expect(
      entries.every((entry) => entry.user.name === ADMIN.name && entry.recordName !== null),
    ).toBe(true);
  });

  it('records nothing for a refused write', async () => {
    const before = (await trail()).length;
    expect((await t.call('POST', '/admin/type', { token, json: { name: '' } })).status).toBe(422);
    expect((await t.call('PUT', '/admin/type/999999', { token, json: { name: 'x' } })).status).toBe(
      404,
    );
    expect((await trail()).length).toBe(before);
  });

  it('names linked records of a product by name and lists what changed', async () => {
    const { links, saved } = await seedCatalogue(t, token, {
      products: [
        { name: 'Silinder SC 63', harga: '850000', fields: { 'size[0]': '63' }, image: 'p.png' },
      ],
    });
    const { id, harga } = saved[0] as ProductRecord;
    await t.call('POST', `/admin/product/update/${id}`, {
      token,
      form: formOf({
        name: 'Silinder SC 63',
        harga: '900000',
        ...links,
        'size[0]': '63',
        'size[1]': '80',
      }),
    });
    const [update] = await trail(`&entity=product&recordId=${id}&action=update`);
    expect(update?.recordName).toBe('Silinder SC 63');
    expect(update?.changes).toEqual([
      { field: 'harga', before: harga, after: 900000 },
      { field: 'size', before: ['63'], after: ['63', '80'] },
    ]);
    const [create] = await trail(`&entity=product&recordId=${id}&action=create`);
    expect(create?.changes).toContainEqual({ field: 'brand', before: null, after: 'Aerotek' });
  });

  it('records password events without any password, hash or token', async () => {
    await t.call('POST', '/admin/user/create', {
      token,
      json: { name: 'staf', email: 'staf@example.com', password: 'pegawai-rahasia-1', role_id: 2 },
    });
    const staff = await t.login('staf', 'pegawai-rahasia-1');
    const changed = await t.call('POST', '/admin/user/update-password', {
      token: staff,
      json: {
        old_password: 'pegawai-rahasia-1',
        new_password1: 'pegawai-rahasia-2',
        new_password2: 'pegawai-rahasia-2',
      },
    });
    expect(changed.status).toBe(200);
    const users = await t.call('GET', '/admin/user?search=staf', { token });
    const staffId = users.body.data[0].id as number;
    expect((await t.call('POST', `/admin/user/reset-password/${staffId}`, { token })).status).toBe(
      200,
    );
    const entries = await trail(`&action=password&recordId=${staffId}&sortBy=id&orderBy=asc`);
    expect(entries.map((entry) => entry.user.name)).toEqual(['staf', ADMIN.name]);
    expect(entries.every((entry) => entry.recordName === 'staf')).toBe(true);
    const everything = JSON.stringify(await trail());
    for (const secret of [
      'pegawai-rahasia-1',
      'pegawai-rahasia-2',
      ADMIN.password,
      RESET_PASSWORD,
      staff,
      token,
      'scrypt',
      'passwordHash',
    ]) {
      expect(everything).not.toContain(secret);
    }
  });

  it('filters by user and by date range in Asia/Jakarta days', async () => {
    const all = await trail();
    const adminId = all.find((entry) => entry.user.name === ADMIN.name)?.user.id;
    const mine = await trail(`&user=${adminId}`);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((entry) => entry.user.name === ADMIN.name)).toBe(true);
    const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
    expect((await trail(`&from=${today}&to=${today}`)).length).toBe(all.length);
    expect(await trail('&to=2000-01-01')).toEqual([]);
    expect(await trail('&from=2999-12-31')).toEqual([]);
  });

  it('refuses bad filters with 422, a missing token with 401 and the admin role with 403', async () => {
    for (const query of [
      'from=2026-02-30',
      'from=0000-01-01',
      'to=tomorrow',
      'user=0',
      'entity=password',
      'action=hack',
      'sortBy=changes',
    ]) {
      const answer = await t.call('GET', `/admin/audit?${query}`, { token });
      expect(answer.status, query).toBe(422);
    }
    expect((await t.call('GET', '/admin/audit')).status).toBe(401);
    expect((await t.call('GET', '/admin/audit', { token: 'not-a-token' })).status).toBe(401);
    await t.call('POST', '/admin/user/create', {
      token,
      json: {
        name: 'operator',
        email: 'operator@example.com',
        password: 'pengawas-rahasia-1',
        role_id: 2,
      },
    });
    const operator = await t.login('operator', 'pengawas-rahasia-1');
    expect((await t.call('GET', '/admin/audit', { token: operator })).status).toBe(403);
  });
});
